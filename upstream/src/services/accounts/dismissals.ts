// Suggestions and prompts a user has dismissed, kept per account so they stay dismissed on every device.
import { asc, eq } from 'drizzle-orm';
import { type DismissalKey, dismissalKeySchema } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { userDismissals } from '../../db/schema';

export async function listDismissals(db: Db, userId: number): Promise<DismissalKey[]> {
  const rows = await db
    .select({ key: userDismissals.key })
    .from(userDismissals)
    .where(eq(userDismissals.userId, userId))
    .orderBy(asc(userDismissals.key));
  // Keys a later version no longer knows are left out rather than breaking the answer.
  return rows.flatMap((row) => {
    const parsed = dismissalKeySchema.safeParse(row.key);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Idempotent: dismissing twice keeps one record. */
export async function dismiss(db: Db, userId: number, key: DismissalKey): Promise<void> {
  await db.insert(userDismissals).values({ userId, key }).onConflictDoNothing();
}
