// With SMTP_URL set, mail leaves over SMTP (here to a local sink) instead of the database outbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectionRequests, mailOutbox } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { type SmtpSink, startSmtpSink } from './helpers/smtp-sink';

describe('mail over SMTP', () => {
  let sink: SmtpSink;
  let api: TestApi;
  let nutritionistId: number;
  let token: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    api = await createTestApi({
      SMTP_URL: sink.url,
      MAIL_FROM: 'Nutrir <nao-responda@nutrir.app.br>',
      PUBLIC_URL: 'https://portal.example',
    });
    nutritionistId = await api.createUser({
      email: 'nutri@t.test',
      role: 'ROLE_NUTRITIONIST',
      name: 'Camila Nutri',
    });
    token = await api.signIn('nutri@t.test', 'Senha1234');
  });
  afterAll(async () => {
    await api.close();
    await sink.close();
  });

  const invite = (email: string) =>
    api.request('/v1/connection-requests', {
      method: 'POST',
      token,
      json: { nutritionist_id: nutritionistId, patient_email: email },
    });

  it('sends the invitation through the SMTP server, from MAIL_FROM, and keeps no outbox copy', async () => {
    expect((await invite('convidada@exemplo.com')).status).toBe(201);
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail?.from).toBe('nao-responda@nutrir.app.br');
    expect(mail?.to).toEqual(['convidada@exemplo.com']);
    expect(mail?.data).toMatch(/^From: Nutrir <nao-responda@nutrir\.app\.br>$/m);
    expect(mail?.data).toMatch(/^To: convidada@exemplo\.com$/m);
    // Headers and body are encoded for transport; the link itself is plain ASCII.
    expect(mail?.data).toContain('https://portal.example/connection-requests/acceptance-codes/');
    expect(await api.database.db.select().from(mailOutbox)).toEqual([]);
  });

  it('answers 502 MAIL_FAILED when the SMTP server is unreachable, and leaves no usable invitation', async () => {
    const before = (await api.database.db.select().from(connectionRequests)).length;
    await sink.close();
    const response = await invite('outra@exemplo.com');
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({
      code: 'MAIL_FAILED',
      detail: 'Não foi possível enviar o convite. Tente novamente mais tarde.',
    });
    expect(await api.database.db.select().from(connectionRequests)).toHaveLength(before);
  });
});

describe('mail sent after the answer, over SMTP', () => {
  it('a password reset link the server refused for a moment is sent again and arrives once', async () => {
    const sink = await startSmtpSink({ refuseFirst: 2 });
    const api = await createTestApi({ SMTP_URL: sink.url, MAIL_RETRY_DELAYS_MS: '10,10,10' });
    try {
      await api.createUser({ email: 'esqueci@t.test', role: 'ROLE_NUTRITIONIST', name: 'Esquecida' });
      const response = await api.request('/v1/password-resets', {
        method: 'POST',
        json: { email: 'esqueci@t.test' },
      });
      expect(response.status).toBe(202);
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to).toEqual(['esqueci@t.test']);
      // Quoted-printable: long lines are folded with a trailing '='.
      expect(sink.received[0]?.data.replace(/=\r?\n/g, '')).toContain('/reset-password/');
    } finally {
      await api.close();
      await sink.close();
    }
  });
});
