import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '@/upstream/src/infra/mail';
import { createTestApi, type TestApi } from './helpers/api';

describe('GET /dev/outbox', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it('lists the mail sent without SMTP, newest first, as {to, subject, text, attachments, created_at}', async () => {
    const mailer = createMailer(api.database.db, undefined, 'Nutrir <x@nutrir.app.br>');
    await mailer.send({ to: 'a@nutri.test', subject: 'Primeiro', text: 'um' });
    await mailer.send({ to: 'b@nutri.test', subject: 'Segundo', text: 'dois' });
    const response = await api.request('/dev/outbox');
    expect(response.status).toBe(200);
    const mails = await response.json();
    expect(mails.map((m: { subject: string }) => m.subject)).toEqual(['Segundo', 'Primeiro']);
    expect(mails[0]).toEqual({
      to: 'b@nutri.test',
      subject: 'Segundo',
      text: 'dois',
      attachments: [],
      created_at: expect.any(String),
    });
  });

  it('does not exist when real SMTP is configured', async () => {
    const smtpApi = await createTestApi({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      expect((await smtpApi.request('/dev/outbox')).status).toBe(404);
    } finally {
      await smtpApi.close();
    }
  });
});
