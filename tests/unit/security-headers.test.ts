import { describe, expect, it } from 'vitest';
import {
  nonceContentSecurityPolicy,
  publicContentSecurityPolicy,
  scriptFreePageContentSecurityPolicy,
} from '@/lib/security/headers';
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
