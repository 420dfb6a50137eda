// The API answers only the names it is reached by (API_BASE_URL, API_PUBLIC_URL, API_ALLOWED_HOSTS and this
// machine's), and reads the Host strictly: one header, an RFC 3986 authority without userinfo.
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers/api';

let api: TestApi;
let server: Server;
beforeAll(async () => {
  api = await createTestApi({ API_PUBLIC_URL: 'https://api.nutrir.test', API_ALLOWED_HOSTS: 'api:4000' });
  server = createServer(getRequestListener(api.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  server.close();
  await api.close();
});

/** One request written byte for byte on a socket, so no client merges or drops a header; its status and body. */
function rawRequest(
  headerLines: string[],
  path = '/v1/auth/providers',
): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\n${[...headerLines, 'Connection: close'].join('\r\n')}\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => {
      const [head = '', ...body] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: body.join('\r\n\r\n') });
    });
    socket.on('error', reject);
  });
}

const withHost = (host: string, path = '/v1/auth/providers') =>
  api.app.request(path, { headers: { Host: host } });

describe('the API’s Host check', () => {
  it('answers this machine’s names, API_PUBLIC_URL’s and API_ALLOWED_HOSTS’, and a bare in-process call', async () => {
    for (const host of ['localhost', '127.0.0.1:4000', '[::1]:4000', 'api.nutrir.test', 'api:4000'])
      expect((await withHost(host)).status, host).toBe(200);
    expect((await api.app.request('/v1/auth/providers')).status).toBe(200);
  });

  it('refuses another name with a 421 problem, on every route but the probes', async () => {
    const answer = await withHost('evil.example');
    expect(answer.status).toBe(421);
    expect(answer.headers.get('content-type')).toContain('application/problem+json');
    expect(await answer.json()).toMatchObject({ code: 'MISDIRECTED_REQUEST' });
    expect((await withHost('api:4001')).status).toBe(421);
    expect((await withHost('evil.example', '/dev/outbox')).status).toBe(421);
    // Probes of balancers name the address they reach.
    expect((await withHost('10.0.0.7:4000', '/health')).status).toBe(200);
  });

  it('refuses a Host with userinfo, a path or a list with a 400', async () => {
    for (const host of ['localhost:4000@evil.example', 'localhost/x', 'localhost, evil.example', '127.1']) {
      const answer = await withHost(host);
      expect(answer.status, host).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'INVALID_DATA' });
    }
  });

  it('on a socket: refuses two Host headers and a Host with userinfo with a 400', async () => {
    expect((await rawRequest(['Host: 127.0.0.1'])).status).toBe(200);
    for (const lines of [
      ['Host: 127.0.0.1', 'Host: evil.example'],
      ['Host: evil.example', 'Host: 127.0.0.1'],
      ['Host: 127.0.0.1', 'Host: 127.0.0.1'],
      ['Host: localhost:4000@evil.example'],
    ]) {
      const answer = await rawRequest(lines);
      expect(answer.status, lines.join(' / ')).toBe(400);
    }
    expect((await rawRequest(['Host: evil.example'])).status).toBe(421);
  });
});
