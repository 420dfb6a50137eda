// What a nutritionist sees of invitations nobody has become her patient through yet, and what she hears
// of one accepted by someone without an account: open ones she sends again or withdraws; accepted ones
// wait for the account, and she is told when it is created.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  connectionRequestPageSchema,
  invitationPreviewSchema,
  type Notification,
  notificationPageSchema,
} from '@/lib/api/contract';
import { mailOutbox } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

const LINK = /\/connection-requests\/acceptance-codes\/([A-Za-z0-9_-]+)/;

const metadataOf = (notification: Notification | undefined) =>
  Object.fromEntries((notification?.metadata ?? []).map(({ key, value }) => [key, value]));

describe('open invitations', () => {
  let api: TestApi;
  const ids = { nutri: 0, other: 0 };
  const tokens = { nutri: '', other: '' };

  beforeAll(async () => {
    api = await createTestApi({ PUBLIC_URL: 'https://portal.example', CONNECTION_INVITES_PER_HOUR: '8' });
    ids.nutri = await api.createUser({ email: 'nutri@t.test', role: 'ROLE_NUTRITIONIST', name: 'Camila' });
    ids.other = await api.createUser({ email: 'outra@t.test', role: 'ROLE_NUTRITIONIST' });
    tokens.nutri = await api.signIn('nutri@t.test', 'Senha1234');
    tokens.other = await api.signIn('outra@t.test', 'Senha1234');
  });
  afterAll(() => api.close());

  const invite = async (email: string) => {
    const response = await api.request('/v1/connection-requests', {
      method: 'POST',
      token: tokens.nutri,
      json: { nutritionist_id: ids.nutri, patient_email: email },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const lastCodeSentTo = async (email: string) => {
    const mails = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    return LINK.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';
  };
  const acceptancePath = (code: string) => `/v1/connection-requests/acceptance-codes/${code}`;
  const listOwn = async (token = tokens.nutri, id = ids.nutri) => {
    const response = await api.request(`/v1/nutritionists/${id}/connection-requests`, { token });
    expect(response.status).toBe(200);
    return connectionRequestPageSchema.parse(await response.json()).content;
  };
  const notifications = async () =>
    notificationPageSchema.parse(
      await (await api.request(`/v1/notifications?receiver_id=${ids.nutri}`, { token: tokens.nutri })).json(),
    ).content;

  it('POST /v1/connection-requests/acceptance-codes/{code} – accepted without an account: the nutritionist is told it waits for the sign-up', async () => {
    await invite('joana@t.test');
    const code = await lastCodeSentTo('joana@t.test');
    const preview = invitationPreviewSchema.parse(await (await api.request(acceptancePath(code))).json());
    expect(preview).toEqual({
      nutritionist_name: 'Camila',
      patient_email: 'joana@t.test',
      has_account: false,
      current_nutritionist_name: null,
    });
    expect((await api.request(acceptancePath(code), { method: 'POST' })).status).toBe(204);

    const [notice] = await notifications();
    expect(notice?.code).toBe('PATIENT_CONNECTION_AWAITING_SIGN_UP');
    expect(metadataOf(notice)).toMatchObject({ patient_name: 'joana@t.test', patient_email: 'joana@t.test' });
    expect(metadataOf(notice)).not.toHaveProperty('patient_id');
    // Not a patient yet, but listed beside the patients, with the day she accepted.
    const [listed] = await listOwn();
    expect(listed).toMatchObject({ patient_email: 'joana@t.test', status: 'ACCEPTED' });
    expect(listed?.accepted_at).toEqual(expect.any(String));
  });

  it('the account created in the app makes her the patient, the nutritionist is told, and the invitation leaves the list', async () => {
    const registration = await api.request('/v1/registration', {
      method: 'POST',
      json: {
        account_type: 'PATIENT',
        name: 'Joana Prado',
        birth_date: '1995-02-03',
        gender: 'FEMALE',
        email: 'joana@t.test',
        password: 'Segura123',
      },
    });
    const { id } = (await registration.json()) as { id: string };
    const mails = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'joana@t.test'));
    const code = /código de confirmação é: (\d{4})/.exec(mails.at(-1)?.text ?? '')?.[1];
    const confirmed = await api.request(`/v1/registration/${id}/confirm`, { method: 'POST', json: { code } });
    const { user_id: userId } = (await confirmed.json()) as { user_id: number };

    const [notice] = await notifications();
    expect(notice?.code).toBe('PATIENT_SIGNED_UP');
    expect(metadataOf(notice)).toMatchObject({ patient_id: String(userId), patient_name: 'Joana Prado' });
    expect((await listOwn()).map((item) => item.patient_email)).not.toContain('joana@t.test');
  });

  it('GET /v1/nutritionists/{id}/connection-requests – open ones newest first; only she reads them', async () => {
    await invite('primeira@t.test');
    await invite('segunda@t.test');
    const listed = await listOwn();
    expect(listed.map((item) => [item.patient_email, item.status])).toEqual([
      ['segunda@t.test', 'PENDING'],
      ['primeira@t.test', 'PENDING'],
    ]);
    const other = await api.request(`/v1/nutritionists/${ids.nutri}/connection-requests`, {
      token: tokens.other,
    });
    expect(other.status).toBe(404);
    expect(await listOwn(tokens.other, ids.other)).toEqual([]);
  });

  it('POST /v1/nutritionists/{id}/connection-requests/{requestId}/resend – a new link, valid again; the old one stops working', async () => {
    const [first] = (await listOwn()).filter((item) => item.patient_email === 'primeira@t.test');
    const oldCode = await lastCodeSentTo('primeira@t.test');
    const path = `/v1/nutritionists/${ids.nutri}/connection-requests/${first!.id}/resend`;
    // Someone else's invitation is not hers to send.
    expect(
      (
        await api.request(path.replace(`/${ids.nutri}/`, `/${ids.other}/`), {
          method: 'POST',
          token: tokens.other,
        })
      ).status,
    ).toBe(404);
    const resent = await api.request(path, { method: 'POST', token: tokens.nutri });
    expect(resent.status).toBe(200);
    const newCode = await lastCodeSentTo('primeira@t.test');
    expect(newCode).not.toBe(oldCode);
    expect((await api.request(acceptancePath(oldCode))).status).toBe(404);
    expect((await api.request(acceptancePath(newCode))).status).toBe(200);
  });

  it('DELETE /v1/nutritionists/{id}/connection-requests/{requestId} – withdrawn: the link says so, and it leaves the list', async () => {
    const [second] = (await listOwn()).filter((item) => item.patient_email === 'segunda@t.test');
    const code = await lastCodeSentTo('segunda@t.test');
    const path = `/v1/nutritionists/${ids.nutri}/connection-requests/${second!.id}`;
    expect((await api.request(path, { method: 'DELETE', token: tokens.other })).status).toBe(404);
    expect((await api.request(path, { method: 'DELETE', token: tokens.nutri })).status).toBe(204);
    const accepted = await api.request(acceptancePath(code), { method: 'POST' });
    expect(accepted.status).toBe(410);
    expect(await accepted.json()).toMatchObject({ code: 'CONNECTION_WITHDRAWN' });
    expect((await listOwn()).map((item) => item.patient_email)).not.toContain('segunda@t.test');
    // Withdrawn once; neither withdrawn again nor sent again.
    const again = await api.request(path, { method: 'DELETE', token: tokens.nutri });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'CONNECTION_NOT_OPEN' });
    const resent = await api.request(`${path}/resend`, { method: 'POST', token: tokens.nutri });
    expect(resent.status).toBe(409);
  });
});
