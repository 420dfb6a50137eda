import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { type User, userSchema } from '@/lib/api/contract';
import { UpstreamError } from '@/lib/api/errors';
import { fetchUpstream } from '@/lib/api/upstream';
import { type Audience, audienceOf, fallbackPath, SESSION_EXPIRED_PATH, SIGN_IN_PATH } from '@/lib/routes';
import { getSession, isSessionAlive } from '@/lib/session';

export interface SignedIn {
  user: User;
  token: string;
  audience: Audience;
}

/**
 * The signed-in user, checked against the upstream once per request (a revoked or expired token ends
 * the session). Signed-out visitors go to /login; an unreachable upstream throws to the error page.
 */
export const requireSignedIn = cache(async (): Promise<SignedIn> => {
  const session = await getSession(await cookies());
  if (!session.token || !isSessionAlive(session)) redirect(SIGN_IN_PATH);
  let user: User;
  try {
    user = await fetchUpstream('/v1/me', userSchema, { token: session.token });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) redirect(SESSION_EXPIRED_PATH);
    throw error;
  }
  return { user, token: session.token, audience: audienceOf(user.roles) };
});

/** The server-side role check every signed-in layout makes again (the route gate alone is not authorization). */
export async function requireAudience(allowed: readonly Audience[]): Promise<SignedIn> {
  const signedIn = await requireSignedIn();
  if (!allowed.includes(signedIn.audience)) redirect(fallbackPath[signedIn.audience]);
  return signedIn;
}
