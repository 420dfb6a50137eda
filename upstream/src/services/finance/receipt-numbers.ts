// The next number of a nutritionist's receipts. Her counter row is taken with an upsert that locks it until
// the issuing transaction ends: receipts issued at once queue on that row and take 1, 2, 3 … in turn, and
// an issue that fails rolls its number back with it, so no number is skipped and none is used twice.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { receiptCounters } from '../../db/schema';

/** Takes her next number inside `tx`, which must be the transaction that writes the receipt. */
export async function takeReceiptNumber(tx: Db, nutritionistId: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ nutritionistId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.nutritionistId,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ number: receiptCounters.lastNumber });
  return row!.number;
}
