// Behind trusted proxies the visitor's address and host are the entries our outermost proxy wrote, counted
// from the right; whatever the visitor put on the left of the list is never read.
import { describe, expect, it } from 'vitest';
import { fromTheRight } from '@/lib/rules/forwarded';
import { effectiveHost } from '@/lib/security/effective-host';
import { isSameOriginRequest } from '@/lib/security/same-origin';

describe('the visitor’s address in X-Forwarded-For', () => {
  it('is the rightmost entry behind one proxy, whatever the visitor wrote to its left', () => {
    expect(fromTheRight('203.0.113.7', 1)).toBe('203.0.113.7');
    expect(fromTheRight('1.1.1.1, 2.2.2.2, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(fromTheRight('evil, 10.0.0.1,203.0.113.7 ', 1)).toBe('203.0.113.7');
  });

  it('is TRUSTED_PROXY_COUNT entries from the right behind a chain of proxies', () => {
    // The visitor wrote 1.1.1.1; the edge proxy appended the visitor (203.0.113.7), the inner one the edge.
    expect(fromTheRight('1.1.1.1, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(fromTheRight('9.9.9.9, 8.8.8.8, 203.0.113.7, 10.0.0.2, 10.0.0.3', 3)).toBe('203.0.113.7');
  });

  it('is the leftmost when the list is shorter than the chain, and nothing when it is empty', () => {
    expect(fromTheRight('203.0.113.7', 3)).toBe('203.0.113.7');
    expect(fromTheRight('', 1)).toBeUndefined();
    expect(fromTheRight(' , ,', 1)).toBeUndefined();
    expect(fromTheRight(undefined, 1)).toBeUndefined();
  });
});

describe('the host a request was made for', () => {
  const behindProxy = { TRUST_PROXY: true, TRUSTED_PROXY_COUNT: 1 };
  const direct = { TRUST_PROXY: false, TRUSTED_PROXY_COUNT: 1 };

  it('is the Host header unless TRUST_PROXY is on', () => {
    expect(effectiveHost({ host: 'nutrir.app.br', forwardedHost: 'evil.example' }, direct)).toBe(
      'nutrir.app.br',
    );
  });

  it('is the X-Forwarded-Host our proxy wrote behind TRUST_PROXY, read from the right', () => {
    const headers = { host: '10.0.0.5:3000', forwardedHost: 'evil.example, nutrir.app.br' };
    expect(effectiveHost(headers, behindProxy)).toBe('nutrir.app.br');
    expect(effectiveHost({ host: 'nutrir.app.br' }, behindProxy)).toBe('nutrir.app.br');
  });

  it('is what the same-origin check compares Origin with', () => {
    const post = (headers: Record<string, string>) =>
      new Request('http://0.0.0.0:3000/api/v1/brands', { method: 'POST', headers });
    const forwarded = { host: '10.0.0.5:3000', 'x-forwarded-host': 'nutrir.app.br' };
    // Behind the proxy the visitor asked for nutrir.app.br: the raw Host is the proxy's way in.
    expect(isSameOriginRequest(post({ ...forwarded, origin: 'http://nutrir.app.br' }), [], behindProxy)).toBe(
      true,
    );
    expect(isSameOriginRequest(post({ ...forwarded, origin: 'http://10.0.0.5:3000' }), [], behindProxy)).toBe(
      false,
    );
    // Without TRUST_PROXY a forwarded name is the visitor's own word.
    expect(isSameOriginRequest(post({ ...forwarded, origin: 'http://nutrir.app.br' }), [], direct)).toBe(
      false,
    );
  });

  it('names no origin when it is malformed', () => {
    const request = new Request('http://0.0.0.0:3000/api/v1/brands', {
      method: 'POST',
      headers: { host: 'localhost:3700@evil.example', origin: 'http://localhost:3700@evil.example' },
    });
    expect(isSameOriginRequest(request, [])).toBe(false);
  });
});
