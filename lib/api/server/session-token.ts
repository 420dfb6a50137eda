import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { SIGN_IN_PATH } from '@/lib/routes';
import { isSessionAlive, type SessionData } from '@/lib/session';
import { readSessionCookie } from '@/lib/session-unseal';
import type { User } from '../contract';

/** The sealed session cookie, opened once per request. */
const readSession = cache(async (): Promise<Readonly<SessionData>> => readSessionCookie(await cookies()));

/**
 * The signed-in user's upstream token, read from the sealed cookie once per request. Providers read it
 * themselves, so no token travels through components; without a live session the visitor signs in.
 */
export const getSessionToken = cache(async (): Promise<string> => {
  const session = await readSession();
  if (!session.token || !isSessionAlive(session)) redirect(SIGN_IN_PATH);
  return session.token;
});

/**
 * The user the session was sealed with at sign-in (the cookie is encrypted with our secret, so it is
 * ours), read without asking the upstream. Only good for starting a page's reads while GET /v1/me checks
 * the token; what a page shows and to whom is still decided by requireSignedIn.
 */
export const getSessionUser = cache(async (): Promise<User | null> => {
  const session = await readSession();
  return session.token && isSessionAlive(session) && session.user ? session.user : null;
});
