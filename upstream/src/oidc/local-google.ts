// Google's stand-in for `npm start` on a fresh machine, as the outbox stands in for mail and the local
// registry for the CFN: with no Google client configured and the portal served on a loopback address,
// a local OpenID Connect issuer (issuer.ts) plays Google, so 'Continuar com Google' is shown and its whole
// authorization-code flow runs for real. On any other address it never starts: a deployed portal shows
// the button only with a real client.
import { randomBytes } from 'node:crypto';
import { GOOGLE_CALLBACK_PATH } from '../services/accounts/oauth';
import { startTestIssuer, type TestIssuer } from './issuer';

export const LOCAL_GOOGLE_CLIENT_ID = 'nutrir-local-development';
/** The stand-in's port: LOCAL_GOOGLE_PORT, else the one after the API's, so a second copy takes its own. */
export function localGooglePort(env: Readonly<Record<string, string | undefined>>): number {
  return Number(env.LOCAL_GOOGLE_PORT ?? Number(env.API_PORT ?? 4000) + 1);
}

export type LocalGoogleDecision =
  | { start: true }
  | { start: false; reason: 'client-configured' | 'not-loopback' | 'invalid-public-url' };

/** localhost (and its subdomains), 127.0.0.0/8 and ::1: addresses only this machine can reach. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (hostname === '[::1]') return true;
  return /^127(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(hostname);
}

export function decideLocalGoogle(env: Readonly<Record<string, string | undefined>>): LocalGoogleDecision {
  if (env.GOOGLE_CLIENT_ID?.trim()) return { start: false, reason: 'client-configured' };
  if (!env.PUBLIC_URL) return { start: false, reason: 'invalid-public-url' };
  try {
    new URL(env.PUBLIC_URL);
  } catch {
    return { start: false, reason: 'invalid-public-url' };
  }
  return isLoopbackUrl(env.PUBLIC_URL) ? { start: true } : { start: false, reason: 'not-loopback' };
}

/** An existing account with this password, asked of the API itself; the token it gives is dropped at once. */
async function checkAccountAtApi(apiBaseUrl: string, email: string, password: string): Promise<boolean> {
  const response = await fetch(new URL('/login', apiBaseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) return false;
  const token = await response.text();
  await fetch(new URL('/v1/logout', apiBaseUrl), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
  }).catch(() => undefined);
  return true;
}

/**
 * Starts the stand-in when decideLocalGoogle says so and points the API's Google settings at it (in env,
 * before the API reads its configuration). Returns null when it is not wanted.
 */
export async function startLocalGoogle(env: Record<string, string | undefined>): Promise<TestIssuer | null> {
  if (!decideLocalGoogle(env).start) return null;
  const apiBaseUrl = env.API_BASE_URL ?? `http://127.0.0.1:${env.API_PORT ?? 4000}`;
  const apiPublicUrl = env.API_PUBLIC_URL ?? apiBaseUrl;
  const clientSecret = randomBytes(32).toString('base64url');
  const issuer = await startTestIssuer({
    port: localGooglePort(env),
    clientId: LOCAL_GOOGLE_CLIENT_ID,
    clientSecret,
    redirectUris: [new URL(GOOGLE_CALLBACK_PATH, apiPublicUrl).toString()],
    checkAccount: (email, password) => checkAccountAtApi(apiBaseUrl, email, password),
  });
  env.GOOGLE_CLIENT_ID = LOCAL_GOOGLE_CLIENT_ID;
  env.GOOGLE_CLIENT_SECRET = clientSecret;
  env.GOOGLE_ISSUER_URL = issuer.issuer;
  return issuer;
}
