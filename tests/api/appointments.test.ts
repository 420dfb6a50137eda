// The agenda against data this file creates, with the API's clock fixed on Wednesday 4 November 2026,
// 10:00 in São Paulo. Nutri works Monday to Friday, 08:00–12:00: slots 08:00, 08:50, 09:40, 10:30.
import { createServer, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appointmentPageSchema,
  appointmentSchema,
  availabilitySchema,
  calendarFeedSchema,
  weekAvailabilitySchema,
} from '@/lib/api/contract';
import { addresses, appointments } from '@/upstream/src/db/schema';
import { log } from '@/upstream/src/log';
import { createTestApi, type TestApi } from './helpers/api';
import { loggedMessages } from './helpers/logged';
import { startSmtpSink } from './helpers/smtp-sink';

const NOW = new Date('2026-11-04T10:00:00-03:00');
const WORK_WEEK = {
  days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day_of_week) => ({
    day_of_week,
    availability: [{ from: '08:00', to: '12:00' }],
  })),
};

interface WorkWeek {
  id: number;
  patient: number;
  token: string;
}

/** A nutritionist of its own (n@{tag}.test) working WORK_WEEK, with a patient (p@{tag}.test), signed in. */
async function openWorkWeek(api: TestApi, tag: string): Promise<WorkWeek> {
  const id = await api.createUser({ email: `n@${tag}.test`, role: 'ROLE_NUTRITIONIST' });
  const patient = await api.createUser({ email: `p@${tag}.test`, role: 'ROLE_USER', nutritionistId: id });
  const token = await api.signIn(`n@${tag}.test`, 'Senha1234');
  await api.request(`/v1/nutritionists/${id}/week-availability`, { method: 'PUT', token, json: WORK_WEEK });
  return { id, patient, token };
}

/** Books the patient online at 08:00 on Thursday 5 November 2026, a free hour of WORK_WEEK. */
function bookOnline(api: TestApi, { id, patient, token }: WorkWeek) {
  return api.request('/v1/appointments', {
    method: 'POST',
    token,
    json: { type: 'ONLINE', date_time: '2026-11-05T08:00:00', nutritionist_id: id, patient_id: patient },
  });
}

interface OutboxMail {
  to: string;
  subject: string;
  attachments: { filename: string; content_type: string; content: string }[];
}

function readEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    event,
  };
}

/** An SMTP server that accepts connections and never says a word: a mail server that hangs. */
async function startSilentSmtp() {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Wall time in São Paulo of an instant: 'YYYY-MM-DD HH:MM'. */
function inSaoPaulo(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

describe('appointments and availability', () => {
  let api: TestApi;
  let nutriId: number;
  let patientId: number;
  let otherPatientId: number;
  const tokens: Record<'nutri' | 'nutri2' | 'patient' | 'otherPatient', string> = {
    nutri: '',
    nutri2: '',
    patient: '',
    otherPatient: '',
  };

  const outbox = async (to: string): Promise<OutboxMail[]> =>
    ((await (await api.request('/dev/outbox')).json()) as OutboxMail[]).filter((mail) => mail.to === to);
  const book = (dateTime: string, patient = patientId, token = tokens.nutri) =>
    api.request('/v1/appointments', {
      method: 'POST',
      token,
      json: { type: 'ONLINE', date_time: dateTime, nutritionist_id: nutriId, patient_id: patient },
    });
  const freeHours = async (date: string) => {
    const response = await api.request(
      `/v1/nutritionists/${nutriId}/availabilities?from=${date}&to=${date}`,
      {
        token: tokens.nutri,
      },
    );
    return availabilitySchema.parse(await response.json()).days[0]?.available_hours ?? [];
  };

  beforeAll(async () => {
    api = await createTestApi({}, () => NOW);
    nutriId = await api.createUser({ email: 'nutri@a.test', role: 'ROLE_NUTRITIONIST', name: 'Dra. Ana' });
    const nutri2Id = await api.createUser({ email: 'nutri2@a.test', role: 'ROLE_NUTRITIONIST' });
    patientId = await api.createUser({
      email: 'paciente@a.test',
      role: 'ROLE_USER',
      nutritionistId: nutriId,
    });
    otherPatientId = await api.createUser({
      email: 'outro@a.test',
      role: 'ROLE_USER',
      nutritionistId: nutri2Id,
    });
    tokens.nutri = await api.signIn('nutri@a.test', 'Senha1234');
    tokens.nutri2 = await api.signIn('nutri2@a.test', 'Senha1234');
    tokens.patient = await api.signIn('paciente@a.test', 'Senha1234');
    tokens.otherPatient = await api.signIn('outro@a.test', 'Senha1234');
    const put = await api.request(`/v1/nutritionists/${nutriId}/week-availability`, {
      method: 'PUT',
      token: tokens.nutri,
      json: WORK_WEEK,
    });
    expect(put.status).toBe(200);
  });
  afterAll(() => api.close());

  it('PUT /v1/nutritionists/{id}/week-availability – an invalid week is a 400 with the rule and changes nothing', async () => {
    const path = `/v1/nutritionists/${nutriId}/week-availability`;
    const bad = await api.request(path, {
      method: 'PUT',
      token: tokens.nutri,
      json: { days: [{ day_of_week: 'MONDAY', availability: [{ from: '12:00', to: '08:00' }] }] },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'FROM_NOT_BEFORE_TO' });
    const tooMany = await api.request(path, {
      method: 'PUT',
      token: tokens.nutri,
      json: {
        days: [{ day_of_week: 'MONDAY', availability: Array(4).fill({ from: '08:00', to: '09:00' }) }],
      },
    });
    expect(await tooMany.json()).toMatchObject({ status: 400, code: 'TOO_MANY_PERIODS' });
    const week = weekAvailabilitySchema.parse(
      await (await api.request(path, { token: tokens.nutri })).json(),
    );
    expect(week).toEqual(WORK_WEEK);
  });

  it('PUT /v1/nutritionists/{id}/week-availability – racing saves leave one of the weeks, never a mix', async () => {
    const path = `/v1/nutritionists/${nutriId}/week-availability`;
    const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;
    const weeks = weekdays.map((day) => ({
      days: [{ day_of_week: day, availability: [{ from: '08:00', to: '12:00' }] }],
    }));
    const answers = await Promise.all(
      weeks.map((json) => api.request(path, { method: 'PUT', token: tokens.nutri, json })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const week = weekAvailabilitySchema.parse(
      await (await api.request(path, { token: tokens.nutri })).json(),
    );
    expect(weeks).toContainEqual(week);
    const restored = await api.request(path, { method: 'PUT', token: tokens.nutri, json: WORK_WEEK });
    expect(restored.status).toBe(200);
  });

  it('GET /v1/nutritionists/{id}/availabilities – weekdays cut into 50-minute slots, nothing past, no weekend', async () => {
    const response = await api.request(
      `/v1/nutritionists/${nutriId}/availabilities?from=2026-11-04&to=2026-11-09`,
      {
        token: tokens.nutri,
      },
    );
    expect(response.status).toBe(200);
    const days = availabilitySchema.parse(await response.json()).days;
    expect(days.map(({ date, available_hours }) => ({ date, available_hours }))).toEqual([
      // 10:00 now: 09:40 has begun.
      { date: '2026-11-04', available_hours: ['10:30'] },
      { date: '2026-11-05', available_hours: ['08:00', '08:50', '09:40', '10:30'] },
      { date: '2026-11-06', available_hours: ['08:00', '08:50', '09:40', '10:30'] },
      { date: '2026-11-09', available_hours: ['08:00', '08:50', '09:40', '10:30'] },
    ]);
    expect(days[0]?.available_slots).toEqual([{ start: '10:30', end: '11:20' }]);
  });

  it('APPOINTMENT_DURATION_MINUTES sets the length: the free hours carry their ends, and a booking ends there', async () => {
    const longer = await createTestApi({ APPOINTMENT_DURATION_MINUTES: '60' }, () => NOW);
    try {
      const week = await openWorkWeek(longer, 'f');
      const free = availabilitySchema.parse(
        await (
          await longer.request(`/v1/nutritionists/${week.id}/availabilities?from=2026-11-05&to=2026-11-05`, {
            token: week.token,
          })
        ).json(),
      );
      expect(free.days[0]?.available_slots).toEqual([
        { start: '08:00', end: '09:00' },
        { start: '09:00', end: '10:00' },
        { start: '10:00', end: '11:00' },
        { start: '11:00', end: '12:00' },
      ]);
      const booked = appointmentSchema.parse(await (await bookOnline(longer, week)).json());
      expect(inSaoPaulo(new Date(booked.end_date_time))).toBe('2026-11-05 09:00');
    } finally {
      await longer.close();
    }
  });

  it('GET /v1/nutritionists/{id}/availabilities – national holidays are not offered unless the setting is off', async () => {
    // Friday 20 November is Dia da Consciência Negra.
    const dates = async (target: TestApi, id: number, token: string) =>
      availabilitySchema
        .parse(
          await (
            await target.request(`/v1/nutritionists/${id}/availabilities?from=2026-11-19&to=2026-11-20`, {
              token,
            })
          ).json(),
        )
        .days.map((day) => day.date);
    expect(await dates(api, nutriId, tokens.nutri)).toEqual(['2026-11-19']);

    const withHolidays = await createTestApi({ APPOINTMENT_SKIP_HOLIDAYS: 'false' }, () => NOW);
    try {
      const id = await withHolidays.createUser({ email: 'n@b.test', role: 'ROLE_NUTRITIONIST' });
      const token = await withHolidays.signIn('n@b.test', 'Senha1234');
      await withHolidays.request(`/v1/nutritionists/${id}/week-availability`, {
        method: 'PUT',
        token,
        json: WORK_WEEK,
      });
      expect(await dates(withHolidays, id, token)).toEqual(['2026-11-19', '2026-11-20']);
    } finally {
      await withHolidays.close();
    }
  });

  it('GET /v1/nutritionists/{id}/availabilities – a reversed or bad range is a 400', async () => {
    const reversed = await api.request(
      `/v1/nutritionists/${nutriId}/availabilities?from=2026-11-10&to=2026-11-01`,
      {
        token: tokens.nutri,
      },
    );
    expect(await reversed.json()).toMatchObject({ status: 400, code: 'INVALID_RANGE' });
    const missing = await api.request(`/v1/nutritionists/${nutriId}/availabilities?from=amanha`, {
      token: tokens.nutri,
    });
    expect(await missing.json()).toMatchObject({ status: 400, code: 'INVALID_DATA' });
  });

  it('POST /v1/appointments – books a free slot: listed, gone from the free hours, patient notified with a REQUEST event', async () => {
    const response = await book('2026-11-05T08:50:00');
    expect(response.status).toBe(201);
    const appointment = appointmentSchema.parse(await response.json());
    expect(appointment).toMatchObject({
      nutritionist_id: nutriId,
      patient_id: patientId,
      type: 'ONLINE',
      status: 'CONFIRMED',
      start_date_time: '2026-11-05T11:50:00.000Z',
      end_date_time: '2026-11-05T12:40:00.000Z',
      patient: { id: patientId, name: 'paciente' },
    });
    expect(await freeHours('2026-11-05')).toEqual(['08:00', '09:40', '10:30']);

    const list = appointmentPageSchema.parse(
      await (
        await api.request(
          `/v1/appointments?nutritionist_id=${nutriId}&page=0&size=8&from=2026-11-01&to=2026-12-01`,
          {
            token: tokens.nutri,
          },
        )
      ).json(),
    );
    expect(list.content.map((item) => item.id)).toContain(appointment.id);

    const [mail] = await outbox('paciente@a.test');
    expect(mail?.subject).toBe('Consulta agendada: 05/11/2026 às 08:50');
    const ics = readEvent(mail!.attachments[0]!.content);
    expect(ics).toMatchObject({ method: 'REQUEST', sequence: 0 });
    expect(ics.uid).toBe(`appointment-${appointment.id}@localhost`);
    expect(inSaoPaulo(ics.event.startDate.toJSDate())).toBe('2026-11-05 08:50');
    expect(inSaoPaulo(ics.event.endDate.toJSDate())).toBe('2026-11-05 09:40');

    const notifications = await (
      await api.request(`/v1/notifications?receiver_id=${patientId}`, { token: tokens.patient })
    ).json();
    expect(notifications.content[0]).toMatchObject({ code: 'APPOINTMENT_BOOKED' });
  });

  it('POST /v1/appointments – two simultaneous bookings of one slot: one 201, one 409 SLOT_TAKEN', async () => {
    const responses = await Promise.all([
      book('2026-11-06T09:40:00-03:00'),
      book('2026-11-06T09:40:00-03:00'),
    ]);
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409]);
    const refused = responses.find((response) => response.status === 409)!;
    expect(await refused.json()).toMatchObject({ code: 'SLOT_TAKEN' });
    // And the slot is taken exactly once.
    const list = appointmentPageSchema.parse(
      await (
        await api.request('/v1/appointments?from=2026-11-06&to=2026-11-07', { token: tokens.nutri })
      ).json(),
    );
    expect(list.total_elements).toBe(1);
  });

  it('the database itself refuses an overlapping confirmed appointment', async () => {
    await expect(
      api.database.db.insert(appointments).values({
        nutritionistId: nutriId,
        patientId,
        type: 'ONLINE',
        startDateTime: new Date('2026-11-06T12:50:00Z'),
        endDateTime: new Date('2026-11-06T13:40:00Z'),
      }),
    ).rejects.toThrow();
  });

  it('POST /v1/appointments – refuses what is not a free slot of hers, or not her patient, and bad input', async () => {
    expect(await (await book('2026-11-05T08:55:00')).json()).toMatchObject({
      status: 409,
      code: 'SLOT_UNAVAILABLE',
    });
    expect(await (await book('2026-11-07T08:00:00')).json()).toMatchObject({
      status: 409,
      code: 'SLOT_UNAVAILABLE',
    });
    expect(await (await book('2026-11-04T08:00:00')).json()).toMatchObject({
      status: 409,
      code: 'SLOT_UNAVAILABLE',
    });
    expect((await book('2026-11-05T08:00:00', otherPatientId)).status).toBe(404);
    expect((await book('2026-11-05T08:00:00', patientId, tokens.nutri2)).status).toBe(404);
    const bad = await api.request('/v1/appointments', {
      method: 'POST',
      token: tokens.nutri,
      json: { type: 'PHONE', date_time: 'amanhã', nutritionist_id: nutriId, patient_id: patientId },
    });
    expect(await bad.json()).toMatchObject({ status: 400, code: 'INVALID_DATA' });
  });

  it('PATCH /v1/appointments/{id} – reschedules to a free slot: start + 50, SEQUENCE up, same UID', async () => {
    const created = appointmentSchema.parse(await (await book('2026-11-09T08:00:00')).json());
    const response = await api.request(`/v1/appointments/${created.id}`, {
      method: 'PATCH',
      token: tokens.nutri,
      json: { date_time: '2026-11-09T10:30:00' },
    });
    expect(response.status).toBe(200);
    expect(appointmentSchema.parse(await response.json())).toMatchObject({
      status: 'CONFIRMED',
      start_date_time: '2026-11-09T13:30:00.000Z',
      end_date_time: '2026-11-09T14:20:00.000Z',
    });
    expect(await freeHours('2026-11-09')).toEqual(['08:00', '08:50', '09:40']);
    const [mail] = await outbox('paciente@a.test');
    const ics = readEvent(mail!.attachments[0]!.content);
    expect(ics).toMatchObject({ method: 'REQUEST', sequence: 1, uid: `appointment-${created.id}@localhost` });
    expect(inSaoPaulo(ics.event.startDate.toJSDate())).toBe('2026-11-09 10:30');
    // Taken slots are refused.
    const onTaken = await api.request(`/v1/appointments/${created.id}`, {
      method: 'PATCH',
      token: tokens.nutri,
      json: { date_time: '2026-11-06T09:40:00' },
    });
    expect(await onTaken.json()).toMatchObject({ status: 409, code: 'SLOT_TAKEN' });
  });

  it('PATCH /v1/appointments/{id} – cancels once with a CANCEL event; twice is 409; a cancelled one cannot move', async () => {
    const created = appointmentSchema.parse(await (await book('2026-11-10T09:40:00')).json());
    const cancel = () =>
      api.request(`/v1/appointments/${created.id}`, {
        method: 'PATCH',
        token: tokens.nutri,
        json: { status: 'CANCELED' },
      });
    const first = await cancel();
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ status: 'CANCELED' });
    expect(await (await cancel()).json()).toMatchObject({
      status: 409,
      code: 'APPOINTMENT_ALREADY_CANCELED',
    });
    const move = await api.request(`/v1/appointments/${created.id}`, {
      method: 'PATCH',
      token: tokens.nutri,
      json: { date_time: '2026-11-10T10:30:00' },
    });
    expect(await move.json()).toMatchObject({ status: 409, code: 'APPOINTMENT_CANCELED' });
    expect(await freeHours('2026-11-10')).toContain('09:40');

    const [mail] = await outbox('paciente@a.test');
    const ics = readEvent(mail!.attachments[0]!.content);
    expect(ics).toMatchObject({ method: 'CANCEL', sequence: 1, uid: `appointment-${created.id}@localhost` });
    expect(mail!.attachments[0]!.content_type).toContain('method=CANCEL');
  });

  it('PATCH /v1/appointments/{id} – once it has begun, its nutritionist records COMPLETED or NO_SHOW, and may correct it', async () => {
    let now = NOW;
    const clocked = await createTestApi({}, () => now);
    try {
      const week = await openWorkWeek(clocked, 'g');
      const bookAt = async (time: string) =>
        appointmentSchema.parse(
          await (
            await clocked.request('/v1/appointments', {
              method: 'POST',
              token: week.token,
              json: {
                type: 'ONLINE',
                date_time: `2026-11-05T${time}:00`,
                nutritionist_id: week.id,
                patient_id: week.patient,
              },
            })
          ).json(),
        );
      const patch = (id: number, json: unknown, token = week.token) =>
        clocked.request(`/v1/appointments/${id}`, { method: 'PATCH', token, json });
      const mails = async () =>
        ((await (await clocked.request('/dev/outbox')).json()) as OutboxMail[]).filter(
          (mail) => mail.to === 'p@g.test',
        ).length;
      const done = await bookAt('08:00');
      const missed = await bookAt('08:50');
      const dropped = await bookAt('09:40');
      expect((await patch(dropped.id, { status: 'CANCELED' })).status).toBe(200);

      // Before it begins there is nothing to record.
      expect(await (await patch(done.id, { status: 'COMPLETED' })).json()).toMatchObject({
        status: 409,
        code: 'APPOINTMENT_NOT_STARTED',
        detail: 'O resultado só pode ser registrado depois do início da consulta.',
      });
      expect(
        await (await clocked.request(`/v1/appointments/${done.id}`, { token: week.token })).json(),
      ).toMatchObject({
        status: 'CONFIRMED',
      });

      // 08:55: the first has ended, the second began five minutes ago. Signed in afresh, a day later.
      now = new Date('2026-11-05T08:55:00-03:00');
      week.token = await clocked.signIn('n@g.test', 'Senha1234');
      const stranger = await openWorkWeek(clocked, 'h');
      const patientToken = await clocked.signIn('p@g.test', 'Senha1234');
      const mailsBefore = await mails();
      expect((await patch(done.id, { status: 'COMPLETED' }, patientToken)).status).toBe(403);
      expect((await patch(done.id, { status: 'COMPLETED' }, stranger.token)).status).toBe(404);
      const completed = await patch(done.id, { status: 'COMPLETED' });
      expect(completed.status).toBe(200);
      expect(appointmentSchema.parse(await completed.json())).toMatchObject({
        status: 'COMPLETED',
        start_date_time: done.start_date_time,
        end_date_time: done.end_date_time,
      });
      expect(await (await patch(missed.id, { status: 'NO_SHOW' })).json()).toMatchObject({
        status: 'NO_SHOW',
      });
      // A slip of the finger is corrected.
      expect(await (await patch(missed.id, { status: 'COMPLETED' })).json()).toMatchObject({
        status: 'COMPLETED',
      });
      expect(await (await patch(missed.id, { status: 'NO_SHOW' })).json()).toMatchObject({
        status: 'NO_SHOW',
      });

      // A cancelled consultation has no outcome; one with an outcome is neither cancelled nor moved.
      expect(await (await patch(dropped.id, { status: 'NO_SHOW' })).json()).toMatchObject({
        status: 409,
        code: 'APPOINTMENT_CANCELED',
        detail: 'Uma consulta desmarcada não tem resultado a registrar.',
      });
      expect(await (await patch(done.id, { status: 'CANCELED' })).json()).toMatchObject({
        status: 409,
        code: 'APPOINTMENT_OUTCOME_RECORDED',
        detail: 'O resultado desta consulta já foi registrado: ela não pode ser desmarcada.',
      });
      expect(await (await patch(done.id, { date_time: '2026-11-06T08:00:00' })).json()).toMatchObject({
        status: 409,
        code: 'APPOINTMENT_OUTCOME_RECORDED',
        detail: 'O resultado desta consulta já foi registrado: ela não pode ser remarcada.',
      });

      // The patient reads the outcome, but its calendar event is untouched: no e-mail, no new SEQUENCE.
      expect(
        await (await clocked.request(`/v1/appointments/${done.id}`, { token: patientToken })).json(),
      ).toMatchObject({
        status: 'COMPLETED',
      });
      expect(await mails()).toBe(mailsBefore);
      // The nutritionist's calendar keeps both consultations, which are not cancelled.
      const feed = calendarFeedSchema.parse(
        await (
          await clocked.request(`/v1/nutritionists/${week.id}/calendar-feed`, {
            method: 'POST',
            token: week.token,
          })
        ).json(),
      );
      const calendar = new ICAL.Component(
        ICAL.parse(await (await clocked.request(new URL(feed.url).pathname)).text()),
      );
      const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
      expect(events.map((event) => [event.uid, event.sequence]).sort()).toEqual([
        [`appointment-${done.id}@localhost`, 0],
        [`appointment-${missed.id}@localhost`, 0],
      ]);
      // Their time stays taken: the database refuses another consultation over it.
      await expect(
        clocked.database.db.insert(appointments).values({
          nutritionistId: week.id,
          patientId: week.patient,
          type: 'ONLINE',
          startDateTime: new Date('2026-11-05T08:30:00-03:00'),
          endDateTime: new Date('2026-11-05T09:20:00-03:00'),
        }),
      ).rejects.toThrow();
    } finally {
      await clocked.close();
    }
  });

  it('PATCH /v1/appointments/{id} – a body that is neither a cancel nor a date is a 400', async () => {
    const created = appointmentSchema.parse(await (await book('2026-11-10T08:00:00')).json());
    const response = await api.request(`/v1/appointments/${created.id}`, {
      method: 'PATCH',
      token: tokens.nutri,
      json: { status: 'CONFIRMED' },
    });
    expect(await response.json()).toMatchObject({ status: 400, code: 'INVALID_DATA' });
  });

  it('GET /v1/appointments/{id} – the nutritionist and the patient see it; another nutritionist or patient gets 404', async () => {
    const created = appointmentSchema.parse(await (await book('2026-11-11T08:00:00')).json());
    const get = (token?: string) => api.request(`/v1/appointments/${created.id}`, { token });
    expect((await get(tokens.nutri)).status).toBe(200);
    expect((await get(tokens.patient)).status).toBe(200);
    expect((await get(tokens.nutri2)).status).toBe(404);
    expect((await get(tokens.otherPatient)).status).toBe(404);
    expect((await get()).status).toBe(401);
    // Only the nutritionist changes it; others do not learn it exists.
    const patch = (token: string) =>
      api.request(`/v1/appointments/${created.id}`, { method: 'PATCH', token, json: { status: 'CANCELED' } });
    expect((await patch(tokens.nutri2)).status).toBe(404);
    expect((await patch(tokens.patient)).status).toBe(403);
    expect((await get(tokens.nutri)).status).toBe(200);
  });

  it("GET /v1/appointments – only one's own agenda: nutritionist_id of another is 404, a patient lists its own", async () => {
    expect(
      (await api.request(`/v1/appointments?nutritionist_id=${nutriId}`, { token: tokens.nutri2 })).status,
    ).toBe(404);
    expect(
      (await api.request(`/v1/appointments?patient_id=${patientId}`, { token: tokens.otherPatient })).status,
    ).toBe(404);
    const own = appointmentPageSchema.parse(
      await (
        await api.request(`/v1/appointments?patient_id=${patientId}&size=50`, { token: tokens.patient })
      ).json(),
    );
    expect(own.total_elements).toBeGreaterThan(0);
    expect(own.content.every((item) => item.patient_id === patientId)).toBe(true);
    for (const path of ['week-availability', 'availabilities?from=2026-11-05&to=2026-11-06']) {
      expect(
        (await api.request(`/v1/nutritionists/${nutriId}/${path}`, { token: tokens.nutri2 })).status,
      ).toBe(404);
      expect(
        (await api.request(`/v1/nutritionists/${nutriId}/${path}`, { token: tokens.patient })).status,
      ).toBe(404);
    }
  });

  it("GET /v1/appointments?nutritionist_id&patient_id – one patient's part of her own agenda, latest first with order=desc", async () => {
    const list = async (query: string, token = tokens.nutri) => {
      const response = await api.request(`/v1/appointments?nutritionist_id=${nutriId}&size=100${query}`, {
        token,
      });
      return { status: response.status, body: await response.json() };
    };
    const all = appointmentPageSchema.parse((await list('')).body);
    const hers = appointmentPageSchema.parse((await list(`&patient_id=${patientId}`)).body);
    expect(hers.total_elements).toBeGreaterThan(0);
    expect(hers.content.every((item) => item.patient_id === patientId)).toBe(true);
    expect(hers.content.map((item) => item.id)).toEqual(
      all.content.filter((item) => item.patient_id === patientId).map((item) => item.id),
    );
    const latestFirst = appointmentPageSchema.parse((await list(`&patient_id=${patientId}&order=desc`)).body);
    expect(latestFirst.content.map((item) => item.id)).toEqual(hers.content.map((item) => item.id).reverse());
    // Another nutritionist's patient is in none of her appointments; another nutritionist learns nothing.
    expect(
      appointmentPageSchema.parse((await list(`&patient_id=${otherPatientId}`)).body).total_elements,
    ).toBe(0);
    expect((await list(`&patient_id=${patientId}`, tokens.nutri2)).status).toBe(404);
    expect((await list('&order=sideways')).body).toMatchObject({ status: 400, code: 'INVALID_DATA' });
  });

  it('GET /v1/appointments?status= – only that status, counted in total_elements; an unknown one is a 400', async () => {
    const list = async (query: string) =>
      appointmentPageSchema.parse(
        await (
          await api.request(
            `/v1/appointments?nutritionist_id=${nutriId}&size=100&from=2026-11-01&to=2026-12-01${query}`,
            {
              token: tokens.nutri,
            },
          )
        ).json(),
      );
    const all = await list('');
    const canceled = all.content.filter((item) => item.status === 'CANCELED').length;
    expect(canceled).toBeGreaterThan(0);
    const confirmed = await list('&status=CONFIRMED');
    expect(confirmed.total_elements).toBe(all.total_elements - canceled);
    expect(confirmed.content.every((item) => item.status === 'CONFIRMED')).toBe(true);
    expect((await list('&status=CANCELED')).total_elements).toBe(canceled);
    const unknown = await api.request(`/v1/appointments?nutritionist_id=${nutriId}&status=DONE`, {
      token: tokens.nutri,
    });
    expect(await unknown.json()).toMatchObject({ status: 400, code: 'INVALID_DATA' });
  });

  it('GET /v1/appointments – ordered by date and time within [from, to), paged with totals', async () => {
    const page = appointmentPageSchema.parse(
      await (
        await api.request(
          `/v1/appointments?nutritionist_id=${nutriId}&page=0&size=2&from=2026-11-05&to=2026-11-10`,
          {
            token: tokens.nutri,
          },
        )
      ).json(),
    );
    expect(page.total_elements).toBe(3);
    expect(page.total_pages).toBe(2);
    const starts = page.content.map((item) => item.start_date_time);
    expect(starts).toEqual([...starts].sort());
    const narrow = appointmentPageSchema.parse(
      await (
        await api.request(`/v1/appointments?from=2026-11-09T00:00:00-03:00&to=2026-11-10`, {
          token: tokens.nutri,
        })
      ).json(),
    );
    expect(narrow.content.map((item) => item.start_date_time)).toEqual(['2026-11-09T13:30:00.000Z']);
  });

  it("an ON_SITE appointment carries the nutritionist's address when her profile has one", async () => {
    const online = appointmentSchema.parse(await (await book('2026-11-12T08:00:00')).json());
    expect(online.nutritionist_address).toBeNull();
    await api.database.db.insert(addresses).values({
      userId: nutriId,
      zipCode: '01310100',
      city: 'São Paulo',
      state: 'SP',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      number: '1000',
    });
    const response = await api.request('/v1/appointments', {
      method: 'POST',
      token: tokens.nutri,
      json: {
        type: 'ON_SITE',
        date_time: '2026-11-12T08:50:00',
        nutritionist_id: nutriId,
        patient_id: patientId,
      },
    });
    expect(appointmentSchema.parse(await response.json()).nutritionist_address).toMatchObject({
      street: 'Avenida Paulista',
      number: '1000',
    });
  });
  it('POST /v1/nutritionists/{id}/calendar-feed – a private .ics of her confirmed agenda; renewing ends the old link', async () => {
    const renew = (token: string) =>
      api.request(`/v1/nutritionists/${nutriId}/calendar-feed`, { method: 'POST', token });
    expect((await renew(tokens.nutri2)).status).toBe(404);
    expect((await renew(tokens.patient)).status).toBe(404);
    const first = calendarFeedSchema.parse(await (await renew(tokens.nutri)).json());
    const path = new URL(first.url).pathname;
    expect(path).toMatch(/^\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    const feed = await api.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    const list = appointmentPageSchema.parse(
      await (await api.request('/v1/appointments?size=100', { token: tokens.nutri })).json(),
    );
    const confirmed = list.content.filter((item) => item.status === 'CONFIRMED');
    expect(events.map((event) => event.uid).sort()).toEqual(
      confirmed.map((item) => `appointment-${item.id}@localhost`).sort(),
    );

    const second = calendarFeedSchema.parse(await (await renew(tokens.nutri)).json());
    expect(second.url).not.toBe(first.url);
    expect((await api.request(path)).status).toBe(404);
    expect((await api.request(new URL(second.url).pathname)).status).toBe(200);
    expect((await api.request('/v1/calendar-feeds/nada.ics')).status).toBe(404);
  });

  it('POST /v1/appointments – a mail server that is down does not undo or fail a booking', async () => {
    const offline = await createTestApi({ SMTP_URL: 'smtp://127.0.0.1:2525' }, () => NOW);
    try {
      const response = await bookOnline(offline, await openWorkWeek(offline, 'c'));
      expect(response.status).toBe(201);
    } finally {
      await offline.close();
    }
  });

  it('POST /v1/appointments – a booking e-mail the mail server refused for a moment is sent again', async () => {
    const sink = await startSmtpSink({ refuseFirst: 1 });
    const busy = await createTestApi({ SMTP_URL: sink.url }, () => NOW);
    vi.spyOn(log, 'warn').mockImplementation(() => {});
    try {
      const response = await bookOnline(busy, await openWorkWeek(busy, 'e'));
      expect(response.status).toBe(201);
      expect(sink.received.map((mail) => mail.to)).toEqual([['p@e.test']]);
    } finally {
      vi.mocked(log.warn).mockRestore();
      await busy.close();
      await sink.close();
    }
  });

  it('POST and PATCH /v1/appointments – a database failure while telling the patient does not fail the saved change', async () => {
    const shaky = await createTestApi({}, () => NOW);
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    try {
      const { id, patient, token } = await openWorkWeek(shaky, 'd');
      // The notice's notification insert fails from here on; the appointment tables are untouched.
      await shaky.database.db.execute(sql`ALTER TABLE notifications RENAME TO notifications_away`);

      const booked = await shaky.request('/v1/appointments', {
        method: 'POST',
        token,
        json: { type: 'ONLINE', date_time: '2026-11-05T08:00:00', nutritionist_id: id, patient_id: patient },
      });
      expect(booked.status).toBe(201);
      const appointment = appointmentSchema.parse(await booked.json());
      const moved = await shaky.request(`/v1/appointments/${appointment.id}`, {
        method: 'PATCH',
        token,
        json: { date_time: '2026-11-05T08:50:00' },
      });
      expect(moved.status).toBe(200);
      const canceled = await shaky.request(`/v1/appointments/${appointment.id}`, {
        method: 'PATCH',
        token,
        json: { status: 'CANCELED' },
      });
      expect(canceled.status).toBe(200);
      expect(await canceled.json()).toMatchObject({ status: 'CANCELED' });

      const saved = await shaky.request(`/v1/appointments/${appointment.id}`, { token });
      expect(await saved.json()).toMatchObject({
        status: 'CANCELED',
        start_date_time: '2026-11-05T11:50:00.000Z',
      });
      // Each failure was logged, and the e-mails still went out.
      expect(loggedMessages(logged).some((line) => line.includes('notification not written'))).toBe(true);
      const mails = ((await (await shaky.request('/dev/outbox')).json()) as OutboxMail[]).filter(
        (mail) => mail.to === 'p@d.test',
      );
      expect(mails).toHaveLength(3);
    } finally {
      logged.mockRestore();
      await shaky.close();
    }
  });

  it('POST /v1/appointments – a mail server that never answers does not hold up the answer', async () => {
    const silent = await startSilentSmtp();
    const slow = await createTestApi({ SMTP_URL: silent.url }, () => NOW);
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
    try {
      const { id, patient, token } = await openWorkWeek(slow, 'e');
      // Straight to the app: the test helper's request would also wait for the work done after answering.
      const answer = slow.app.request('/v1/appointments', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          type: 'ONLINE',
          date_time: '2026-11-05T08:00:00',
          nutritionist_id: id,
          patient_id: patient,
        }),
      });
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5_000));
      const response = await Promise.race([answer, timeout]);
      expect(response).not.toBe('timeout');
      expect((response as Response).status).toBe(201);
    } finally {
      await silent.close();
      // Lets the abandoned e-mail fail (the server is gone) before the database closes.
      await slow.request('/v1/me');
      logged.mockRestore();
      await slow.close();
    }
  });
});
