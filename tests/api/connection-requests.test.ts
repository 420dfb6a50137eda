import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectionRequestSchema, notificationPageSchema } from '@/lib/api/contract';
import { connectionRequests, mailOutbox, nutritionistPatients, users } from '@/upstream/src/db/schema';
import { log } from '@/upstream/src/log';
import { createTestApi, type TestApi } from './helpers/api';
import { refusingDeletes, withoutTable } from './helpers/failing-tables';
import { loggedMessages } from './helpers/logged';

const LINK = /\/connection-requests\/acceptance-codes\/([A-Za-z0-9_-]+)/;

describe('invitations and connection acceptance', () => {
  let api: TestApi;
  let ids: Record<'nutri' | 'nutri2' | 'patient' | 'admin', number>;
  let tokens: Record<'nutri' | 'nutri2' | 'patient' | 'admin', string>;

  beforeAll(async () => {
    api = await createTestApi({ PUBLIC_URL: 'https://portal.example', CONNECTION_INVITES_PER_HOUR: '6' });
    const nutri = await api.createUser({
      email: 'nutri@t.test',
      role: 'ROLE_NUTRITIONIST',
      name: 'Camila Nutri',
    });
    const nutri2 = await api.createUser({ email: 'nutri2@t.test', role: 'ROLE_NUTRITIONIST' });
    const admin = await api.createUser({ email: 'admin@t.test', role: 'ROLE_ADMIN' });
    const patient = await api.createUser({
      email: 'p@t.test',
      role: 'ROLE_USER',
      name: 'Paula',
      nutritionistId: nutri,
    });
    ids = { nutri, nutri2, patient, admin };
    tokens = {
      nutri: await api.signIn('nutri@t.test', 'Senha1234'),
      nutri2: await api.signIn('nutri2@t.test', 'Senha1234'),
      patient: await api.signIn('p@t.test', 'Senha1234'),
      admin: await api.signIn('admin@t.test', 'Senha1234'),
    };
  });
  afterAll(() => api.close());

  const invite = (email: string, token = tokens.nutri, nutritionistId = ids.nutri) =>
    api.request('/v1/connection-requests', {
      method: 'POST',
      token,
      json: { nutritionist_id: nutritionistId, patient_email: email },
    });
  const accept = (code: string) =>
    api.request(`/v1/connection-requests/acceptance-codes/${code}`, { method: 'POST' });

  async function readCodeSentTo(email: string): Promise<string> {
    const mails = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const match = LINK.exec(mails.at(-1)?.text ?? '');
    if (!match?.[1]) throw new Error(`no invitation link sent to ${email}`);
    return match[1];
  }

  it('POST /v1/connection-requests – e-mails a link to the public portal with an unguessable code', async () => {
    const response = await invite('  Nova.Paciente@Example.com ');
    expect(response.status).toBe(201);
    const request = connectionRequestSchema.parse(await response.json());
    expect(request).toMatchObject({
      nutritionist_id: ids.nutri,
      patient_email: 'nova.paciente@example.com',
      status: 'PENDING',
    });
    const [mail] = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'nova.paciente@example.com'));
    expect(mail?.text).toContain('https://portal.example/connection-requests/acceptance-codes/');
    expect(mail?.subject).toContain('Camila Nutri');
    const code = await readCodeSentTo('nova.paciente@example.com');
    // 32 random bytes in base64url: 256 bits, never stored as such.
    expect(code).toHaveLength(43);
    const stored = await api.database.db.select().from(connectionRequests);
    expect(JSON.stringify(stored)).not.toContain(code);
    // Expires after the default 7 days.
    const days =
      (new Date(request.expires_at).getTime() - new Date(request.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
  });

  it('POST /v1/connection-requests/acceptance-codes/{code} – accepted once, refused the second time, with a notification', async () => {
    await invite('joana@t.test');
    const code = await readCodeSentTo('joana@t.test');
    const joana = await api.createUser({ email: 'joana@t.test', role: 'ROLE_USER', name: 'Joana Prado' });
    const first = await accept(code);
    expect(first.status).toBe(204);
    const [link] = await api.database.db
      .select()
      .from(nutritionistPatients)
      .where(eq(nutritionistPatients.patientId, joana));
    expect(link?.nutritionistId).toBe(ids.nutri);
    const second = await accept(code);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 'CONNECTION_ALREADY_ACCEPTED' });
    // Opening the link again reads the preview first: it tells 'already accepted' apart from a bad code.
    const preview = await api.request(`/v1/connection-requests/acceptance-codes/${code}`);
    expect(preview.status).toBe(409);
    expect(await preview.json()).toMatchObject({ code: 'CONNECTION_ALREADY_ACCEPTED' });

    const page = notificationPageSchema.parse(
      await (await api.request(`/v1/notifications?receiver_id=${ids.nutri}`, { token: tokens.nutri })).json(),
    );
    const accepted = page.content.find((item) => item.code === 'PATIENT_CONNECTION_ACCEPTED');
    expect(accepted?.status).toBe('UNREAD');
    const metadata = Object.fromEntries(accepted!.metadata.map(({ key, value }) => [key, value]));
    expect(metadata).toMatchObject({ patient_id: String(joana), patient_name: 'Joana Prado' });
    expect(metadata.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The new patient now belongs to the nutritionist's list.
    const list = await (
      await api.request(`/v1/nutritionists/${ids.nutri}/patients`, { token: tokens.nutri })
    ).json();
    expect(list.content.map((patient: { name: string }) => patient.name)).toContain('Joana Prado');
  });

  it('POST /v1/connection-requests/acceptance-codes/{code} – unknown, malformed and expired codes fail', async () => {
    const unknown = await accept('A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'INVALID_ACCEPTANCE_CODE' });
    expect((await accept('curto')).status).toBe(404);
    await invite('atrasado@t.test');
    const code = await readCodeSentTo('atrasado@t.test');
    await api.database.db
      .update(connectionRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(connectionRequests.patientEmail, 'atrasado@t.test'));
    const expired = await accept(code);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ code: 'ACCEPTANCE_CODE_EXPIRED' });
  });

  it('POST /v1/connection-requests/acceptance-codes/{code} – a patient who signs up later becomes the patient then', async () => {
    await invite('Depois@t.test');
    expect((await accept(await readCodeSentTo('depois@t.test'))).status).toBe(204);

    // The mobile app's sign-up: a PATIENT registration confirmed by the e-mailed code.
    const registration = await api.request('/v1/registration', {
      method: 'POST',
      json: {
        account_type: 'PATIENT',
        name: 'Conta Nova',
        birth_date: '1995-02-03',
        gender: 'FEMALE',
        email: 'depois@t.test',
        password: 'Segura123',
      },
    });
    expect(registration.status).toBe(201);
    const { id } = (await registration.json()) as { id: string };
    const mails = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'depois@t.test'));
    const code = /código de confirmação é: (\d{4})/.exec(mails.at(-1)?.text ?? '')?.[1];
    const confirmed = await api.request(`/v1/registration/${id}/confirm`, { method: 'POST', json: { code } });
    expect(confirmed.status).toBe(200);
    const { user_id: userId } = (await confirmed.json()) as { user_id: number };

    const [user] = await api.database.db.select().from(users).where(eq(users.id, userId));
    expect(user?.mainRole).toBe('ROLE_USER');
    const [link] = await api.database.db
      .select()
      .from(nutritionistPatients)
      .where(eq(nutritionistPatients.patientId, userId));
    expect(link?.nutritionistId).toBe(ids.nutri);
    const [request] = await api.database.db
      .select()
      .from(connectionRequests)
      .where(eq(connectionRequests.patientEmail, 'depois@t.test'));
    expect(request?.patientId).toBe(userId);
    // The nutritionist now reads the new patient.
    const read = await api.request(`/v1/users/${userId}`, { token: tokens.nutri });
    expect(read.status).toBe(200);
  });

  it("POST /v1/connection-requests – inviting one's own patient or a professional account is a clear 409", async () => {
    const own = await invite('p@t.test');
    expect(own.status).toBe(409);
    expect(await own.json()).toMatchObject({ code: 'ALREADY_PATIENT' });
    const professional = await invite('nutri2@t.test');
    expect(professional.status).toBe(409);
    expect(await professional.json()).toMatchObject({ code: 'EMAIL_NOT_A_PATIENT' });
    // Someone else's patient may be invited: accepting moves it.
    expect((await invite('p@t.test', tokens.nutri2, ids.nutri2)).status).toBe(201);
  });

  it('POST /v1/connection-requests – refuses invalid e-mails (spec 2 §5) with 400', async () => {
    for (const email of ['sem-arroba', 'a@b.toolongtld', `${'a'.repeat(115)}@b.com`, 'a@b.c0m']) {
      const response = await invite(email);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
    }
  });

  it('POST /v1/connection-requests – only the nutritionist itself invites: others 403, no token 401', async () => {
    expect((await invite('x@t.test', tokens.nutri2, ids.nutri)).status).toBe(403);
    expect((await invite('x@t.test', tokens.patient, ids.patient)).status).toBe(403);
    expect((await invite('x@t.test', tokens.admin, ids.admin)).status).toBe(403);
    const anonymous = await api.request('/v1/connection-requests', {
      method: 'POST',
      json: { nutritionist_id: ids.nutri, patient_email: 'x@t.test' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('POST /v1/connection-requests – at most the configured number of invitations an hour', async () => {
    const sent = await api.database.db
      .select()
      .from(connectionRequests)
      .where(eq(connectionRequests.nutritionistId, ids.nutri));
    // Six an hour in this suite; earlier tests used some of them.
    let status = 201;
    for (let index = sent.length; index < 6; index += 1) {
      status = (await invite(`limite${index}@t.test`)).status;
      expect(status).toBe(201);
    }
    const refused = await invite('limite-extra@t.test');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_INVITATIONS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The limit is per nutritionist.
    expect((await invite('outro@t.test', tokens.nutri2, ids.nutri2)).status).toBe(201);
  });
});

describe('invitations whose e-mail fails', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await createTestApi({ PUBLIC_URL: 'https://portal.example' });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(() => api.close());

  it('POST /v1/connection-requests – a failed mail whose invitation cannot be deleted still answers 502 MAIL_FAILED, logged', async () => {
    const errors = vi.spyOn(log, 'error').mockImplementation(() => {});
    const other = await api.createUser({ email: 'cota2@t.test', role: 'ROLE_NUTRITIONIST' });
    const otherToken = await api.signIn('cota2@t.test', 'Senha1234');
    // Deletes from connection_requests fail; inserts still work. The outbox away makes the mail fail.
    const db = api.database.db;
    const failed = await refusingDeletes(db, 'connection_requests', () =>
      withoutTable(db, 'mail_outbox', () =>
        api.request('/v1/connection-requests', {
          method: 'POST',
          token: otherToken,
          json: { nutritionist_id: other, patient_email: 'nao-apagado@t.test' },
        }),
      ),
    );
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({
      code: 'MAIL_FAILED',
      detail: 'Não foi possível enviar o convite. Tente novamente mais tarde.',
    });
    const logged = loggedMessages(errors);
    expect(logged.some((line) => line.startsWith('Could not delete the unsent invitation'))).toBe(true);
  });
});

describe('invitations refused by the checks', () => {
  let api: TestApi;
  let token: string;
  let nutritionistId: number;

  beforeAll(async () => {
    api = await createTestApi({ PUBLIC_URL: 'https://portal.example', CONNECTION_INVITES_PER_HOUR: '4' });
    nutritionistId = await api.createUser({ email: 'nutri@t.test', role: 'ROLE_NUTRITIONIST' });
    await api.createUser({ email: 'minha@t.test', role: 'ROLE_USER', nutritionistId });
    token = await api.signIn('nutri@t.test', 'Senha1234');
  });
  afterAll(() => api.close());

  const invite = (email: string) =>
    api.request('/v1/connection-requests', {
      method: 'POST',
      token,
      json: { nutritionist_id: nutritionistId, patient_email: email },
    });

  it('POST /v1/connection-requests – invitations refused by the checks do not count', async () => {
    for (let i = 0; i < 10; i++) expect((await invite('minha@t.test')).status).toBe(409);
    expect((await invite('primeira@t.test')).status).toBe(201);
  });
});
