// 'Registrar consulta': a consultation held without a booking, with the API's clock fixed on Monday
// 10 March 2025, 12:00:30 in São Paulo.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_NOTE_MAX, consultationPageSchema, consultationSchema } from '@/lib/api/contract';
import { accessTrail, appointments, consultationNotes } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

const NOW = new Date('2025-03-10T15:00:30Z');
const SOAP = {
  subjective: 'Veio sem marcar: relata fome à noite.',
  objective: 'Peso 64 kg.',
  assessment: 'Jantar pobre em proteína.',
  plan: 'Ceia com iogurte.',
};

describe('consultations without a booking', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  const record = (json: unknown, token = tokens.nutri, patient = ids.patient) =>
    api.request(`/v1/users/${patient}/consultations`, { method: 'POST', token, json });
  const counts = async () => ({
    appointments: (await api.database.db.select().from(appointments)).length,
    notes: (await api.database.db.select().from(consultationNotes)).length,
  });

  beforeAll(async () => {
    api = await createTestApi({}, () => NOW);
    ({ ids, tokens } = await createCareTeam(api));
  });
  afterAll(() => api.close());

  it('POST /v1/users/{id}/consultations – an attended consultation ending now, of her length, with its SOAP note, in the list and the trail', async () => {
    const answer = await record({ type: 'ON_SITE', notes: SOAP });
    expect(answer.status).toBe(201);
    const consultation = consultationSchema.parse(await answer.json());
    expect(consultation).toMatchObject({
      type: 'ON_SITE',
      status: 'COMPLETED',
      // Whole minutes: 12:00 in São Paulo, after the default 50 minutes.
      start_date_time: '2025-03-10T14:10:00.000Z',
      end_date_time: '2025-03-10T15:00:00.000Z',
      date: '2025-03-10',
    });
    expect(consultation.notes).toHaveLength(1);
    expect(consultation.notes[0]).toMatchObject({ ...SOAP, free_text: null, recorded_by: { id: ids.nutri } });
    const list = consultationPageSchema.parse(
      await (await api.request(`/v1/users/${ids.patient}/consultations`, { token: tokens.nutri })).json(),
    );
    expect(list.content.map((item) => item.appointment_id)).toEqual([consultation.appointment_id]);
    const trail = await api.database.db
      .select()
      .from(accessTrail)
      .where(and(eq(accessTrail.patientId, ids.patient), eq(accessTrail.action, 'CREATE')));
    expect(trail.map((row) => [row.actorId, row.resource, row.outcome])).toEqual([
      [ids.nutri, 'NOTES', 'ALLOWED'],
    ]);
  });

  it('its length follows her slot settings', async () => {
    const put = await api.request(`/v1/nutritionists/${ids.nutri2}/slot-settings`, {
      method: 'PUT',
      token: tokens.nutri2,
      json: { consultation_minutes: 30, gap_minutes: 10 },
    });
    expect(put.status).toBe(200);
    const answer = await record(
      { type: 'ONLINE', notes: { free_text: 'Retorno rápido.' } },
      tokens.nutri2,
      ids.other,
    );
    expect(answer.status).toBe(201);
    expect(consultationSchema.parse(await answer.json())).toMatchObject({
      type: 'ONLINE',
      start_date_time: '2025-03-10T14:30:00.000Z',
      end_date_time: '2025-03-10T15:00:00.000Z',
    });
  });

  it('one that would overlap an appointment of her agenda is a 409, and nothing is saved', async () => {
    const before = await counts();
    const answer = await record({ type: 'ON_SITE', notes: { plan: 'De novo.' } });
    expect(answer.status).toBe(409);
    expect((await answer.json()).code).toBe('CONSULTATION_OVERLAPS_APPOINTMENT');
    expect(await counts()).toEqual(before);
  });

  it("a patient who did not come: the visit starts after her hour's end; one still running refuses it", async () => {
    const nutri = await api.createUser({ email: 'n3@t.test', role: 'ROLE_NUTRITIONIST' });
    const walkIn = await api.createUser({ email: 'p3@t.test', role: 'ROLE_USER', nutritionistId: nutri });
    const missing = await api.createUser({ email: 'p4@t.test', role: 'ROLE_USER', nutritionistId: nutri });
    const token = await api.signIn('n3@t.test', 'Senha1234');
    const hold = (status: 'NO_SHOW' | 'CONFIRMED', start: string, end: string) =>
      api.database.db.insert(appointments).values({
        nutritionistId: nutri,
        patientId: missing,
        type: 'ON_SITE',
        status,
        startDateTime: new Date(start),
        endDateTime: new Date(end),
      });
    await hold('NO_SHOW', '2025-03-10T13:40:00Z', '2025-03-10T14:30:00Z');
    const answer = await record({ type: 'ON_SITE', notes: SOAP }, token, walkIn);
    expect(answer.status).toBe(201);
    expect(consultationSchema.parse(await answer.json())).toMatchObject({
      start_date_time: '2025-03-10T14:30:00.000Z',
      end_date_time: '2025-03-10T15:00:00.000Z',
    });
    // Without that visit, an appointment booked from 11:40 and not over at 12:00: the notes belong on it.
    await api.database.db.delete(appointments).where(eq(appointments.patientId, walkIn));
    await hold('CONFIRMED', '2025-03-10T14:40:00Z', '2025-03-10T15:30:00Z');
    const before = await counts();
    const refused = await record({ type: 'ON_SITE', notes: SOAP }, token, walkIn);
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('CONSULTATION_OVERLAPS_APPOINTMENT');
    expect(await counts()).toEqual(before);
  });

  it('bad input is a 400 and nothing is saved', async () => {
    const before = await counts();
    for (const body of [
      {},
      { type: 'ON_SITE' },
      { type: 'ON_SITE', notes: {} },
      { type: 'ON_SITE', notes: { plan: '   ' } },
      { type: 'AT_HOME', notes: SOAP },
      { type: 'ON_SITE', notes: { plan: 'x'.repeat(CONSULTATION_NOTE_MAX + 1) } },
    ]) {
      const answer = await record(body);
      expect(answer.status).toBe(400);
      expect((await answer.json()).code).toBe('INVALID_DATA');
    }
    expect(await counts()).toEqual(before);
  });

  it("the patient herself is told 403; another nutritionist's patient, other patients and an administrator 404", async () => {
    const before = await counts();
    expect((await record({ type: 'ON_SITE', notes: SOAP }, tokens.patient)).status).toBe(403);
    expect((await record({ type: 'ON_SITE', notes: SOAP }, tokens.nutri, ids.other)).status).toBe(404);
    for (const who of ['nutri2', 'other', 'admin'] as const)
      expect((await record({ type: 'ON_SITE', notes: SOAP }, tokens[who])).status).toBe(404);
    expect(
      (await api.request(`/v1/users/${ids.patient}/consultations`, { method: 'POST', json: SOAP })).status,
    ).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
