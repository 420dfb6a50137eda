import { describe, expect, it } from 'vitest';
import { findAllowedCall } from '@/lib/api/allowlist';
import { upstreamUrl } from '@/lib/security/proxy-guards';
import { isSameOriginRequest } from '@/lib/security/same-origin';

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
