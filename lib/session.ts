import type { CookieJar, CookieStore, SessionOptions } from 'iron-session';
import { getIronSession, sealData } from 'iron-session';
import type { User } from '@/lib/api/contract';
import { serverConfig } from '@/lib/config/server';

/** What the encrypted cookie holds. The token never reaches page JavaScript. */
export interface SessionData {
  token?: string;
  user?: User;
  /** Epoch milliseconds: when the user signed in and when the session was last used. */
  signedInAt?: number;
  lastSeenAt?: number;
}

export function sessionOptions(): SessionOptions {
  const config = serverConfig();
  return {
    password: config.SESSION_SECRET,
    // The __Host- prefix pins the cookie to this origin, but browsers only accept it over HTTPS.
    cookieName: config.secureCookies ? '__Host-nutri-session' : 'nutri-session',
    ttl: Math.round(config.SESSION_MAX_HOURS * 3600),
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/' },
  };
}

export function getSession(cookies: CookieStore | CookieJar) {
  return getIronSession<SessionData>(cookies, sessionOptions());
}

/** A session ends after its idle time or its absolute lifetime, whichever comes first. */
export function isSessionAlive(session: SessionData, now = Date.now()): boolean {
  if (!session.token || !session.signedInAt || !session.lastSeenAt) return false;
  const config = serverConfig();
  return (
    now - session.lastSeenAt <= config.SESSION_IDLE_MINUTES * 60_000 &&
    now - session.signedInAt <= config.SESSION_MAX_HOURS * 3_600_000
  );
}

/** Rewriting the cookie on every request would be wasteful; once a minute keeps the idle clock honest. */
const IDLE_REFRESH_MS = 60_000;

/**
 * The session cookie again with the idle clock at `now`, when its last renewal is over a minute old, or
 * null. Pages renew it in the route gate, the browser's calls in the /api proxy: a nutritionist building a
 * plan for an hour without leaving the page is active, not idle.
 */
export async function renewedSessionCookie(
  session: SessionData,
  now = Date.now(),
): Promise<{ name: string; value: string; options: CookieOptions } | null> {
  if (now - (session.lastSeenAt ?? 0) <= IDLE_REFRESH_MS) return null;
  const options = sessionOptions();
  const value = await sealData(
    { ...session, lastSeenAt: now },
    { password: options.password, ttl: options.ttl },
  );
  return {
    name: options.cookieName,
    value,
    options: { ...options.cookieOptions, maxAge: (options.ttl ?? 0) - 60 },
  };
}

type CookieOptions = NonNullable<SessionOptions['cookieOptions']> & { maxAge: number };
