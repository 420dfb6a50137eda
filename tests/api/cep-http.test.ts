// The HTTP CEP provider against a local stub speaking ViaCEP's JSON: a known CEP, `erro: true`, a
// service that hangs past the timeout, and one that fails with 500. Also through the API with CEP_API_URL.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpCepProvider } from '@/upstream/src/infra/cep';
import { createTestApi, type TestApi } from './helpers/api';

let server: Server;
let baseUrl: string;
const calls: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const cep = /^\/ws\/(\d{8})\/json\/$/.exec(request.url ?? '')?.[1] ?? '';
    calls.push(cep);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    };
    if (cep === '01310100')
      return json(200, {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        complemento: 'de 612 a 1510 - lado par',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
        ibge: '3550308',
      });
    if (cep === '99999999') return json(200, { erro: true });
    if (cep === '22222222') return; // never answers
    if (cep === '55555555') return json(500, { message: 'erro interno' });
    return json(400, { erro: true });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('HTTP CEP provider (ViaCEP format)', () => {
  it('maps a found CEP to city, uf, neighbourhood and street', async () => {
    const provider = createHttpCepProvider(baseUrl);
    expect(await provider.lookup('01310100')).toEqual({
      city: 'São Paulo',
      uf: 'SP',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
    });
  });

  it('reads `erro: true` as a CEP that does not exist', async () => {
    expect(await createHttpCepProvider(baseUrl).lookup('99999999')).toBeNull();
  });

  it('gives up after the timeout, as the service being unavailable', async () => {
    const started = Date.now();
    await expect(createHttpCepProvider(baseUrl, { timeoutMs: 200 }).lookup('22222222')).rejects.toMatchObject(
      {
        status: 503,
        code: 'ZIP_CODE_SERVICE_UNAVAILABLE',
      },
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('takes a 500 as the service being unavailable, never as an unknown CEP', async () => {
    await expect(createHttpCepProvider(baseUrl).lookup('55555555')).rejects.toMatchObject({
      code: 'ZIP_CODE_SERVICE_UNAVAILABLE',
    });
  });

  it('keeps answers a short while, then asks again', async () => {
    let clock = 0;
    const provider = createHttpCepProvider(baseUrl, { cacheTtlMs: 1000, now: () => clock });
    const before = calls.length;
    await provider.lookup('01310100');
    await provider.lookup('01310100');
    await provider.lookup('99999999');
    await provider.lookup('99999999');
    expect(calls.length - before).toBe(2);
    clock = 1001;
    await provider.lookup('01310100');
    expect(calls.length - before).toBe(3);
  });
});

describe('GET /v1/addresses/{cep} with CEP_API_URL', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ CEP_API_URL: baseUrl, CEP_TIMEOUT_MS: '200' });
  });
  afterAll(() => api.close());

  it('answers 200, 404 and 503 from what the service says', async () => {
    const found = await api.request('/v1/addresses/01310100');
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({
      city: 'São Paulo',
      uf: 'SP',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
    });
    expect((await api.request('/v1/addresses/99999999')).status).toBe(404);
    const down = await api.request('/v1/addresses/55555555');
    expect(down.status).toBe(503);
    expect(((await down.json()) as { code: string }).code).toBe('ZIP_CODE_SERVICE_UNAVAILABLE');
    expect((await api.request('/v1/addresses/22222222')).status).toBe(503);
  });
});
