import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { User } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { getSessionUser } from '@/lib/api/session-token';
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

/**
 * Starts a page's reads before the token check answers, so GET /v1/me and the page's data travel
 * together instead of one after the other. `start` gets the user the sealed session names and calls the
 * page's cached providers (React cache() hands the page the same promises when it asks with the same
 * arguments); a failure is left for the page to meet when it awaits. Nothing is shown before
 * requireSignedIn/requireAudience has checked the token, and the upstream authorizes every read itself.
 */
export async function preloadAs(start: (user: SignedIn) => unknown): Promise<void> {
  preload(requireSignedIn());
  const user = await getSessionUser();
  if (!user) return;
  const started = start({ user, audience: audienceOf(user.roles) });
  if (started instanceof Promise) started.catch(() => undefined);
}

/** Marks an early read's failure as handled here; the page that awaits the same cached promise meets it. */
export function preload(read: Promise<unknown>): void {
  read.catch(() => undefined);
}
