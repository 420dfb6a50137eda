// A patient who accepts another nutritionist's invitation moves: the page first tells her (only her) whose
// follow-up ends, the former nutritionist is told and loses every access to her, past appointments
// included, her future appointments are cancelled with the usual notices, and her plans stay in the
// patient's history for the new nutritionist.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionRequestSchema,
  invitationPreviewSchema,
  type Notification,
  notificationPageSchema,
} from '@/lib/api/contract';
import {
  appointments,
  connectionRequests,
  mailOutbox,
  mealPlans,
  nutritionistPatients,
} from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

const LINK = /\/connection-requests\/acceptance-codes\/([A-Za-z0-9_-]+)/;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTES_50 = 50 * 60 * 1000;

const metadataOf = (notification: Notification | undefined) =>
  Object.fromEntries((notification?.metadata ?? []).map(({ key, value }) => [key, value]));

describe('a patient who moves to another nutritionist', () => {
  let api: TestApi;
  const ids = { nutri: 0, former: 0, carolina: 0, future: 0, past: 0, plan: 0 };
  const tokens = { nutri: '', former: '', carolina: '' };
  let code = '';

  beforeAll(async () => {
    api = await createTestApi({ PUBLIC_URL: 'https://portal.example' });
    ids.nutri = await api.createUser({ email: 'nova@t.test', role: 'ROLE_NUTRITIONIST', name: 'Nova Nutri' });
    ids.former = await api.createUser({
      email: 'antiga@t.test',
      role: 'ROLE_NUTRITIONIST',
      name: 'Antiga Nutri',
    });
    ids.carolina = await api.createUser({
      email: 'carolina@t.test',
      role: 'ROLE_USER',
      name: 'Carolina Mendes',
      nutritionistId: ids.former,
    });
    // The former nutritionist's choice of body-fat equation for her.
    await api.database.db
      .update(nutritionistPatients)
      .set({ preferredFatEquation: 'GUEDES' })
      .where(eq(nutritionistPatients.patientId, ids.carolina));
    tokens.nutri = await api.signIn('nova@t.test', 'Senha1234');
    tokens.former = await api.signIn('antiga@t.test', 'Senha1234');
    tokens.carolina = await api.signIn('carolina@t.test', 'Senha1234');
    const now = Date.now();
    const at = (offset: number) => {
      // Whole minutes, away from the clock's current minute.
      const start = new Date(Math.floor((now + offset) / 60_000) * 60_000);
      return { startDateTime: start, endDateTime: new Date(start.getTime() + MINUTES_50) };
    };
    const [future, past] = await api.database.db
      .insert(appointments)
      .values([
        { nutritionistId: ids.former, patientId: ids.carolina, type: 'ONLINE', ...at(3 * DAY_MS) },
        { nutritionistId: ids.former, patientId: ids.carolina, type: 'ON_SITE', ...at(-10 * DAY_MS) },
      ])
      .returning({ id: appointments.id });
    ids.future = future!.id;
    ids.past = past!.id;
    const [plan] = await api.database.db
      .insert(mealPlans)
      .values({
        nutritionistId: ids.former,
        patientId: ids.carolina,
        status: 'INACTIVE',
        startDate: '2025-01-01',
        endDate: '2025-03-01',
      })
      .returning({ id: mealPlans.id });
    ids.plan = plan!.id;
  });
  afterAll(() => api.close());

  const inviteCarolina = () =>
    api.request('/v1/connection-requests', {
      method: 'POST',
      token: tokens.nutri,
      json: { nutritionist_id: ids.nutri, patient_email: 'carolina@t.test' },
    });
  const accept = (json?: unknown) =>
    api.request(`/v1/connection-requests/acceptance-codes/${code}`, { method: 'POST', json });
  const notificationsOf = async (receiver: number, token: string) =>
    notificationPageSchema.parse(
      await (await api.request(`/v1/notifications?receiver_id=${receiver}`, { token })).json(),
    ).content;
  const mailsTo = (address: string) =>
    api.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, address));
  const linkOf = async () =>
    (
      await api.database.db
        .select()
        .from(nutritionistPatients)
        .where(eq(nutritionistPatients.patientId, ids.carolina))
    )[0]?.nutritionistId;

  it('POST /v1/connection-requests – inviting someone else’s patient answers as for any address', async () => {
    const other = await inviteCarolina();
    const stranger = await api.request('/v1/connection-requests', {
      method: 'POST',
      token: tokens.nutri,
      json: { nutritionist_id: ids.nutri, patient_email: 'ninguem@t.test' },
    });
    expect(other.status).toBe(201);
    expect(stranger.status).toBe(201);
    const [otherBody, strangerBody] = [await other.json(), await stranger.json()];
    // The same fields, nothing more: no word of whose patient the address is.
    expect(Object.keys(otherBody).sort()).toEqual(Object.keys(strangerBody).sort());
    expect(connectionRequestSchema.strict().parse(otherBody)).toMatchObject({ status: 'PENDING' });
    expect(JSON.stringify(otherBody)).not.toContain('Antiga');
    const mail = (await mailsTo('carolina@t.test')).at(-1);
    code = LINK.exec(mail?.text ?? '')?.[1] ?? '';
    expect(code).not.toBe('');
  });

  it('GET /v1/connection-requests/acceptance-codes/{code} – names the current nutritionist to the holder of the code only', async () => {
    const response = await api.request(`/v1/connection-requests/acceptance-codes/${code}`);
    expect(response.status).toBe(200);
    expect(invitationPreviewSchema.strict().parse(await response.json())).toEqual({
      nutritionist_name: 'Nova Nutri',
      patient_email: 'carolina@t.test',
      has_account: true,
      current_nutritionist_name: 'Antiga Nutri',
    });
    // Looking spends nothing.
    const [row] = await api.database.db
      .select()
      .from(connectionRequests)
      .where(eq(connectionRequests.patientEmail, 'carolina@t.test'));
    expect(row?.status).toBe('PENDING');
    // The inviting nutritionist's own list of invitations does not name anyone either.
    const list = await api.request(`/v1/nutritionists/${ids.nutri}/connection-requests`, {
      token: tokens.nutri,
    });
    expect(JSON.stringify(await list.json())).not.toContain('Antiga');
  });

  it('POST /v1/connection-requests/acceptance-codes/{code} – without saying the follow-up ends: 409, nothing changes', async () => {
    const refused = await accept();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'TRANSFER_NOT_CONFIRMED' });
    expect(await linkOf()).toBe(ids.former);
    const [future] = await api.database.db.select().from(appointments).where(eq(appointments.id, ids.future));
    expect(future?.status).toBe('CONFIRMED');
    const malformed = await accept({ end_current_follow_up: 'sim' });
    expect(malformed.status).toBe(400);
    expect(await linkOf()).toBe(ids.former);
  });

  it('POST /v1/connection-requests/acceptance-codes/{code} – moves her: future appointments cancelled, the former nutritionist told', async () => {
    const patientMailsBefore = (await mailsTo('carolina@t.test')).length;
    const accepted = await accept({ end_current_follow_up: true });
    expect(accepted.status).toBe(204);
    expect(await linkOf()).toBe(ids.nutri);
    const [link] = await api.database.db
      .select()
      .from(nutritionistPatients)
      .where(eq(nutritionistPatients.patientId, ids.carolina));
    // The former one's preferences are not the new one's.
    expect(link?.preferredFatEquation).toBeNull();

    const rows = await api.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.patientId, ids.carolina));
    expect(rows.find((row) => row.id === ids.future)).toMatchObject({ status: 'CANCELED', sequence: 1 });
    // What already happened stays as it was.
    expect(rows.find((row) => row.id === ids.past)).toMatchObject({ status: 'CONFIRMED', sequence: 0 });

    // The former nutritionist: a notification that does not lead to the patient, and an e-mail.
    const [ended] = (await notificationsOf(ids.former, tokens.former)).filter(
      (item) => item.code === 'PATIENT_CONNECTION_ENDED',
    );
    expect(metadataOf(ended)).toMatchObject({ patient_name: 'Carolina Mendes', canceled_appointments: '1' });
    expect(metadataOf(ended)).not.toHaveProperty('patient_id');
    const [formerMail] = await mailsTo('antiga@t.test');
    expect(formerMail?.subject).toBe('Carolina Mendes encerrou o acompanhamento nutricional com você');
    expect(formerMail?.text).toMatch(/Esta consulta futura foi desmarcada.*\n- \d{2}\/\d{2}\/\d{4}, das/);
    expect(formerMail?.text).not.toContain('Nova Nutri');

    // The patient: the usual cancellation notice and e-mail (the calendar's CANCEL).
    const canceled = (await notificationsOf(ids.carolina, tokens.carolina)).find(
      (item) => item.code === 'APPOINTMENT_CANCELED',
    );
    expect(metadataOf(canceled)).toMatchObject({
      appointment_id: String(ids.future),
      nutritionist_name: 'Antiga Nutri',
    });
    const patientMails = (await mailsTo('carolina@t.test')).slice(patientMailsBefore);
    expect(patientMails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Consulta desmarcada: /),
    ]);
    expect(JSON.stringify(patientMails[0]?.attachments)).toContain('METHOD:CANCEL');

    // The new nutritionist hears that she accepted.
    const [welcome] = (await notificationsOf(ids.nutri, tokens.nutri)).filter(
      (item) => item.code === 'PATIENT_CONNECTION_ACCEPTED',
    );
    expect(metadataOf(welcome)).toMatchObject({ patient_id: String(ids.carolina) });
  });

  it('the former nutritionist reaches nothing of her any more (404), past appointments included', async () => {
    const as = (path: string, init: RequestInit & { json?: unknown } = {}) =>
      api.request(path, { ...init, token: tokens.former });
    for (const path of [
      `/v1/users/${ids.carolina}`,
      `/v1/users/${ids.carolina}/meals?date=2025-03-11`,
      `/v1/users/${ids.carolina}/anthropometric-records`,
      `/v1/appointments/${ids.future}`,
      `/v1/appointments/${ids.past}`,
      `/v1/meal-plans/${ids.plan}`,
    ]) {
      expect({ path, status: (await as(path)).status }).toEqual({ path, status: 404 });
    }
    for (const id of [ids.past, ids.future]) {
      const moved = await as(`/v1/appointments/${id}`, {
        method: 'PATCH',
        json: { date_time: new Date(Date.now() + 5 * DAY_MS).toISOString() },
      });
      expect(moved.status).toBe(404);
      const canceled = await as(`/v1/appointments/${id}`, { method: 'PATCH', json: { status: 'CANCELED' } });
      expect(canceled.status).toBe(404);
    }
    const agenda = await (await as(`/v1/appointments?nutritionist_id=${ids.former}&size=50`)).json();
    expect(agenda).toMatchObject({ content: [], total_elements: 0 });
    const patients = await (await as(`/v1/nutritionists/${ids.former}/patients`)).json();
    expect(patients.total_elements).toBe(0);

    // Her calendar feed drops them too.
    const feed = await (await as(`/v1/nutritionists/${ids.former}/calendar-feed`, { method: 'POST' })).json();
    const ics = await (await api.request(new URL(feed.url).pathname)).text();
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).not.toContain('Carolina');
  });

  it('the former nutritionist’s plans stay in the patient’s history for the new one; the patient keeps her agenda', async () => {
    const plan = await api.request(`/v1/meal-plans/${ids.plan}`, { token: tokens.nutri });
    expect(plan.status).toBe(200);
    expect(await plan.json()).toMatchObject({ id: ids.plan, nutritionist_id: ids.former });
    const user = await (await api.request(`/v1/users/${ids.carolina}`, { token: tokens.nutri })).json();
    expect(user.meal_plans.map((item: { id: number }) => item.id)).toContain(ids.plan);
    // The patient still reads her own appointments, the cancelled one with its status.
    const own = await api.request(`/v1/appointments/${ids.future}`, { token: tokens.carolina });
    expect(await own.json()).toMatchObject({ status: 'CANCELED', nutritionist_id: ids.former });
  });

  it('POST /v1/connection-requests/acceptance-codes/{code} – spent: a second acceptance is refused, the former nutritionist told once', async () => {
    const again = await accept({ end_current_follow_up: true });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'CONNECTION_ALREADY_ACCEPTED' });
    const preview = await api.request(`/v1/connection-requests/acceptance-codes/${code}`);
    expect(preview.status).toBe(409);
    const ended = (await notificationsOf(ids.former, tokens.former)).filter(
      (item) => item.code === 'PATIENT_CONNECTION_ENDED',
    );
    expect(ended).toHaveLength(1);
    const [link] = await api.database.db
      .select()
      .from(connectionRequests)
      .where(
        and(
          eq(connectionRequests.patientEmail, 'carolina@t.test'),
          eq(connectionRequests.status, 'ACCEPTED'),
        ),
      );
    expect(link?.patientId).toBe(ids.carolina);
  });
});
