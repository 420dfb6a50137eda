// Receipts: issued for a payment that stands, with the next number of her sequence (receipt-numbers.ts) and
// a document fixed at that moment (receipt-document.ts); read by her and by the patient; cancelled with a
// reason, keeping the number. A payment has at most one receipt that stands.
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Receipt, ReceiptPage } from '@/lib/api/contract';
import { toWallTime } from '@/lib/rules/zoned-time';
import type { Db } from '../../db/client';
import { appointments, patientPackages, payments, receipts, users } from '../../db/schema';
import { notFound } from '../../errors';
import { isUniqueViolation } from '../../infra/database-errors';
import { toPage } from '../../infra/paging';
import {
  paymentReversed,
  receiptAlreadyIssued,
  receiptCanceled,
  receiptIssuerIncomplete,
} from './money-errors';
import { buildReceiptDocument, type PaidService } from './receipt-document';
import { loadIssuer } from './receipt-issuer';
import { takeReceiptNumber } from './receipt-numbers';

type ReceiptRow = typeof receipts.$inferSelect;

export function toReceipt(row: ReceiptRow): Receipt {
  return {
    id: row.id,
    number: row.number,
    nutritionist_id: row.nutritionistId,
    patient_id: row.patientId,
    payment_id: row.paymentId,
    issued_at: row.issuedAt.toISOString(),
    cancellation:
      row.cancelledAt && row.cancellationReason !== null
        ? { at: row.cancelledAt.toISOString(), reason: row.cancellationReason }
        : null,
    document: row.document,
  };
}

/** The service a payment paid for, and its patient's name. */
async function readPaidService(tx: Db, payment: typeof payments.$inferSelect, timeZone: string) {
  const [patient] = await tx.select({ name: users.name }).from(users).where(eq(users.id, payment.patientId));
  if (payment.appointmentId !== null) {
    const [appointment] = await tx
      .select({ type: appointments.type, start: appointments.startDateTime })
      .from(appointments)
      .where(eq(appointments.id, payment.appointmentId));
    const service: PaidService = {
      appointmentType: appointment!.type,
      packageName: null,
      packageConsultations: null,
      date: toWallTime(appointment!.start, timeZone).date,
    };
    return { patientName: patient!.name, service };
  }
  const [sold] = await tx
    .select({
      name: patientPackages.name,
      consultations: patientPackages.consultations,
      soldOn: patientPackages.soldOn,
    })
    .from(patientPackages)
    .where(eq(patientPackages.id, payment.patientPackageId!));
  const service: PaidService = {
    appointmentType: null,
    packageName: sold!.name,
    packageConsultations: sold!.consultations,
    date: sold!.soldOn,
  };
  return { patientName: patient!.name, service };
}

/** 'Emitir recibo': the payment's receipt with her next number, in one transaction with that number. */
export async function issueReceipt(
  db: Db,
  paymentId: number,
  context: { now: Date; timeZone: string },
): Promise<Receipt> {
  try {
    return await db.transaction(async (tx) => {
      // Locked: a reversal at the same moment comes before (refused here) or after (cancels this one).
      const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
      if (!payment) throw notFound('Pagamento');
      if (payment.reversedAt) throw paymentReversed();
      const [standing] = await tx
        .select({ id: receipts.id })
        .from(receipts)
        .where(and(eq(receipts.paymentId, paymentId), isNull(receipts.cancelledAt)));
      if (standing) throw receiptAlreadyIssued();
      const issuer = await loadIssuer(tx, payment.nutritionistId);
      const { cpf, address } = issuer;
      if (!cpf || !address) throw receiptIssuerIncomplete();
      const { patientName, service } = await readPaidService(tx, payment, context.timeZone);
      const document = buildReceiptDocument({
        issuer: { ...issuer, cpf, address },
        payment,
        patientName,
        service,
        today: toWallTime(context.now, context.timeZone).date,
      });
      const number = await takeReceiptNumber(tx, payment.nutritionistId);
      const [row] = await tx
        .insert(receipts)
        .values({
          nutritionistId: payment.nutritionistId,
          patientId: payment.patientId,
          paymentId,
          number,
          issuedAt: context.now,
          document,
        })
        .returning();
      return toReceipt(row!);
    });
  } catch (error) {
    // Two issues of one payment at once: the index lets one stand, and the other's number rolls back.
    if (isUniqueViolation(error, 'receipts_payment_standing_key')) throw receiptAlreadyIssued();
    throw error;
  }
}

export async function getReceiptOrThrow(db: Db, receiptId: number): Promise<Receipt> {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, receiptId));
  if (!row) throw notFound('Recibo');
  return toReceipt(row);
}

/** Cancels a receipt with the reason; it keeps its number, and its payment may be given another. */
export async function cancelReceipt(db: Db, receiptId: number, reason: string, now: Date): Promise<Receipt> {
  const [row] = await db
    .update(receipts)
    .set({ cancelledAt: now, cancellationReason: reason })
    .where(and(eq(receipts.id, receiptId), isNull(receipts.cancelledAt)))
    .returning();
  if (!row) {
    await getReceiptOrThrow(db, receiptId);
    throw receiptCanceled();
  }
  return toReceipt(row);
}

/**
 * A page of receipts, the latest number first: the patient's all (any nutritionist's), or only those one
 * nutritionist issued (to one patient or to all).
 */
export async function listReceipts(
  db: Db,
  filter: { patientId?: number; nutritionistId?: number },
  page: { page: number; size: number },
): Promise<ReceiptPage> {
  const where = and(
    filter.patientId !== undefined ? eq(receipts.patientId, filter.patientId) : undefined,
    filter.nutritionistId !== undefined ? eq(receipts.nutritionistId, filter.nutritionistId) : undefined,
  );
  const [[total], rows] = await Promise.all([
    db.select({ value: count() }).from(receipts).where(where),
    db
      .select()
      .from(receipts)
      .where(where)
      .orderBy(desc(receipts.issuedAt), desc(receipts.number))
      .limit(page.size)
      .offset(page.page * page.size),
  ]);
  return toPage(rows.map(toReceipt), total?.value ?? 0, page.size);
}
