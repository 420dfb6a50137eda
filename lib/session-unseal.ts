import { unsealData } from 'iron-session';
import { type SessionData, sessionOptions } from '@/lib/session';

// Opening a seal (two key derivations, an HMAC and AES through WebCrypto, and a base64 decode) costs about
// a millisecond, and a signed-in page opens the same cookie twice (route gate and page). A seal never
// changes and only our secret opens it, so what it holds is remembered for a minute, never past the
// seal's own expiry. Only decryption is spared: idle and absolute lifetimes are still checked on every
// request, and every page still checks the token upstream.
const REMEMBER_MS = 60_000;
const MAX_REMEMBERED = 2_000;
const opened = new Map<string, { session: Readonly<SessionData>; until: number }>();

/** The expiry an iron seal states in its sixth field (epoch ms, covered by its HMAC), or 0 without one. */
function sealExpiry(sealed: string): number {
  const expiry = Number(sealed.split('*')[5]);
  return Number.isFinite(expiry) ? expiry : 0;
}

/** What a session cookie holds; an empty session when it is forged, expired or unreadable. */
export async function unsealSession(sealed: string, now = Date.now()): Promise<Readonly<SessionData>> {
  const remembered = opened.get(sealed);
  if (remembered && remembered.until > now) return remembered.session;
  if (remembered) opened.delete(sealed);
  const options = sessionOptions();
  const session = Object.freeze(
    await unsealData<SessionData>(sealed, { password: options.password, ttl: options.ttl }),
  );
  const until = Math.min(now + REMEMBER_MS, sealExpiry(sealed));
  if (session.token && until > now) {
    // Oldest first: a Map iterates in insertion order.
    if (opened.size >= MAX_REMEMBERED) opened.delete(opened.keys().next().value ?? '');
    opened.set(sealed, { session, until });
  }
  return session;
}

/** What the session cookie of a request's cookies holds; an empty session without one. */
export async function readSessionCookie(cookies: {
  get(name: string): { value: string } | undefined;
}): Promise<Readonly<SessionData>> {
  const sealed = cookies.get(sessionOptions().cookieName)?.value;
  return sealed ? unsealSession(sealed) : {};
}
