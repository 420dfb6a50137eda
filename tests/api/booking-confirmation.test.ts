// A visitor confirms her hold by the e-mailed code or link; then, as the nutritionist chose, the appointment
// is booked at once or waits for her answer ('Solicitações de agendamento'), with e-mails either way. The
// appointment is her own patient's with that e-mail, or a new record's; and nothing tells the visitor
// whether the e-mail is anyone else's patient. The API's clock is fixed on Wednesday 4 November 2026, 10:00
// in São Paulo.
import { and, count, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentPageSchema,
  bookingConfirmationSchema,
  bookingHoldSchema,
  bookingRequestPageSchema,
  bookingRequestSchema,
  notificationPageSchema,
} from '@/lib/api/contract';
import { appointments, nutritionistPatients, patientContacts, users } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import {
  hold,
  holdOrFail,
  mailsTo,
  openBookingPage,
  readAppointmentLinks,
  readHoldMail,
  visitor,
} from './helpers/booking';

const NOW = new Date('2026-11-04T10:00:00-03:00');
const queries: string[] = [];
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({}, () => NOW, 'migrated', {
    logger: { logQuery: (query) => queries.push(query) },
  });
});

afterAll(async () => {
  await api?.close();
});

const confirmByCode = (holdId: string, code: string) =>
  api.request(`/v1/booking-holds/${holdId}/confirmation`, { method: 'POST', json: { code } });
const confirmByLink = (token: string) =>
  api.request('/v1/booking-confirmations', { method: 'POST', json: { token } });

/** Holds an hour as `email` and answers the hold with its e-mail's code and link token. */
async function holdWithMail(slug: string, email: string, date_time = '2026-11-05T08:00:00-03:00') {
  const held = await holdOrFail(api, slug, visitor(email, { date_time, note: 'Tenho diabetes tipo 2.' }));
  const mails = await mailsTo(api, email.toLowerCase());
  return { held, ...readHoldMail(mails.at(-1)) };
}

async function agenda(nutritionist: { id: number; token: string }) {
  const answer = await api.request(
    `/v1/appointments?nutritionist_id=${nutritionist.id}&from=2026-11-01&to=2026-12-31`,
    { token: nutritionist.token },
  );
  return appointmentPageSchema.parse(await answer.json()).content;
}

async function notificationsOf(nutritionist: { id: number; token: string }) {
  const answer = await api.request(`/v1/notifications?receiver_id=${nutritionist.id}`, {
    token: nutritionist.token,
  });
  return notificationPageSchema.parse(await answer.json()).content;
}

describe('POST /v1/booking-holds/{holdId}/confirmation', () => {
  it('books the appointment at once for a new record, as Novo paciente opens one, and tells both sides', async () => {
    const nutri = await openBookingPage(api, 'auto');
    const { held, code } = await holdWithMail('auto', 'nova@visitante.test');
    const answer = await confirmByCode(held.id, code);
    expect(answer.status).toBe(200);
    expect(bookingConfirmationSchema.parse(await answer.json())).toEqual({
      status: 'BOOKED',
      type: 'ONLINE',
      start_date_time: '2026-11-05T11:00:00.000Z',
      end_date_time: '2026-11-05T11:50:00.000Z',
      nutritionist_name: 'Nutri auto',
    });

    const [appointment] = await agenda(nutri);
    expect(appointment).toMatchObject({
      status: 'CONFIRMED',
      type: 'ONLINE',
      start_date_time: '2026-11-05T11:00:00.000Z',
      patient: { name: 'Visitante Souza' },
      attendance_confirmed_at: null,
    });
    const [record] = await api.database.db
      .select({ email: users.email, appAccount: users.appAccount, phone: patientContacts.phone })
      .from(users)
      .leftJoin(patientContacts, eq(patientContacts.patientId, users.id))
      .where(eq(users.id, appointment!.patient_id));
    expect(record).toEqual({ email: 'nova@visitante.test', appAccount: false, phone: '(11) 98765-4321' });

    const [, booked] = await mailsTo(api, 'nova@visitante.test');
    expect(booked?.subject).toBe('Consulta agendada: 05/11/2026 às 08:00');
    expect(readAppointmentLinks(booked).manage).toEqual(expect.any(String));
    expect(booked?.text).toContain('Para desmarcar ou remarcar (até 24 horas antes):');

    const [herMail] = await mailsTo(api, nutri.email);
    expect(herMail?.subject).toBe('Consulta agendada pela sua página: 05/11/2026 às 08:00');
    expect(herMail?.text).toContain('Visitante Souza agendou uma consulta pela sua página de agendamento');
    expect(herMail?.text).toContain('Observação: Tenho diabetes tipo 2.');
    const calendar = new ICAL.Component(ICAL.parse(herMail!.attachments[0]!.content));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const [notice] = await notificationsOf(nutri);
    expect(notice?.code).toBe('APPOINTMENT_BOOKED');
    expect(notice?.metadata).toContainEqual({ key: 'patient_name', value: 'Visitante Souza' });
  });

  it('books it for her own patient with that e-mail, opening no record', async () => {
    const nutri = await openBookingPage(api, 'propria');
    const mine = await api.createUser({
      email: 'minha@paciente.test',
      role: 'ROLE_USER',
      nutritionistId: nutri.id,
      name: 'Minha Paciente',
    });
    const { held, code } = await holdWithMail('propria', 'Minha@Paciente.test');
    expect((await confirmByCode(held.id, code)).status).toBe(200);
    const [appointment] = await agenda(nutri);
    expect(appointment?.patient_id).toBe(mine);
    const [records] = await api.database.db
      .select({ value: count() })
      .from(nutritionistPatients)
      .where(eq(nutritionistPatients.nutritionistId, nutri.id));
    expect(records?.value).toBe(1);
  });

  it('answers a wrong code 400, and after 5 tries 429 even for the right one; the link still confirms', async () => {
    await openBookingPage(api, 'tentativas');
    const { held, code, token } = await holdWithMail('tentativas', 'erra@visitante.test');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await confirmByCode(held.id, wrong);
      expect(answer.status).toBe(400);
      expect((await answer.json()).code).toBe('INVALID_BOOKING_CODE');
    }
    const locked = await confirmByCode(held.id, code);
    expect(locked.status).toBe(429);
    expect((await locked.json()).code).toBe('TOO_MANY_ATTEMPTS');
    expect((await confirmByLink(token)).status).toBe(200);
  });

  it('refuses a code that is not 6 digits with a 400, counting no try', async () => {
    await openBookingPage(api, 'formato');
    const { held, code } = await holdWithMail('formato', 'formato@visitante.test');
    for (const bad of ['12345', 'abcdef', '']) expect((await confirmByCode(held.id, bad)).status).toBe(400);
    expect((await confirmByCode(held.id, code)).status).toBe(200);
  });
});

describe('POST /v1/booking-confirmations', () => {
  it('confirms by the link; confirming again answers the same and books nothing more', async () => {
    const nutri = await openBookingPage(api, 'por-link');
    const { token } = await holdWithMail('por-link', 'link@visitante.test');
    const first = bookingConfirmationSchema.parse(await (await confirmByLink(token)).json());
    const again = bookingConfirmationSchema.parse(await (await confirmByLink(token)).json());
    expect(first.status).toBe('BOOKED');
    expect(again).toEqual(first);
    expect(await agenda(nutri)).toHaveLength(1);
  });

  it('answers 404 for a token no hold has', async () => {
    const answer = await confirmByLink('x'.repeat(43));
    expect(answer.status).toBe(404);
    expect((await confirmByLink('curto')).status).toBe(400);
  });
});

describe("with her approval on: 'Solicitações de agendamento'", () => {
  it('keeps the hour for the request, which she accepts: it becomes an appointment and the visitor is told', async () => {
    const nutri = await openBookingPage(api, 'aprova', { approval_required: true });
    const { token } = await holdWithMail('aprova', 'pede@visitante.test');
    const answer = bookingConfirmationSchema.parse(await (await confirmByLink(token)).json());
    expect(answer.status).toBe('REQUESTED');
    expect(await agenda(nutri)).toEqual([]);
    const [, received] = await mailsTo(api, 'pede@visitante.test');
    expect(received?.subject).toBe('Solicitação de agendamento enviada: 05/11/2026 às 08:00');

    const [notice] = await notificationsOf(nutri);
    expect(notice?.code).toBe('BOOKING_REQUESTED');
    const [herMail] = await mailsTo(api, nutri.email);
    expect(herMail?.subject).toBe('Nova solicitação de agendamento: 05/11/2026 às 08:00');

    // The hour stays held while she decides.
    const taken = await hold(api, 'aprova', visitor('outra@visitante.test'));
    expect((await taken.json()).code).toBe('SLOT_TAKEN');

    const list = await api.request(`/v1/nutritionists/${nutri.id}/booking-requests`, { token: nutri.token });
    const requests = bookingRequestPageSchema.parse(await list.json());
    expect(requests.content).toHaveLength(1);
    const request = requests.content[0]!;
    expect(request).toMatchObject({
      status: 'REQUESTED',
      name: 'Visitante Souza',
      email: 'pede@visitante.test',
      phone: '(11) 98765-4321',
      note: 'Tenho diabetes tipo 2.',
      appointment_id: null,
    });

    const accepted = await api.request(
      `/v1/nutritionists/${nutri.id}/booking-requests/${request.id}/accept`,
      {
        method: 'POST',
        token: nutri.token,
      },
    );
    expect(accepted.status).toBe(200);
    const decided = bookingRequestSchema.parse(await accepted.json());
    expect(decided.status).toBe('BOOKED');
    const [appointment] = await agenda(nutri);
    expect(appointment?.id).toBe(decided.appointment_id);
    const [, , booked] = await mailsTo(api, 'pede@visitante.test');
    expect(booked?.subject).toBe('Consulta agendada: 05/11/2026 às 08:00');
    expect(readAppointmentLinks(booked).manage).toEqual(expect.any(String));

    const again = await api.request(`/v1/nutritionists/${nutri.id}/booking-requests/${request.id}/accept`, {
      method: 'POST',
      token: nutri.token,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('BOOKING_NOT_PENDING');
    const empty = await api.request(`/v1/nutritionists/${nutri.id}/booking-requests`, { token: nutri.token });
    expect(bookingRequestPageSchema.parse(await empty.json()).content).toEqual([]);
  });

  it('declines a request: no appointment, the hour is free again, and the visitor is told with her page', async () => {
    const nutri = await openBookingPage(api, 'recusa', { approval_required: true });
    const { token } = await holdWithMail('recusa', 'recusada@visitante.test');
    await confirmByLink(token);
    const list = await api.request(`/v1/nutritionists/${nutri.id}/booking-requests`, { token: nutri.token });
    const request = bookingRequestPageSchema.parse(await list.json()).content[0]!;
    const declined = await api.request(
      `/v1/nutritionists/${nutri.id}/booking-requests/${request.id}/decline`,
      {
        method: 'POST',
        token: nutri.token,
      },
    );
    expect(declined.status).toBe(200);
    expect(bookingRequestSchema.parse(await declined.json()).status).toBe('DECLINED');
    expect(await agenda(nutri)).toEqual([]);
    const [, , no] = await mailsTo(api, 'recusada@visitante.test');
    expect(no?.subject).toBe('Solicitação de agendamento recusada: 05/11/2026 às 08:00');
    expect(no?.text).toContain('Nutri recusa não pôde aceitar sua solicitação');
    expect(no?.text).toContain('http://localhost:3000/agendar/recusa');
    await holdOrFail(api, 'recusa', visitor('depois@visitante.test'));
    // The visitor confirming again learns the answer, and books nothing.
    const late = bookingConfirmationSchema.parse(await (await confirmByLink(token)).json());
    expect(late.status).toBe('DECLINED');
  });

  it("answers 404 for another nutritionist's request, and for a hold not yet confirmed", async () => {
    const nutri = await openBookingPage(api, 'dona', { approval_required: true });
    const other = await openBookingPage(api, 'intrusa', { approval_required: true });
    const { token } = await holdWithMail('dona', 'dona@visitante.test');
    await confirmByLink(token);
    const { held } = await holdWithMail('dona', 'pendente@visitante.test', '2026-11-05T08:50:00-03:00');
    const list = await api.request(`/v1/nutritionists/${nutri.id}/booking-requests`, { token: nutri.token });
    const request = bookingRequestPageSchema.parse(await list.json()).content[0]!;
    for (const action of ['accept', 'decline']) {
      const answer = await api.request(
        `/v1/nutritionists/${other.id}/booking-requests/${request.id}/${action}`,
        {
          method: 'POST',
          token: other.token,
        },
      );
      expect(answer.status).toBe(404);
      const asHer = await api.request(
        `/v1/nutritionists/${nutri.id}/booking-requests/${request.id}/${action}`,
        {
          method: 'POST',
          token: other.token,
        },
      );
      expect(asHer.status).toBe(404);
    }
    const [pending] = await api.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'pendente@visitante.test'));
    expect(pending).toBeUndefined();
    expect(bookingHoldSchema.shape.id.parse(held.id)).toBe(held.id);
    expect(await agenda(nutri)).toEqual([]);
  });
});

describe('no enumeration of patients', () => {
  it("answers an e-mail of another nutritionist's patient exactly as a new one, touching nothing of hers", async () => {
    const nutri = await openBookingPage(api, 'sigilo');
    const elsewhere = await openBookingPage(api, 'alheia');
    const theirs = await api.createUser({
      email: 'dela@outra.test',
      role: 'ROLE_USER',
      nutritionistId: elsewhere.id,
      name: 'Paciente da Outra',
    });

    const run = async (email: string, date_time: string) => {
      const holdAnswer = await hold(api, 'sigilo', visitor(email, { date_time }));
      const held = bookingHoldSchema.parse(await holdAnswer.clone().json());
      const { token } = readHoldMail((await mailsTo(api, email)).at(-1));
      queries.length = 0;
      const confirmed = await confirmByLink(token);
      const statements = [...queries];
      return {
        hold: { status: holdAnswer.status, keys: Object.keys(held), state: held.status },
        confirmation: { status: confirmed.status, body: await confirmed.json() },
        statements,
      };
    };
    const stranger = await run('ninguem@nova.test', '2026-11-06T08:00:00-03:00');
    const patient = await run('dela@outra.test', '2026-11-06T08:50:00-03:00');

    expect(patient.hold).toEqual(stranger.hold);
    expect(patient.confirmation.status).toBe(stranger.confirmation.status);
    expect({ ...patient.confirmation.body, start_date_time: '', end_date_time: '' }).toEqual({
      ...stranger.confirmation.body,
      start_date_time: '',
      end_date_time: '',
    });
    // The same statements, in the same order: the two take the same work, so the same time.
    expect(patient.statements).toEqual(stranger.statements);

    // Her agenda has a new record for each; the other nutritionist's patient is untouched and still hers.
    const booked = await agenda(nutri);
    expect(booked).toHaveLength(2);
    expect(booked.map((appointment) => appointment.patient_id)).not.toContain(theirs);
    const [link] = await api.database.db
      .select({ nutritionistId: nutritionistPatients.nutritionistId })
      .from(nutritionistPatients)
      .where(eq(nutritionistPatients.patientId, theirs));
    expect(link?.nutritionistId).toBe(elsewhere.id);
    const [record] = await api.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, booked[1]!.patient_id));
    expect(record?.email).toBeNull();

    // The booking's e-mails still reach the visitor who confirmed from that address.
    const [, bookedMail] = await mailsTo(api, 'dela@outra.test');
    expect(bookedMail?.subject).toBe('Consulta agendada: 06/11/2026 às 08:50');
    const [theirAppointments] = await api.database.db
      .select({ value: count() })
      .from(appointments)
      .where(and(eq(appointments.patientId, theirs)));
    expect(theirAppointments?.value).toBe(0);
  });
});
