// The patient's e-mail before each confirmed appointment (APPOINTMENT_REMINDER_HOURS ahead), with the same
// iCalendar event as the booking's notice: once, never for an appointment cancelled or moved since (a moved
// one is reminded at its new time), and not at all when its nutritionist turned reminders off.
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentSchema } from '@/lib/api/contract';
import { jobs, nutritionistDetails } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

const WORK_WEEK = {
  days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day_of_week) => ({
    day_of_week,
    availability: [{ from: '08:00', to: '12:00' }],
  })),
};

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content_type: string; content: string }[];
}

function readEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence };
}

/** An API whose clock the test moves; the helper's request runs the jobs due at that time. */
async function clockedApi(start: string, overrides: Partial<NodeJS.ProcessEnv> = {}) {
  let now = new Date(start);
  const api = await createTestApi(overrides, () => now);
  return {
    api,
    setNow(at: string) {
      now = new Date(at);
    },
  };
}

async function openWorkWeek(api: TestApi, tag: string) {
  const id = await api.createUser({
    email: `n@${tag}.test`,
    role: 'ROLE_NUTRITIONIST',
    name: `Nutri ${tag}`,
  });
  await api.database.db.insert(nutritionistDetails).values({ userId: id, crn: 3, registrationNumber: tag });
  const patient = await api.createUser({
    email: `p@${tag}.test`,
    role: 'ROLE_USER',
    nutritionistId: id,
    name: `Paciente ${tag}`,
  });
  const token = await api.signIn(`n@${tag}.test`, 'Senha1234');
  await api.request(`/v1/nutritionists/${id}/week-availability`, { method: 'PUT', token, json: WORK_WEEK });
  const book = async (dateTime: string) => {
    const answer = await api.request('/v1/appointments', {
      method: 'POST',
      token,
      json: { type: 'ONLINE', date_time: dateTime, nutritionist_id: id, patient_id: patient },
    });
    expect(answer.status).toBe(201);
    return appointmentSchema.parse(await answer.json());
  };
  const patch = (appointmentId: number, json: unknown) =>
    api.request(`/v1/appointments/${appointmentId}`, { method: 'PATCH', token, json });
  const mails = async () => {
    // The jobs that came due with the clock, before the outbox is read.
    await api.runJobs();
    return ((await (await api.request('/dev/outbox')).json()) as OutboxMail[])
      .filter((mail) => mail.to === `p@${tag}.test`)
      .reverse();
  };
  const reminders = async () => (await mails()).filter((mail) => mail.subject.startsWith('Lembrete'));
  return { id, token, book, patch, mails, reminders };
}

describe('appointment reminders', () => {
  // Monday 2 November 2026, 10:00 in São Paulo.
  const MONDAY = '2026-11-02T10:00:00-03:00';
  let clocked: Awaited<ReturnType<typeof clockedApi>>;
  beforeAll(async () => {
    clocked = await clockedApi(MONDAY);
  });
  afterAll(() => clocked.api.close());

  it('reaches the patient 24 hours before, once, with the booking’s calendar event', async () => {
    const week = await openWorkWeek(clocked.api, 'a');
    const booked = await week.book('2026-11-05T08:00:00');
    clocked.setNow('2026-11-04T07:59:00-03:00');
    expect(await week.reminders()).toEqual([]);

    clocked.setNow('2026-11-04T08:00:00-03:00');
    const [reminder, ...more] = await week.reminders();
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ subject: 'Lembrete de consulta: 05/11/2026 às 08:00' });
    expect(reminder?.text).toContain(
      'Lembrete: sua consulta com Nutri a está marcada para 05/11/2026, das 08:00',
    );
    const [notice] = (await week.mails()).filter((mail) => mail.subject.startsWith('Consulta agendada'));
    const event = readEvent(reminder!.attachments[0]!.content);
    expect(event).toEqual(readEvent(notice!.attachments[0]!.content));
    expect(event).toMatchObject({ method: 'REQUEST', uid: `appointment-${booked.id}@localhost` });

    // Later passes, and later hours, send nothing more.
    clocked.setNow('2026-11-04T09:00:00-03:00');
    expect(await week.reminders()).toHaveLength(1);
    clocked.setNow(MONDAY);
  });

  it('is not sent for an appointment cancelled since', async () => {
    const week = await openWorkWeek(clocked.api, 'b');
    const booked = await week.book('2026-11-05T09:40:00');
    expect((await week.patch(booked.id, { status: 'CANCELED' })).status).toBe(200);
    clocked.setNow('2026-11-04T10:00:00-03:00');
    expect(await week.reminders()).toEqual([]);
    expect((await week.mails()).map((mail) => mail.subject.split(':')[0])).toEqual([
      'Consulta agendada',
      'Consulta desmarcada',
    ]);
    const [reminderJob] = await clocked.api.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'appointment-reminder'))
      .orderBy(jobs.id)
      .then((rows) => rows.filter((row) => row.key?.startsWith(`appointment-reminder:${booked.id}:`)));
    expect(reminderJob?.status).toBe('DONE');
    clocked.setNow(MONDAY);
  });

  it('of a moved appointment, comes at its new time only, with the new event', async () => {
    const week = await openWorkWeek(clocked.api, 'c');
    const booked = await week.book('2026-11-05T10:30:00');
    const moved = await week.patch(booked.id, { date_time: '2026-11-06T10:30:00' });
    expect(moved.status).toBe(200);
    clocked.setNow('2026-11-04T10:30:00-03:00');
    expect(await week.reminders()).toEqual([]);
    clocked.setNow('2026-11-05T10:30:00-03:00');
    const reminders = await week.reminders();
    expect(reminders.map((mail) => mail.subject)).toEqual(['Lembrete de consulta: 06/11/2026 às 10:30']);
    expect(readEvent(reminders[0]!.attachments[0]!.content)).toMatchObject({
      method: 'REQUEST',
      sequence: 1,
    });
    clocked.setNow(MONDAY);
  });

  it('moved away and back again, is still sent once', async () => {
    const week = await openWorkWeek(clocked.api, 'd');
    const booked = await week.book('2026-11-05T09:40:00');
    expect((await week.patch(booked.id, { date_time: '2026-11-06T09:40:00' })).status).toBe(200);
    expect((await week.patch(booked.id, { date_time: '2026-11-05T09:40:00' })).status).toBe(200);
    clocked.setNow('2026-11-04T09:40:00-03:00');
    expect((await week.reminders()).map((mail) => mail.subject)).toEqual([
      'Lembrete de consulta: 05/11/2026 às 09:40',
    ]);
    clocked.setNow('2026-11-05T09:40:00-03:00');
    expect(await week.reminders()).toHaveLength(1);
    clocked.setNow(MONDAY);
  });

  it('is not sent when the nutritionist turned reminders off', async () => {
    const week = await openWorkWeek(clocked.api, 'e');
    await week.book('2026-11-05T08:50:00');
    const off = await clocked.api.request(`/v1/nutritionists/${week.id}`, {
      method: 'PATCH',
      token: week.token,
      json: { appointment_reminders: false },
    });
    expect(off.status).toBe(200);
    clocked.setNow('2026-11-04T09:00:00-03:00');
    expect(await week.reminders()).toEqual([]);
    clocked.setNow(MONDAY);
  });

  it('is not scheduled for a booking made within the reminder’s hours: its notice just told the patient', async () => {
    clocked.setNow('2026-11-04T10:00:00-03:00');
    const week = await openWorkWeek(clocked.api, 'f');
    const booked = await week.book('2026-11-05T08:00:00');
    const scheduled = await clocked.api.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `appointment-reminder:${booked.id}:${booked.start_date_time}`));
    expect(scheduled).toEqual([]);
    clocked.setNow(MONDAY);
  });
});

describe('APPOINTMENT_REMINDER_HOURS', () => {
  it('sets how long before the appointment the reminder goes', async () => {
    const clocked = await clockedApi('2026-11-02T10:00:00-03:00', { APPOINTMENT_REMINDER_HOURS: '2' });
    try {
      const week = await openWorkWeek(clocked.api, 'g');
      await week.book('2026-11-05T08:00:00');
      clocked.setNow('2026-11-04T08:00:00-03:00');
      expect(await week.reminders()).toEqual([]);
      clocked.setNow('2026-11-05T06:00:00-03:00');
      expect(await week.reminders()).toHaveLength(1);
    } finally {
      await clocked.api.close();
    }
  });
});
