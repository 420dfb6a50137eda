import 'server-only';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { idParamSchema, type User } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { getSessionUser } from '@/lib/api/server/session-token';
import { getCurrentUser } from '@/lib/api/server/users';
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
 * A page's reads, started together with the token check (GET /v1/me) instead of after it, then handed to
 * the page once requireAudience has checked the token. `read` gets the user the sealed session names and
 * returns the page's calls (a promise, or an object of promises, or null); the page awaits what it gets
 * back, so each read is made once. Nothing is shown before the check, and the upstream authorizes every
 * read itself. A read's failure is met where the page awaits it.
 */
export async function readAs<Reads>(
  allowed: readonly Audience[],
  read: (signedIn: SignedIn) => Reads,
): Promise<SignedIn & { reads: Reads }> {
  const check = requireAudience(allowed);
  check.catch(() => undefined);
  const session = await getSessionUser();
  const early = session ? read({ user: session, audience: audienceOf(session.roles) }) : undefined;
  handleLater(early);
  const signedIn = await check;
  // The same sealed token names both, so they agree; were they ever not to, the checked user's reads win.
  const reads = early !== undefined && session?.id === signedIn.user.id ? early : read(signedIn);
  return { ...signedIn, reads: reads as Reads };
}

/** Marks the early reads' failures as handled here: the page meets them when it awaits the same promises. */
function handleLater(reads: unknown): void {
  if (reads instanceof Promise) reads.catch(() => undefined);
  else if (reads && typeof reads === 'object')
    for (const value of Object.values(reads)) if (value instanceof Promise) value.catch(() => undefined);
}

/**
 * A page about one of the nutritionist's patients (/patients/{id}/…): `read` starts the page's reads of
 * the patient with the token check. `reads` is null when the path names no patient she may open (not an
 * id, or herself), which the page shows as PatientNotFound, as it does a patient the upstream refuses.
 */
export async function readPatientPage<Reads>(
  params: Promise<{ id: string }>,
  read: (patientId: number) => Reads,
): Promise<SignedIn & { reads: Reads | null }> {
  const parsed = idParamSchema.safeParse((await params).id);
  return readAs(['nutritionist'], ({ user }) =>
    parsed.success && parsed.data !== user.id ? read(parsed.data) : null,
  );
}
