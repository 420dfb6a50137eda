import { describe, expect, it } from 'vitest';
import { findAllowedCall } from '@/lib/api/server/allowlist';
import { upstreamUrl } from '@/lib/security/proxy-guards';
import { isSameOriginRequest } from '@/lib/security/same-origin';
import { otherSpellings } from '../fixtures/id-spellings';

describe('BFF allowlist', () => {
  it('lets through the calls of the specification, with the right method only', () => {
    expect(findAllowedCall('GET', '/v1/foodstuffs/12')).toMatchObject({ auth: 'session' });
    expect(findAllowedCall('POST', '/v1/registration/abc-123/confirm')).toMatchObject({ auth: 'none' });
    expect(findAllowedCall('PUT', '/v1/foodstuffs/12')).toBeUndefined();
    expect(findAllowedCall('DELETE', '/v1/users/3')).toBeUndefined();
  });

  it('lets a signed-out visitor ask for a recovery link and set the new password, and nothing else of it', () => {
    expect(findAllowedCall('POST', '/v1/password-resets')).toMatchObject({ auth: 'none' });
    expect(findAllowedCall('PUT', '/v1/password-resets/AbC_12-x')).toMatchObject({ auth: 'none' });
    // Checking a link is the reset page's own server-side call, not the browser's.
    expect(findAllowedCall('GET', '/v1/password-resets/AbC_12-x')).toBeUndefined();
    expect(findAllowedCall('GET', '/v1/auth/providers')).toBeUndefined();
  });

  it('refuses paths outside the table and parameters that try to climb out', () => {
    expect(findAllowedCall('GET', '/dev/outbox')).toBeUndefined();
    expect(findAllowedCall('GET', '/v1/users/..')).toBeUndefined();
    expect(findAllowedCall('GET', '/v1/users/%2e%2e')).toBeUndefined();
    expect(findAllowedCall('GET', '/v1/foodstuffs/1/extra')).toBeUndefined();
    expect(findAllowedCall('POST', '/login')).toBeUndefined();
  });

  it('lets an id through only as the API reads it: any other spelling is no call of the table', () => {
    expect(findAllowedCall('GET', '/v1/users/4/meals')).toBeDefined();
    expect(findAllowedCall('GET', '/v1/users/2147483647')).toBeDefined();
    for (const spelling of [...otherSpellings(4), '0', '2147483648']) {
      expect(findAllowedCall('GET', `/v1/users/${spelling}/meals`), spelling).toBeUndefined();
      expect(findAllowedCall('GET', `/v1/meal-plans/${spelling}`), spelling).toBeUndefined();
      expect(
        findAllowedCall('DELETE', `/v1/users/4/anthropometric-records/${spelling}`),
        spelling,
      ).toBeUndefined();
    }
  });

  it('keeps the parameters that hold text as text', () => {
    const uuid = '0b6f2d1e-8c1a-4f7e-9d2b-3c4a5e6f7a8b';
    expect(findAllowedCall('POST', `/v1/registration/${uuid}/confirm`)).toBeDefined();
    expect(findAllowedCall('PUT', '/v1/users/4/dismissals/HOME_AVATAR_PROMPT')).toBeDefined();
    expect(findAllowedCall('GET', '/v1/connection-requests/acceptance-codes/AB12cd')).toBeDefined();
    expect(findAllowedCall('GET', '/v1/addresses/01310100')).toBeDefined();
    expect(findAllowedCall('PUT', '/v1/users/0x4/dismissals/HOME_AVATAR_PROMPT')).toBeUndefined();
  });

  it('matches the path exactly as written: no empty segment is skipped', () => {
    // `//v1/me` would be a scheme-relative address (host `v1`) if it reached new URL().
    expect(findAllowedCall('GET', '//v1/me')).toBeUndefined();
    expect(findAllowedCall('GET', '/v1//me')).toBeUndefined();
    expect(findAllowedCall('GET', '/v1/me/')).toBeUndefined();
    expect(findAllowedCall('GET', 'v1/me')).toBeUndefined();
    expect(findAllowedCall('GET', '/v1/users//dismissals')).toBeUndefined();
  });
});

describe('same-origin check', () => {
  const post = (headers: Record<string, string>) =>
    new Request('http://portal.test/api/v1/brands', { method: 'POST', headers });

  it('accepts the portal’s own pages', () => {
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'same-origin' }), [])).toBe(true);
    expect(isSameOriginRequest(post({ origin: 'http://portal.test' }), [])).toBe(true);
    expect(isSameOriginRequest(post({ origin: 'https://nutrir.app.br' }), ['https://nutrir.app.br'])).toBe(
      true,
    );
  });

  it('compares with the address the visitor used (Host), not the one the server listens on', () => {
    const request = new Request('http://0.0.0.0:3000/api/v1/brands', {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
    });
    expect(isSameOriginRequest(request, [])).toBe(true);
  });

  it('refuses cross-site and origin-less mutating calls, but not reads', () => {
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'cross-site' }), [])).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'https://evil.example' }), [])).toBe(false);
    expect(isSameOriginRequest(post({}), [])).toBe(false);
    expect(isSameOriginRequest(new Request('http://portal.test/api/v1/brands'), [])).toBe(true);
  });
});

describe('the proxy’s upstream address', () => {
  const api = 'http://127.0.0.1:4999';

  it('is the matched path and the query on the API’s origin', () => {
    expect(upstreamUrl('/v1/foodstuffs', '?page=0&size=7', api)?.href).toBe(
      'http://127.0.0.1:4999/v1/foodstuffs?page=0&size=7',
    );
  });

  it('is refused when the path would leave the API’s origin or resolve to another path', () => {
    for (const path of ['//v1/me', '/\\v1/me', '//evil.example/v1/me', '/v1/users/%2e%2e/me', '/v1/./me'])
      expect(upstreamUrl(path, '', api), path).toBeUndefined();
  });
});
