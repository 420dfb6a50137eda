// Her price for each kind of consultation. Each change is a new row, so the history stays and a
// consultation is charged the price in force when it starts (priceInForceAt): raising her price in January
// leaves December's consultations at December's price.
import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ConsultationPrices, ConsultationPricesInput } from '@/lib/api/contract';
import { APPOINTMENT_TYPES } from '@/lib/api/contract/values';
import { isAmountInRange } from '@/lib/rules/money';
import type { Db } from '../../db/client';
import { consultationPrices } from '../../db/schema';
import { qualified as q } from '../../infra/qualified-column';
import { amountOutOfRange } from './money-errors';

/** Her prices now: one line per kind of consultation, null where she has none. */
export async function getPrices(db: Db, nutritionistId: number, now: Date): Promise<ConsultationPrices> {
  const prices = await Promise.all(
    APPOINTMENT_TYPES.map(async (type) => {
      const [row] = await db
        .select({ amountCents: consultationPrices.amountCents, validFrom: consultationPrices.validFrom })
        .from(consultationPrices)
        .where(
          and(
            eq(consultationPrices.nutritionistId, nutritionistId),
            eq(consultationPrices.type, type),
            lte(consultationPrices.validFrom, now),
          ),
        )
        .orderBy(desc(consultationPrices.validFrom), desc(consultationPrices.id))
        .limit(1);
      return {
        type,
        amount_cents: row?.amountCents ?? null,
        since: row && row.amountCents !== null ? row.validFrom.toISOString() : null,
      };
    }),
  );
  return { prices };
}

/** Sets the types she sends, from now on; an amount outside the bounds changes nothing (AMOUNT_OUT_OF_RANGE). */
export async function setPrices(
  db: Db,
  nutritionistId: number,
  input: ConsultationPricesInput,
  now: Date,
): Promise<ConsultationPrices> {
  for (const price of input.prices)
    if (price.amount_cents !== null && !isAmountInRange(price.amount_cents)) throw amountOutOfRange();
  await db.insert(consultationPrices).values(
    input.prices.map((price) => ({
      nutritionistId,
      type: price.type,
      amountCents: price.amount_cents,
      validFrom: now,
    })),
  );
  return getPrices(db, nutritionistId, now);
}

/**
 * The SQL of the price in force for a consultation of `type` with `nutritionistId` starting at `start`
 * (columns of the outer query): her latest price row from before it started, null when there is none.
 */
export function priceInForceAt(nutritionistId: AnyPgColumn, type: AnyPgColumn, start: AnyPgColumn): SQL {
  return sql`(
    select ${q(consultationPrices.amountCents)} from ${consultationPrices}
    where ${q(consultationPrices.nutritionistId)} = ${q(nutritionistId)}
      and ${q(consultationPrices.type)} = ${q(type)}
      and ${q(consultationPrices.validFrom)} <= ${q(start)}
    order by ${q(consultationPrices.validFrom)} desc, ${q(consultationPrices.id)} desc
    limit 1)`;
}
