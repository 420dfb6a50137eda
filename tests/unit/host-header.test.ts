// A Host header is an RFC 3986 authority without userinfo: anything looser names no host at all.
import { describe, expect, it } from 'vitest';
import { isAllowedAuthority, parseAuthority } from '@/lib/rules/host-header';

describe('a Host header read strictly', () => {
  it.each([
    ['nutrir.app.br', 'nutrir.app.br', 'nutrir.app.br'],
    ['Nutrir.App.BR:8443', 'nutrir.app.br', 'nutrir.app.br:8443'],
    ['localhost:3700', 'localhost', 'localhost:3700'],
    ['127.0.0.1:4000', '127.0.0.1', '127.0.0.1:4000'],
    ['[::1]:3000', '[::1]', '[::1]:3000'],
    ['[::1]', '[::1]', '[::1]'],
    ['api_internal:4000', 'api_internal', 'api_internal:4000'],
  ])('reads %s', (value, name, host) => {
    expect(parseAuthority(value)).toEqual({ name, host });
  });

  it.each([
    'localhost:3700@evil.example',
    'user@localhost',
    'localhost/evil',
    'localhost?x',
    'localhost#x',
    'localhost:3000, evil.example',
    'localhost evil.example',
    'localhost:',
    'localhost:99999',
    'localhost:3000:3000',
    '127.1',
    '0x7f.0.0.1',
    '2130706433',
    '[0:0::1]',
    '[::1',
    'ex%61mple.com',
    'evil.example\\@localhost',
    '',
    undefined,
  ])('refuses %s', (value) => {
    expect(parseAuthority(value)).toBeUndefined();
  });

  it('never allows a malformed Host, even one that starts with an allowed or loopback name', () => {
    const allowed = new Set(['nutrir.app.br']);
    expect(isAllowedAuthority('nutrir.app.br', allowed)).toBe(true);
    expect(isAllowedAuthority('localhost:3700', allowed)).toBe(true);
    expect(isAllowedAuthority('localhost:3700@evil.example', allowed)).toBe(false);
    expect(isAllowedAuthority('nutrir.app.br@evil.example', allowed)).toBe(false);
    expect(isAllowedAuthority('nutrir.app.br, evil.example', allowed)).toBe(false);
  });
});
