// A sign-out the upstream could not hear is tried again until the token would have expired anyway, so
// a token left in a stolen cookie or a proxy log stops working soon after the API is back.
// The list lives in this process: a portal restarted meanwhile forgets it (see docs/OPERATIONS.md, "Deploying at scale").
import 'server-only';
import { ApiProblem } from '@/lib/api/errors';

const FIRST_DELAY_MS = 5_000;
const LONGEST_DELAY_MS = 10 * 60_000;
/** Bounds the memory a long outage can take; beyond it the oldest tokens are given up first. */
const MOST_PENDING = 10_000;
/** When the token does not say when it expires: the upstream's longest token life. */
const FALLBACK_LIFE_MS = 8 * 60 * 60_000;

const pending = new Map<string, ReturnType<typeof setTimeout>>();

/** Worth another try: the upstream was unreachable, slow or failing, not refusing this token. */
export function isTransientFailure(error: unknown): boolean {
  return !(error instanceof ApiProblem) || error.status >= 500;
}

/** The token's `exp`, in ms, read without verifying it (only to know when to stop). */
function expiryOf(token: string, now: number): number {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    if (typeof payload?.exp === 'number') return payload.exp * 1000;
  } catch {
    // Not a JWT we can read: fall back below.
  }
  return now + FALLBACK_LIFE_MS;
}

/** Tries `revoke(token)` again with a growing delay until it is heard, refused, or the token expires. */
export function retryRevocationLater(token: string, revoke: (token: string) => Promise<void>): void {
  if (pending.has(token)) return;
  if (pending.size >= MOST_PENDING) {
    const [oldest, timer] = pending.entries().next().value as [string, ReturnType<typeof setTimeout>];
    clearTimeout(timer);
    pending.delete(oldest);
  }
  const expiresAt = expiryOf(token, Date.now());
  const attempt = (delay: number) => {
    if (Date.now() + delay >= expiresAt) {
      pending.delete(token);
      return;
    }
    const timer = setTimeout(() => {
      revoke(token).then(
        () => pending.delete(token),
        (error: unknown) => {
          if (isTransientFailure(error)) attempt(Math.min(delay * 2, LONGEST_DELAY_MS));
          else pending.delete(token);
        },
      );
    }, delay);
    // Never keeps the portal alive on its own at shutdown.
    timer.unref?.();
    pending.set(token, timer);
  };
  attempt(FIRST_DELAY_MS);
}

/** Whether this token's sign-out still waits for another try. */
export function isRevocationPending(token: string): boolean {
  return pending.has(token);
}
