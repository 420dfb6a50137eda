// Saves that replace a user's set of rows (delete, then insert) run one after the other for that user: each
// first locks the user's row. Without it two racing saves both delete nothing the other has inserted yet, and
// both insert, leaving a mix of the two (or a duplicate key). The lock lasts until the transaction ends.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Locks the user's row in `tx`; false when there is no such user. */
export async function lockUserRow(tx: Db, userId: number): Promise<boolean> {
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return user !== undefined;
}
