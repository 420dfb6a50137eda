// An appointment's e-mailed links: the manage link (of the booking's e-mail and of every reminder) cancels or
// moves that appointment and no other, within the nutritionist's notice rule, telling her as the portal's
// changes tell the patient, with the calendar event; the reminder's 'Confirmar presença' marks it confirmed
// in her agenda. The API's clock starts on Wednesday 4 November 2026, 10:00 in São Paulo.
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentPageSchema,
  appointmentSchema,
  bookingDaysSchema,
  bookingPageSchema,
  linkedAppointmentSchema,
  managedAppointmentSchema,
  notificationPageSchema,
} from '@/lib/api/contract';
import { bookingHolds } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import {
  type BookingNutritionist,
  holdOrFail,
  mailsTo,
  openBookingPage,
  readAppointmentLinks,
  readHoldMail,
  visitor,
} from './helpers/booking';

const START = new Date('2026-11-04T10:00:00-03:00');
let now = START;
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({}, () => now);
});

afterAll(async () => {
  await api?.close();
});

const atClock = async <T>(at: string, run: () => Promise<T>): Promise<T> => {
  now = new Date(at);
  try {
    return await run();
  } finally {
    now = START;
  }
};

/** Books `email` into `date_time` on her page; answers the manage link's token of the booking's e-mail. */
async function book(slug: string, email: string, date_time: string): Promise<string> {
  await holdOrFail(api, slug, visitor(email, { date_time }));
  const { token } = readHoldMail((await mailsTo(api, email)).at(-1));
  const confirmed = await api.request('/v1/booking-confirmations', { method: 'POST', json: { token } });
  expect(confirmed.status).toBe(200);
  const manage = readAppointmentLinks((await mailsTo(api, email)).at(-1)).manage;
  if (!manage) throw new Error('the booking e-mail carries no manage link');
  return manage;
}

const readManaged = async (token: string) => api.request(`/v1/appointment-links/${token}`);
const change = (token: string, json: unknown) =>
  api.request(`/v1/appointment-links/${token}`, { method: 'PATCH', json });

async function agenda(nutri: BookingNutritionist) {
  const answer = await api.request(
    `/v1/appointments?nutritionist_id=${nutri.id}&from=2026-11-01&to=2026-12-31`,
    { token: nutri.token },
  );
  return appointmentPageSchema.parse(await answer.json()).content;
}

async function notices(nutri: BookingNutritionist) {
  const answer = await api.request(`/v1/notifications?receiver_id=${nutri.id}`, { token: nutri.token });
  return notificationPageSchema.parse(await answer.json()).content.map((notice) => notice.code);
}

const readEvent = (ics: string) => {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { method: calendar.getFirstPropertyValue('method'), uid: event.uid, sequence: event.sequence };
};

describe('GET /v1/appointment-links/{token}', () => {
  it('shows the appointment and until when she may change it herself', async () => {
    const nutri = await openBookingPage(api, 'ver');
    const token = await book('ver', 'ver@visitante.test', '2026-11-10T09:40:00-03:00');
    const answer = await readManaged(token);
    expect(answer.status).toBe(200);
    expect(managedAppointmentSchema.parse(await answer.json())).toEqual({
      status: 'CONFIRMED',
      type: 'ONLINE',
      start_date_time: '2026-11-10T12:40:00.000Z',
      end_date_time: '2026-11-10T13:30:00.000Z',
      attendance_confirmed_at: null,
      patient_name: 'Visitante Souza',
      nutritionist: { name: nutri.name, photo_url: null, address: null },
      notice_hours: 24,
      change_deadline: '2026-11-09T12:40:00.000Z',
      can_change: true,
    });
  });

  it('answers 404 for an unknown or malformed token, and 410 once the appointment is over', async () => {
    await openBookingPage(api, 'passou');
    const token = await book('passou', 'passou@visitante.test', '2026-11-10T08:00:00-03:00');
    expect((await readManaged('z'.repeat(43))).status).toBe(404);
    expect((await readManaged('curto')).status).toBe(404);
    const over = await atClock('2026-11-10T08:50:00-03:00', () => readManaged(token));
    expect(over.status).toBe(410);
    expect((await over.json()).code).toBe('APPOINTMENT_LINK_EXPIRED');
  });
});

describe('PATCH /v1/appointment-links/{token}', () => {
  it('cancels within her rule: the hour is free again, and she hears of it with the calendar event', async () => {
    const nutri = await openBookingPage(api, 'cancela');
    const token = await book('cancela', 'cancela@visitante.test', '2026-11-10T08:00:00-03:00');
    const answer = await change(token, { status: 'CANCELED' });
    expect(answer.status).toBe(200);
    expect(managedAppointmentSchema.parse(await answer.json())).toMatchObject({
      status: 'CANCELED',
      can_change: false,
    });
    expect((await agenda(nutri))[0]?.status).toBe('CANCELED');
    expect(await notices(nutri)).toEqual(['APPOINTMENT_CANCELED', 'APPOINTMENT_BOOKED']);

    const herMails = await mailsTo(api, nutri.email);
    const cancelled = herMails.at(-1);
    expect(cancelled?.subject).toBe('Consulta desmarcada pelo paciente: 10/11/2026 às 08:00');
    const booked = readEvent(herMails[0]!.attachments[0]!.content);
    const removed = readEvent(cancelled!.attachments[0]!.content);
    expect(removed).toMatchObject({ method: 'CANCEL', uid: booked.uid, sequence: booked.sequence + 1 });
    expect((await mailsTo(api, 'cancela@visitante.test')).at(-1)?.subject).toBe(
      'Consulta desmarcada: 10/11/2026 às 08:00',
    );

    const page = bookingPageSchema.parse(await (await api.request('/v1/booking-pages/cancela')).json());
    expect(page.days.find((day) => day.date === '2026-11-10')?.slots[0]?.start).toBe('08:00');
    const again = await change(token, { status: 'CANCELED' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('APPOINTMENT_ALREADY_CANCELED');
  });

  it('moves it to a free hour of her horizon: both sides get the updated event, and the old link keeps working', async () => {
    const nutri = await openBookingPage(api, 'remarca');
    const token = await book('remarca', 'remarca@visitante.test', '2026-11-10T08:00:00-03:00');
    const free = await api.request(`/v1/appointment-links/${token}/free-slots`);
    expect(free.status).toBe(200);
    const days = bookingDaysSchema.parse(await free.json());
    // Its own hour counts as free: she may keep it.
    expect(days.days.find((day) => day.date === '2026-11-10')?.slots[0]?.start).toBe('08:00');
    const target = days.days.find((day) => day.date === '2026-11-12')?.slots[2];
    expect(target?.start).toBe('09:40');

    const answer = await change(token, { date_time: target!.date_time });
    expect(answer.status).toBe(200);
    expect(managedAppointmentSchema.parse(await answer.json()).start_date_time).toBe(
      '2026-11-12T12:40:00.000Z',
    );
    expect(await notices(nutri)).toEqual(['APPOINTMENT_RESCHEDULED', 'APPOINTMENT_BOOKED']);
    const moved = (await mailsTo(api, nutri.email)).at(-1);
    expect(moved?.subject).toBe('Consulta remarcada pelo paciente: 12/11/2026 às 09:40');
    expect(readEvent(moved!.attachments[0]!.content)).toMatchObject({ method: 'REQUEST', sequence: 1 });
    const patientMail = (await mailsTo(api, 'remarca@visitante.test')).at(-1);
    expect(patientMail?.subject).toBe('Consulta remarcada: 12/11/2026 às 09:40');
    expect(readAppointmentLinks(patientMail).manage).not.toBe(token);
    expect(managedAppointmentSchema.parse(await (await readManaged(token)).json()).start_date_time).toBe(
      '2026-11-12T12:40:00.000Z',
    );
  });

  it('refuses a change inside her notice rule: 409, and nothing changes', async () => {
    const nutri = await openBookingPage(api, 'tarde', { notice_hours: 48 });
    const token = await book('tarde', 'tarde@visitante.test', '2026-11-06T08:00:00-03:00');
    const managed = managedAppointmentSchema.parse(await (await readManaged(token)).json());
    expect(managed).toMatchObject({ can_change: false, notice_hours: 48 });
    for (const body of [{ status: 'CANCELED' }, { date_time: '2026-11-12T08:00:00-03:00' }]) {
      const answer = await change(token, body);
      expect(answer.status).toBe(409);
      expect((await answer.json()).code).toBe('APPOINTMENT_CHANGE_TOO_LATE');
    }
    expect((await agenda(nutri))[0]).toMatchObject({
      status: 'CONFIRMED',
      start_date_time: '2026-11-06T11:00:00.000Z',
    });
  });

  it('allows a change until the start when her rule is 0 hours', async () => {
    await openBookingPage(api, 'sem-regra', { notice_hours: 0 });
    const token = await book('sem-regra', 'livre@visitante.test', '2026-11-04T10:30:00-03:00');
    expect((await change(token, { status: 'CANCELED' })).status).toBe(200);
  });

  it('changes only its own appointment: no token reaches another, nor does another purpose’s', async () => {
    const nutri = await openBookingPage(api, 'isola');
    const mine = await book('isola', 'minha@visitante.test', '2026-11-10T08:00:00-03:00');
    await book('isola', 'outra@visitante.test', '2026-11-10T08:50:00-03:00');
    expect((await change(mine, { status: 'CANCELED' })).status).toBe(200);
    const statuses = (await agenda(nutri)).map((appointment) => [
      appointment.start_date_time,
      appointment.status,
    ]);
    expect(statuses).toEqual([
      ['2026-11-10T11:00:00.000Z', 'CANCELED'],
      ['2026-11-10T11:50:00.000Z', 'CONFIRMED'],
    ]);
    // A manage token is no attendance link, and an appointment's id is no token.
    expect((await api.request(`/v1/attendance-links/${mine}`, { method: 'POST' })).status).toBe(404);
    const otherId = (await agenda(nutri))[1]!.id;
    expect((await change(String(otherId), { status: 'CANCELED' })).status).toBe(404);
  });

  it('refuses a move to a held hour, past her horizon, or with a malformed body, changing nothing', async () => {
    const nutri = await openBookingPage(api, 'recusas');
    const token = await book('recusas', 'recusas@visitante.test', '2026-11-10T08:00:00-03:00');
    await holdOrFail(
      api,
      'recusas',
      visitor('segura@visitante.test', { date_time: '2026-11-11T08:00:00-03:00' }),
    );
    const cases: [unknown, number, string][] = [
      [{ date_time: '2026-11-11T08:00:00-03:00' }, 409, 'SLOT_TAKEN'],
      [{ date_time: '2026-12-14T08:00:00-03:00' }, 400, 'BOOKING_TOO_FAR_AHEAD'],
      [{ date_time: '2026-11-11T08:10:00-03:00' }, 409, 'SLOT_UNAVAILABLE'],
      [{ status: 'COMPLETED' }, 400, 'INVALID_DATA'],
      [{ status: 'CANCELED', date_time: '2026-11-12T08:00:00-03:00' }, 400, 'INVALID_DATA'],
      ['cancelar', 400, 'INVALID_DATA'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await change(token, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect((await answer.json()).code).toBe(code);
    }
    expect((await agenda(nutri))[0]).toMatchObject({
      status: 'CONFIRMED',
      start_date_time: '2026-11-10T11:00:00.000Z',
    });
    expect(await notices(nutri)).toEqual(['APPOINTMENT_BOOKED']);
  });
});

describe("the reminder's links, and 'Confirmar presença'", () => {
  it('carries both links in every reminder; confirming marks the agenda once and tells her once', async () => {
    const nutri = await openBookingPage(api, 'presenca');
    await book('presenca', 'vou@visitante.test', '2026-11-10T08:00:00-03:00');
    const reminder = await atClock('2026-11-09T08:00:00-03:00', async () => {
      await api.runJobs();
      return (await mailsTo(api, 'vou@visitante.test')).find((mail) => mail.subject.startsWith('Lembrete'));
    });
    const links = readAppointmentLinks(reminder);
    expect(reminder?.text).toContain('Vai comparecer? Confirme sua presença:');
    expect(links.attendance).toEqual(expect.any(String));
    expect(links.manage).toEqual(expect.any(String));
    expect(links.manage).not.toBe(links.attendance);

    const preview = await api.request(`/v1/attendance-links/${links.attendance}`);
    expect(linkedAppointmentSchema.parse(await preview.json())).toMatchObject({
      status: 'CONFIRMED',
      attendance_confirmed_at: null,
    });
    // The attendance link manages nothing.
    expect((await change(links.attendance!, { status: 'CANCELED' })).status).toBe(404);

    const confirmed = await api.request(`/v1/attendance-links/${links.attendance}`, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(linkedAppointmentSchema.parse(await confirmed.json()).attendance_confirmed_at).toBe(
      START.toISOString(),
    );
    const again = await api.request(`/v1/attendance-links/${links.attendance}`, { method: 'POST' });
    expect(again.status).toBe(200);
    const [appointment] = await agenda(nutri);
    expect(appointmentSchema.parse(appointment).attendance_confirmed_at).toBe(START.toISOString());
    expect(await notices(nutri)).toEqual(['APPOINTMENT_CONFIRMED', 'APPOINTMENT_BOOKED']);

    // A move asks again.
    await change(links.manage!, { date_time: '2026-11-12T08:00:00-03:00' });
    expect((await agenda(nutri))[0]?.attendance_confirmed_at).toBeNull();
  });

  it('puts them in the reminder of an appointment she booked in the portal too', async () => {
    const nutri = await openBookingPage(api, 'portal');
    const patient = await api.createUser({
      email: 'p@portal.test',
      role: 'ROLE_USER',
      nutritionistId: nutri.id,
    });
    const booked = await api.request('/v1/appointments', {
      method: 'POST',
      token: nutri.token,
      json: {
        type: 'ONLINE',
        date_time: '2026-11-10T08:50:00',
        nutritionist_id: nutri.id,
        patient_id: patient,
      },
    });
    expect(booked.status).toBe(201);
    const reminder = await atClock('2026-11-09T09:00:00-03:00', async () => {
      await api.runJobs();
      return (await mailsTo(api, 'p@portal.test')).find((mail) => mail.subject.startsWith('Lembrete'));
    });
    const { attendance, manage } = readAppointmentLinks(reminder);
    expect((await api.request(`/v1/attendance-links/${attendance}`, { method: 'POST' })).status).toBe(200);
    expect((await readManaged(manage!)).status).toBe(200);
  });

  it('refuses to confirm an appointment she cancelled after the reminder', async () => {
    const nutri = await openBookingPage(api, 'desmarcou');
    await book('desmarcou', 'desmarcou@visitante.test', '2026-11-10T08:00:00-03:00');
    const [appointment] = await agenda(nutri);
    const answer = await atClock('2026-11-09T08:00:00-03:00', async () => {
      await api.runJobs();
      const mails = await mailsTo(api, 'desmarcou@visitante.test');
      const { attendance } = readAppointmentLinks(mails.find((mail) => mail.subject.startsWith('Lembrete')));
      // Signed in again: her session of the 4th has ended by the 9th.
      const token = await api.signIn(nutri.email, 'Senha1234');
      const cancelled = await api.request(`/v1/appointments/${appointment!.id}`, {
        method: 'PATCH',
        token,
        json: { status: 'CANCELED' },
      });
      expect(cancelled.status).toBe(200);
      return api.request(`/v1/attendance-links/${attendance}`, { method: 'POST' });
    });
    expect(answer.status).toBe(409);
    expect((await answer.json()).code).toBe('APPOINTMENT_CANCELED');
  });
});

describe('her erasure', () => {
  it('takes the details she gave when booking online along with the rest', async () => {
    const nutri = await openBookingPage(api, 'apagar');
    await book('apagar', 'apaga@visitante.test', '2026-11-19T08:00:00-03:00');
    const [appointment] = await agenda(nutri);
    const asked = await api.request(`/v1/users/${appointment!.patient_id}/deletion-request`, {
      method: 'POST',
      token: nutri.token,
    });
    expect(asked.status).toBe(201);
    const kept = await api.database.db
      .select({ id: bookingHolds.id })
      .from(bookingHolds)
      .where(eq(bookingHolds.email, 'apaga@visitante.test'));
    expect(kept).toHaveLength(1);
    await atClock('2026-11-11T10:00:00-03:00', () => api.runJobs());
    const left = await api.database.db
      .select({ id: bookingHolds.id })
      .from(bookingHolds)
      .where(eq(bookingHolds.email, 'apaga@visitante.test'));
    expect(left).toEqual([]);
  });
});
