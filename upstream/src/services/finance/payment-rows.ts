// The payments of some charges, each with its receipts, read in two queries however many charges there are.
import { asc, inArray, or } from 'drizzle-orm';
import type { Payment } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { payments, receipts } from '../../db/schema';

/** 'A4' for appointment 4's payments, 'P4' for patient package 4's. */
export const chargeKey = (kind: 'APPOINTMENT' | 'PACKAGE', id: number) =>
  `${kind === 'APPOINTMENT' ? 'A' : 'P'}${id}`;

type PaymentRow = typeof payments.$inferSelect;

function toPayment(row: PaymentRow, receiptsOfIt: Payment['receipts']): Payment {
  return {
    id: row.id,
    amount_cents: row.amountCents,
    paid_on: row.paidOn,
    method: row.method,
    instalments: row.instalments,
    note: row.note,
    payer: { name: row.payerName, cpf: row.payerCpf },
    as_credit: row.asCredit,
    recorded_at: row.recordedAt.toISOString(),
    reversal:
      row.reversedAt && row.reversalReason !== null
        ? { at: row.reversedAt.toISOString(), reason: row.reversalReason }
        : null,
    receipts: receiptsOfIt,
  };
}

/** The payments of these charges by chargeKey, oldest first, the reversed ones too. */
export async function loadPayments(
  db: Db,
  charges: { appointmentIds: readonly number[]; packageIds: readonly number[] },
): Promise<Map<string, Payment[]>> {
  const found = new Map<string, Payment[]>();
  const { appointmentIds, packageIds } = charges;
  if (appointmentIds.length === 0 && packageIds.length === 0) return found;
  const rows = await db
    .select()
    .from(payments)
    .where(
      or(
        appointmentIds.length > 0 ? inArray(payments.appointmentId, [...appointmentIds]) : undefined,
        packageIds.length > 0 ? inArray(payments.patientPackageId, [...packageIds]) : undefined,
      ),
    )
    .orderBy(asc(payments.id));
  const receiptRows =
    rows.length === 0
      ? []
      : await db
          .select({
            id: receipts.id,
            paymentId: receipts.paymentId,
            number: receipts.number,
            issuedAt: receipts.issuedAt,
            cancelledAt: receipts.cancelledAt,
          })
          .from(receipts)
          .where(
            inArray(
              receipts.paymentId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(receipts.number));
  for (const row of rows) {
    const key =
      row.appointmentId !== null
        ? chargeKey('APPOINTMENT', row.appointmentId)
        : chargeKey('PACKAGE', row.patientPackageId!);
    const ofIt = receiptRows
      .filter((receipt) => receipt.paymentId === row.id)
      .map((receipt) => ({
        id: receipt.id,
        number: receipt.number,
        issued_at: receipt.issuedAt.toISOString(),
        cancelled_at: receipt.cancelledAt?.toISOString() ?? null,
      }));
    found.set(key, [...(found.get(key) ?? []), toPayment(row, ofIt)]);
  }
  return found;
}
