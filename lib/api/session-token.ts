import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { SIGN_IN_PATH } from '@/lib/routes';
import { getSession, isSessionAlive } from '@/lib/session';

/**
 * The signed-in user's upstream token, read from the sealed cookie once per request. Providers read it
 * themselves, so no token travels through components; without a live session the visitor signs in.
 */
export const getSessionToken = cache(async (): Promise<string> => {
  const session = await getSession(await cookies());
  if (!session.token || !isSessionAlive(session)) redirect(SIGN_IN_PATH);
  return session.token;
});
