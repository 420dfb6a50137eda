// GET /dev/outbox holds reset links and invitation codes: it is listed to a developer on this machine only
// (MAIL_OUTBOX=loopback), judged by the socket, and absent beside a mail server or with MAIL_OUTBOX=database.
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '@/upstream/src/infra/mail';
import { createTestApi, type TestApi } from './helpers/api';
import { createInProcessApp } from './helpers/in-process-app';

/** What @hono/node-server hands the app about a connection from `remoteAddress`. */
const socketFrom = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** An address of this machine that is not a loopback one, if it has a network interface. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;

describe('GET /dev/outbox', () => {
  let api: TestApi;
  beforeAll(async () => {
    // The API answers the machine's network address by name too, so only the socket rule can refuse it.
    api = await createTestApi({ API_ALLOWED_HOSTS: outsideAddress ?? '' });
    const mailer = createMailer(api.database.db, undefined, 'Nutrir <x@nutrir.app.br>');
    await mailer.send({ to: 'a@nutri.test', subject: 'Primeiro', text: 'um' });
    await mailer.send({ to: 'b@nutri.test', subject: 'Segundo', text: 'dois' });
  });
  afterAll(() => api.close());

  it('lists the mail sent without SMTP, newest first, as {to, subject, text, attachments, created_at}', async () => {
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

  it('answers a loopback socket, IPv4, IPv6 or IPv4-mapped', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect((await api.app.request('/dev/outbox', {}, socketFrom(address))).status, address).toBe(200);
  });

  it('is 404 to any other socket, whatever its headers say, and to a request a proxy forwarded', async () => {
    const outside = socketFrom('203.0.113.9');
    const local = socketFrom('127.0.0.1');
    const refused = [
      api.app.request('/dev/outbox', {}, outside),
      api.app.request('/dev/outbox', {}, socketFrom('::ffff:203.0.113.9')),
      api.app.request('/dev/outbox', { headers: { 'X-Forwarded-For': '127.0.0.1' } }, outside),
      api.app.request('/dev/outbox', { headers: { 'X-Real-IP': '127.0.0.1', Host: 'localhost' } }, outside),
      api.app.request('/dev/outbox', { headers: { 'X-Forwarded-For': '203.0.113.9' } }, local),
      api.app.request('/dev/outbox', { headers: { Forwarded: 'for=203.0.113.9' } }, local),
      // No socket at all (nothing says where the request came from).
      api.app.request('/dev/outbox'),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it.skipIf(!outsideAddress)(
    'over a real connection: answers one through 127.0.0.1, 404 through the network address',
    async () => {
      const server = serve({ fetch: api.app.fetch, port: 0, hostname: '0.0.0.0' });
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        expect((await fetch(`http://127.0.0.1:${port}/dev/outbox`)).status).toBe(200);
        const fromNetwork = await fetch(`http://${outsideAddress}:${port}/dev/outbox`, {
          headers: { 'X-Forwarded-For': '127.0.0.1' },
        });
        expect(fromNetwork.status).toBe(404);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it('does not exist when real SMTP is configured', async () => {
    const smtpApi = createInProcessApp(api.database, { SMTP_URL: 'smtp://127.0.0.1:2525' });
    expect((await smtpApi.request('/dev/outbox')).status).toBe(404);
  });

  it('does not exist in production with MAIL_OUTBOX=database, not even to this machine', async () => {
    const production = createInProcessApp(api.database, { NODE_ENV: 'production', MAIL_OUTBOX: 'database' });
    expect((await production.request('/dev/outbox')).status).toBe(404);
    expect(production.app.routes.some((route) => route.path.startsWith('/dev'))).toBe(false);
  });
});
