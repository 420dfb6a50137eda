import { describe, expect, it } from 'vitest';
import { allowedHosts, isAllowedHost } from '@/lib/security/allowed-hosts';

describe('the hosts the portal answers', () => {
  const published = allowedHosts('https://nutrir.com.br', 'www.nutrir.com.br, Portal.Internal:8443');

  it.each([
    'nutrir.com.br',
    'NUTRIR.com.br',
    'www.nutrir.com.br',
    'portal.internal:8443',
    'localhost:3000',
    '127.0.0.1:3211',
    '127.1.2.3',
    '[::1]:3000',
  ])('answers %s', (host) => {
    expect(isAllowedHost(host, published)).toBe(true);
  });

  it.each([
    'evil.test',
    'nutrir.com.br.evil.test',
    'evil.test:443',
    'portal.internal:9000',
    '127.0.0.1.evil.test',
    'localhost:3700@evil.example',
    'nutrir.com.br@evil.test',
    'nutrir.com.br, evil.test',
    '10.0.0.5:3000',
    '',
    undefined,
  ])('refuses %s', (host) => {
    expect(isAllowedHost(host, published)).toBe(false);
  });

  it("takes PUBLIC_URL's port as part of its host", () => {
    const onPort = allowedHosts('http://portal.lan:8080');
    expect(isAllowedHost('portal.lan:8080', onPort)).toBe(true);
    expect(isAllowedHost('portal.lan:9090', onPort)).toBe(false);
  });
});
