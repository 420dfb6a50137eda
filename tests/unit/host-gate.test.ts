// The portal server's gate (lib/security/host-gate.ts, as scripts/serve-portal.ts runs it) on a real socket:
// what Node itself lets through (a second Host line, a Host with userinfo) must be refused by the gate.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedHosts } from '@/lib/security/allowed-hosts';
import { visitorAddress } from '@/lib/security/client-address';
import { hostRefusal } from '@/lib/security/host-gate';

const published = allowedHosts('https://nutrir.app.br');
let direct: Server;
let behindProxy: Server;

/** A server answering as the portal's does: the refusal, or 200 with the visitor's address. */
function gateServer(trust: { TRUST_PROXY: boolean; TRUSTED_PROXY_COUNT: number }) {
  return createServer((request, response) => {
    const refusal = hostRefusal(request, published, trust);
    const body = JSON.stringify(refusal ?? { address: visitorAddress(request, trust) });
    response.writeHead(refusal?.status ?? 200, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
    });
    response.end(body);
  });
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** One request written byte for byte, so Node's client adds or merges nothing; its status and body. */
function rawRequest(server: Server, headerLines: string[]): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`GET / HTTP/1.1\r\n${[...headerLines, 'Connection: close'].join('\r\n')}\r\n\r\n`);
    });
    let text = '';
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.on('error', reject);
  });
}

beforeAll(async () => {
  direct = gateServer({ TRUST_PROXY: false, TRUSTED_PROXY_COUNT: 1 });
  behindProxy = gateServer({ TRUST_PROXY: true, TRUSTED_PROXY_COUNT: 1 });
  await Promise.all([listen(direct), listen(behindProxy)]);
});
afterAll(() => {
  direct.close();
  behindProxy.close();
});

describe('the portal server’s Host gate', () => {
  it('answers the published name and this machine’s', async () => {
    expect((await rawRequest(direct, ['Host: nutrir.app.br'])).status).toBe(200);
    expect((await rawRequest(direct, ['Host: localhost:3000'])).status).toBe(200);
  });

  it('refuses two Host headers with a 400, whichever comes first', async () => {
    for (const lines of [
      ['Host: nutrir.app.br', 'Host: evil.example'],
      ['Host: evil.example', 'Host: nutrir.app.br'],
      ['Host: localhost', 'host: localhost'],
    ]) {
      const answer = await rawRequest(direct, lines);
      expect(answer.status, lines.join(' / ')).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ code: 'INVALID_DATA' });
    }
  });

  it('refuses a Host with userinfo, a path or a list with a 400, and another name with a 421', async () => {
    for (const host of ['localhost:3700@evil.example', 'nutrir.app.br/x', 'nutrir.app.br, evil.example'])
      expect((await rawRequest(direct, [`Host: ${host}`])).status, host).toBe(400);
    const other = await rawRequest(direct, ['Host: evil.example']);
    expect(other.status).toBe(421);
    expect(JSON.parse(other.body)).toMatchObject({ code: 'MISDIRECTED_REQUEST' });
  });

  it('behind TRUST_PROXY reads the forwarded host and address from the right, past what the visitor wrote', async () => {
    const answer = await rawRequest(behindProxy, [
      'Host: 10.0.0.5:3000',
      'X-Forwarded-Host: evil.example, nutrir.app.br',
      'X-Forwarded-For: 198.51.100.1, 198.51.100.2, 203.0.113.7',
    ]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ address: '203.0.113.7' });
    const spoofedLast = await rawRequest(behindProxy, [
      'Host: nutrir.app.br',
      'X-Forwarded-Host: nutrir.app.br, evil.example',
    ]);
    expect(spoofedLast.status).toBe(421);
  });

  it('without TRUST_PROXY ignores the forwarded host and address', async () => {
    const answer = await rawRequest(direct, [
      'Host: nutrir.app.br',
      'X-Forwarded-Host: evil.example',
      'X-Forwarded-For: 203.0.113.7',
    ]);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ address: '127.0.0.1' });
  });
});
