// A nutritionist's consultation length and gap, with the API's clock fixed on Wednesday 4 November 2026,
// 07:00 in São Paulo: she works Monday to Friday, 08:00–12:00 and 14:00–18:00.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentSchema, availabilitySchema, slotSettingsSchema } from '@/lib/api/contract';
import { slotSettings } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

const NOW = new Date('2026-11-04T07:00:00-03:00');
const WEEK = {
  days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day_of_week) => ({
    day_of_week,
    availability: [
      { from: '08:00', to: '12:00' },
      { from: '14:00', to: '18:00' },
    ],
  })),
};

describe('slot settings', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  const settingsOf = (id = ids.nutri) => `/v1/nutritionists/${id}/slot-settings`;
  const put = (json: unknown, token = tokens.nutri, id = ids.nutri) =>
    api.request(settingsOf(id), { method: 'PUT', token, json });
  const freeSlots = async (date = '2026-11-05') => {
    const answer = await api.request(
      `/v1/nutritionists/${ids.nutri}/availabilities?from=${date}&to=${date}`,
      {
        token: tokens.nutri,
      },
    );
    expect(answer.status).toBe(200);
    return availabilitySchema.parse(await answer.json()).days[0]?.available_slots ?? [];
  };

  beforeAll(async () => {
    api = await createTestApi({}, () => NOW);
    ({ ids, tokens } = await createCareTeam(api));
    const week = await api.request(`/v1/nutritionists/${ids.nutri}/week-availability`, {
      method: 'PUT',
      token: tokens.nutri,
      json: WEEK,
    });
    expect(week.status).toBe(200);
  });
  afterAll(() => api.close());

  it("GET /v1/nutritionists/{id}/slot-settings – the specification's 50 minutes and no gap until she sets them", async () => {
    const answer = await api.request(settingsOf(), { token: tokens.nutri });
    expect(answer.status).toBe(200);
    expect(slotSettingsSchema.parse(await answer.json())).toEqual({
      consultation_minutes: 50,
      gap_minutes: 0,
    });
    // Each period cut from its own start: the afternoon begins at 14:00 whatever the morning left.
    expect((await freeSlots()).map((slot) => slot.start)).toEqual([
      '08:00',
      '08:50',
      '09:40',
      '10:30',
      '14:00',
      '14:50',
      '15:40',
      '16:30',
    ]);
  });

  it('PUT /v1/nutritionists/{id}/slot-settings – 50 minutes and a 10-minute gap: slots on the hour, booked at that length', async () => {
    const answer = await put({ consultation_minutes: 50, gap_minutes: 10 });
    expect(answer.status).toBe(200);
    expect(slotSettingsSchema.parse(await answer.json())).toEqual({
      consultation_minutes: 50,
      gap_minutes: 10,
    });
    expect(await freeSlots()).toEqual(
      ['08', '09', '10', '11', '14', '15', '16', '17'].map((hour) => ({
        start: `${hour}:00`,
        end: `${hour}:50`,
      })),
    );
    const booked = await api.request('/v1/appointments', {
      method: 'POST',
      token: tokens.nutri,
      json: {
        type: 'ONLINE',
        date_time: '2026-11-05T09:00:00',
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
      },
    });
    expect(booked.status).toBe(201);
    const appointment = appointmentSchema.parse(await booked.json());
    expect(appointment.end_date_time).toBe('2026-11-05T12:50:00.000Z');
    // A start of the old cut is no slot any more.
    const drift = await api.request('/v1/appointments', {
      method: 'POST',
      token: tokens.nutri,
      json: {
        type: 'ONLINE',
        date_time: '2026-11-05T08:50:00',
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
      },
    });
    expect(drift.status).toBe(409);
    expect((await drift.json()).code).toBe('SLOT_UNAVAILABLE');
  });

  it('a longer consultation takes the new length; a booked appointment keeps its own', async () => {
    expect((await put({ consultation_minutes: 90, gap_minutes: 30 })).status).toBe(200);
    // 09:00–09:50 stays booked: 08:00–09:30 overlaps it, 10:00 is next, 11:30 would end past noon.
    expect(await freeSlots()).toEqual([
      { start: '10:00', end: '11:30' },
      { start: '14:00', end: '15:30' },
      { start: '16:00', end: '17:30' },
    ]);
  });

  it('PUT …/slot-settings – out of range or not whole minutes is a 400 with its code, and nothing changes', async () => {
    const cases: [unknown, string][] = [
      [{ consultation_minutes: 14, gap_minutes: 0 }, 'CONSULTATION_LENGTH_OUT_OF_RANGE'],
      [{ consultation_minutes: 241, gap_minutes: 0 }, 'CONSULTATION_LENGTH_OUT_OF_RANGE'],
      [{ consultation_minutes: 50, gap_minutes: -1 }, 'CONSULTATION_GAP_OUT_OF_RANGE'],
      [{ consultation_minutes: 50, gap_minutes: 121 }, 'CONSULTATION_GAP_OUT_OF_RANGE'],
      [{ consultation_minutes: 50.5, gap_minutes: 0 }, 'INVALID_DATA'],
      [{ consultation_minutes: '50', gap_minutes: 0 }, 'INVALID_DATA'],
      [{ consultation_minutes: 50 }, 'INVALID_DATA'],
    ];
    for (const [body, code] of cases) {
      const answer = await put(body);
      expect(answer.status).toBe(400);
      expect((await answer.json()).code).toBe(code);
    }
    const bounds = await put({ consultation_minutes: 15, gap_minutes: 120 });
    expect(bounds.status).toBe(200);
    expect((await put({ consultation_minutes: 240, gap_minutes: 0 })).status).toBe(200);
    expect((await put({ consultation_minutes: 250, gap_minutes: 0 })).status).toBe(400);
    const rows = await api.database.db.select().from(slotSettings);
    expect(rows.map((row) => [row.consultationMinutes, row.gapMinutes])).toEqual([[240, 0]]);
  });

  it('only the nutritionist herself: another nutritionist, a patient and an administrator are told 404', async () => {
    for (const who of ['nutri2', 'patient', 'admin'] as const) {
      expect((await api.request(settingsOf(), { token: tokens[who] })).status).toBe(404);
      expect((await put({ consultation_minutes: 30, gap_minutes: 0 }, tokens[who])).status).toBe(404);
    }
    expect((await api.request(settingsOf())).status).toBe(401);
    // Her own settings are untouched, and the other nutritionist's are still the defaults.
    const other = await api.request(settingsOf(ids.nutri2), { token: tokens.nutri2 });
    expect(await other.json()).toEqual({ consultation_minutes: 50, gap_minutes: 0 });
  });
});
