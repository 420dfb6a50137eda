import { describe, expect, it } from 'vitest';
import { decideLocalGoogle, isLoopbackUrl, startLocalGoogle } from '@/upstream/src/oidc/local-google';

describe('decideLocalGoogle – when npm start runs the local stand-in for Google', () => {
  it('starts with no Google client on a loopback PUBLIC_URL (the default http://localhost:3000)', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:3210',
      'http://127.8.9.10',
      'http://[::1]:3000',
      'http://portal.localhost:3000',
    ]) {
      expect(decideLocalGoogle({ PUBLIC_URL: url }), url).toEqual({ start: true });
    }
    expect(decideLocalGoogle({ PUBLIC_URL: 'http://localhost:3000', GOOGLE_CLIENT_ID: '  ' })).toEqual({
      start: true,
    });
  });

  it('never starts on an address other machines reach', () => {
    for (const url of [
      'https://nutrir.com.br',
      'http://192.168.0.10:3000',
      'http://10.0.0.2',
      'http://127.0.0.1.nip.io',
      'http://localhost.example.com',
      'http://0.0.0.0:3000',
    ]) {
      expect(decideLocalGoogle({ PUBLIC_URL: url }), url).toEqual({ start: false, reason: 'not-loopback' });
    }
    expect(decideLocalGoogle({ PUBLIC_URL: 'not a url' })).toEqual({
      start: false,
      reason: 'invalid-public-url',
    });
  });

  it('never starts when a real Google client is configured, even on localhost', () => {
    expect(
      decideLocalGoogle({
        PUBLIC_URL: 'http://localhost:3000',
        GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com',
      }),
    ).toEqual({ start: false, reason: 'client-configured' });
  });

  it('isLoopbackUrl reads the host, not the text', () => {
    expect(isLoopbackUrl('http://user@127.0.0.1:3000')).toBe(true);
    expect(isLoopbackUrl('http://127.0.0.1@evil.example')).toBe(false);
    expect(isLoopbackUrl('http://127.0.0.256')).toBe(false);
  });

  it('startLocalGoogle leaves a non-loopback configuration untouched and listens on nothing', async () => {
    const env: Record<string, string | undefined> = {
      PUBLIC_URL: 'https://nutrir.com.br',
      LOCAL_GOOGLE_PORT: '0',
    };
    expect(await startLocalGoogle(env)).toBeNull();
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(env.GOOGLE_ISSUER_URL).toBeUndefined();
  });

  it('startLocalGoogle on localhost points the Google settings at a running issuer', async () => {
    const env: Record<string, string | undefined> = {
      PUBLIC_URL: 'http://localhost:3000',
      LOCAL_GOOGLE_PORT: '0',
    };
    const issuer = await startLocalGoogle(env);
    try {
      expect(issuer).not.toBeNull();
      expect(env.GOOGLE_CLIENT_ID).toBe('nutrir-local-development');
      expect(env.GOOGLE_CLIENT_SECRET).toMatch(/^[\w-]{40,}$/);
      expect(env.GOOGLE_ISSUER_URL).toBe(issuer?.issuer);
      const discovery = await fetch(`${issuer?.issuer}/.well-known/openid-configuration`);
      expect(discovery.status).toBe(200);
      expect((await discovery.json()).issuer).toBe(issuer?.issuer);
    } finally {
      await issuer?.close();
    }
  });
});
