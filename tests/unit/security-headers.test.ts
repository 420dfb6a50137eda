// Next's own step from next.config.ts sources to the routes manifest's patterns, so paths match as on the server.
import { buildCustomRoute } from 'next/dist/lib/build-custom-route';
import { describe, expect, it } from 'vitest';
import {
  nonceContentSecurityPolicy,
  publicContentSecurityPolicy,
  scriptFreePageContentSecurityPolicy,
} from '@/lib/security/headers';
import nextConfig from '@/next.config';
import { config } from '@/proxy';

const scriptSources = (policy: string) =>
  policy
    .split('; ')
    .find((directive) => directive.startsWith('script-src'))
    ?.split(' ')
    .slice(1);

describe('content security policies', () => {
  it('allow eval only in development, where React needs it', () => {
    expect(scriptSources(publicContentSecurityPolicy(true))).toContain("'unsafe-eval'");
    expect(scriptSources(publicContentSecurityPolicy(false))).not.toContain("'unsafe-eval'");
    expect(scriptSources(nonceContentSecurityPolicy('abc', true))).toContain("'unsafe-eval'");
    expect(scriptSources(nonceContentSecurityPolicy('abc', false))).not.toContain("'unsafe-eval'");
  });

  it('run no inline script on the public pages and only nonced ones on the signed-in pages', () => {
    expect(scriptSources(scriptFreePageContentSecurityPolicy())).toEqual(["'self'"]);
    expect(scriptSources(nonceContentSecurityPolicy('abc', false))).toEqual([
      "'self'",
      "'nonce-abc'",
      "'strict-dynamic'",
    ]);
  });
});

describe('the route gate runs on', () => {
  // Next reads the matcher as a path pattern anchored at both ends.
  const gated = (path: string) => config.matcher.some((pattern) => new RegExp(`^${pattern}$`).test(path));

  it('pages', () => {
    for (const path of ['/', '/login', '/home', '/patients/12', '/privacy-policy'])
      expect(gated(path)).toBe(true);
  });

  it("neither the API, files, nor Next's own paths such as the development live-reload socket", () => {
    for (const path of [
      '/api/v1/me',
      '/_next/static/chunks/app.js',
      '/_next/image',
      '/_next/webpack-hmr',
      '/robots.txt',
      '/icon.svg',
    ]) {
      expect(gated(path)).toBe(false);
    }
  });
});

describe('next.config.ts headers', () => {
  /** The headers next.config.ts gives a path: every matching rule in order, a later one overriding a key. */
  async function configuredHeaders(path: string) {
    const rules = (await nextConfig.headers?.()) ?? [];
    const headers = new Map<string, string>();
    for (const rule of rules) {
      const { regex } = buildCustomRoute('header', rule);
      if (!new RegExp(regex).test(path)) continue;
      for (const { key, value } of rule.headers) headers.set(key.toLowerCase(), value);
    }
    return headers;
  }

  it('give every /api answer a policy that runs and embeds nothing, and only /api answers', async () => {
    for (const path of [
      '/api/v1/me',
      '/api/v1/foodstuffs/12',
      '/api/session',
      '/api/session/expired',
      '/api/auth/google',
      '/api/auth/google/finish',
      '/api/anything-not-allowlisted',
    ]) {
      const headers = await configuredHeaders(path);
      expect(headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'; sandbox",
      );
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
    }
    // Pages keep theirs, and uploads set their own.
    for (const path of ['/login', '/apiary'])
      expect((await configuredHeaders(path)).get('content-security-policy'), path).toBe(
        publicContentSecurityPolicy(),
      );
    expect((await configuredHeaders('/uploads/0123.webp')).has('content-security-policy')).toBe(false);
  });
});
