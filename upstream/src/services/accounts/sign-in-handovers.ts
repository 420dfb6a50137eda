// The hand-over of a finished Google sign-in to the portal: a one-time, short-lived code travels in the
// browser's URL; the portal redeems it server to server with the pending value of the browser that
// started the flow. A code brought to another browser (login CSRF) is worthless there.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInHandovers } from '../../db/schema';
import { ApiError } from '../../errors';

/** Long enough for one redirect through the portal, short enough to be useless once leaked. */
export const HANDOVER_TTL_SECONDS = 120;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** What the portal sends in the start URL: the SHA-256 of its pending value, never the value itself. */
export const bindingOf = (pending: string) => sha256(pending);

export const invalidHandover = () =>
  new ApiError(401, 'INVALID_HANDOVER', 'O login com Google não pôde ser concluído neste navegador.');

export async function issueHandover(db: Db, userId: number, binding: string, now: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  // Spent and expired codes can never be redeemed again.
  await db.delete(signInHandovers).where(lt(signInHandovers.expiresAt, now));
  await db.insert(signInHandovers).values({
    codeHash: sha256(code),
    userId,
    binding,
    expiresAt: new Date(now.getTime() + HANDOVER_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return code;
}

/** The user the code was issued for, when the code is fresh, unused and bound to this pending value. */
export async function redeemHandover(db: Db, code: string, pending: string, now: Date): Promise<number> {
  // Spent first and conditionally: a code is redeemed once, even by parallel requests, and a wrong
  // pending value spends it too, so a code that reached the wrong browser cannot be tried again.
  const [spent] = await db
    .update(signInHandovers)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInHandovers.codeHash, sha256(code)),
        isNull(signInHandovers.usedAt),
        gt(signInHandovers.expiresAt, now),
      ),
    )
    .returning({ userId: signInHandovers.userId, binding: signInHandovers.binding });
  if (!spent || spent.binding !== bindingOf(pending)) throw invalidHandover();
  return spent.userId;
}
