import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { User } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { getCurrentUser } from '@/lib/api/users';
import { type Audience, audienceOf, fallbackPath, SESSION_EXPIRED_PATH } from '@/lib/routes';

export interface SignedIn {
  user: User;
  audience: Audience;
}

/**
 * The signed-in user, checked against the upstream once per request (a revoked or expired token ends
 * the session). Signed-out visitors go to /login; an unreachable upstream throws to the error page.
 */
export const requireSignedIn = cache(async (): Promise<SignedIn> => {
  let user: User;
  try {
    user = await getCurrentUser();
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 401) redirect(SESSION_EXPIRED_PATH);
    throw error;
  }
  return { user, audience: audienceOf(user.roles) };
});

/** The server-side role check every signed-in layout makes again (the route gate alone is not authorization). */
export async function requireAudience(allowed: readonly Audience[]): Promise<SignedIn> {
  const signedIn = await requireSignedIn();
  if (!allowed.includes(signedIn.audience)) redirect(fallbackPath[signedIn.audience]);
  return signedIn;
}
