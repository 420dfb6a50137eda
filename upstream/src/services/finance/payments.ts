// Recording and reversing payments. A payment is checked against the rules (lib/rules/payment-rules.ts) and
// the charge's balance inside a transaction that locks the charge's row, so two payments made at once
// cannot both take the same balance. A payment is never deleted: a reversal marks it, with the reason, and
// cancels its receipt if one stands.
import { and, eq, isNull } from 'drizzle-orm';
import type { Charge, PaymentInput } from '@/lib/api/contract';
import { computeBalance } from '@/lib/rules/charge-status';
import { readCpfDigits } from '@/lib/rules/cpf';
import { findPaymentProblem } from '@/lib/rules/payment-rules';
import type { Db } from '../../db/client';
import { appointments, patientContacts, patientPackages, payments, receipts } from '../../db/schema';
import { notFound } from '../../errors';
import { appointmentFigures, type Figures, packageFigures } from './charge-figures';
import { selectAppointmentChargeRows, selectPackageChargeRows } from './charge-rows';
import { getAppointmentChargeOrThrow, getPackageChargeOrThrow } from './charges';
import { chargeNotPriced, chargeWaived, paymentRefused, paymentReversed } from './money-errors';

export interface PaymentContext {
  /** Today in the practice's zone. */
  today: string;
  now: Date;
  timeZone: string;
}

interface ChargeTarget {
  nutritionistId: number;
  patientId: number;
  patientName: string;
  figures: Figures;
  appointmentId: number | null;
  patientPackageId: number | null;
}

/** Who paid: the patient (her recorded CPF unless another is given), or the payer named. */
async function readPayer(tx: Db, target: ChargeTarget, input: PaymentInput) {
  const name = input.payer_name ?? target.patientName;
  if (input.payer_cpf) return { name, cpf: input.payer_cpf };
  // Someone else named, or a health plan: the patient's own CPF is not theirs.
  if (input.payer_name || input.method === 'HEALTH_PLAN') return { name, cpf: null };
  const [contact] = await tx
    .select({ cpf: patientContacts.cpf })
    .from(patientContacts)
    .where(eq(patientContacts.patientId, target.patientId));
  return { name, cpf: contact?.cpf ?? null };
}

async function insertPayment(tx: Db, target: ChargeTarget, input: PaymentInput, context: PaymentContext) {
  const payer = await readPayer(tx, target, input);
  const check = {
    amount_cents: input.amount_cents,
    paid_on: input.paid_on,
    method: input.method,
    instalments: input.instalments,
    payer_cpf: payer.cpf,
    as_credit: input.as_credit,
  };
  // What is wrong with the payment itself first, whatever the charge; then the charge; then the balance.
  const own = findPaymentProblem(check, { today: context.today, balanceCents: Number.MAX_SAFE_INTEGER });
  if (own) throw paymentRefused(own);
  if (target.figures.waived) throw chargeWaived();
  if (target.figures.amountCents === null) throw chargeNotPriced();
  const balance = computeBalance(target.figures);
  const problem = findPaymentProblem(check, { today: context.today, balanceCents: balance });
  if (problem) throw paymentRefused(problem);
  await tx.insert(payments).values({
    nutritionistId: target.nutritionistId,
    patientId: target.patientId,
    appointmentId: target.appointmentId,
    patientPackageId: target.patientPackageId,
    amountCents: input.amount_cents,
    paidOn: input.paid_on,
    method: input.method,
    instalments: input.method === 'CREDIT_CARD' ? (input.instalments ?? 1) : null,
    note: input.note || null,
    payerName: payer.name,
    payerCpf: payer.cpf === null ? null : readCpfDigits(payer.cpf),
    asCredit: Boolean(input.as_credit) && input.amount_cents > balance,
    recordedAt: context.now,
  });
}

export async function recordAppointmentPayment(
  db: Db,
  appointmentId: number,
  input: PaymentInput,
  context: PaymentContext,
): Promise<Charge> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
      .for('update');
    const [row] = await selectAppointmentChargeRows(tx).where(eq(appointments.id, appointmentId));
    if (!row) throw notFound('Consulta');
    await insertPayment(
      tx,
      { ...row, figures: appointmentFigures(row), appointmentId, patientPackageId: null },
      input,
      context,
    );
  });
  return getAppointmentChargeOrThrow(db, appointmentId, context.timeZone);
}

export async function recordPackagePayment(
  db: Db,
  patientPackageId: number,
  input: PaymentInput,
  context: PaymentContext,
): Promise<Charge> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: patientPackages.id })
      .from(patientPackages)
      .where(eq(patientPackages.id, patientPackageId))
      .for('update');
    const [row] = await selectPackageChargeRows(tx).where(eq(patientPackages.id, patientPackageId));
    if (!row) throw notFound('Pacote');
    await insertPayment(
      tx,
      { ...row, figures: packageFigures(row), appointmentId: null, patientPackageId },
      input,
      context,
    );
  });
  return getPackageChargeOrThrow(db, patientPackageId);
}

/** The reason a receipt is cancelled with when its payment is reversed. */
export const reversalCancellation = (reason: string) => `Pagamento estornado: ${reason}`;

/** Marks the payment reversed, and cancels its standing receipt with the reason; answers its charge. */
export async function reversePayment(
  db: Db,
  paymentId: number,
  reason: string,
  context: { now: Date; timeZone: string },
): Promise<Charge> {
  const payment = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!row) throw notFound('Pagamento');
    if (row.reversedAt) throw paymentReversed();
    await tx
      .update(payments)
      .set({ reversedAt: context.now, reversalReason: reason })
      .where(eq(payments.id, paymentId));
    await tx
      .update(receipts)
      .set({ cancelledAt: context.now, cancellationReason: reversalCancellation(reason) })
      .where(and(eq(receipts.paymentId, paymentId), isNull(receipts.cancelledAt)));
    return row;
  });
  return payment.appointmentId !== null
    ? getAppointmentChargeOrThrow(db, payment.appointmentId, context.timeZone)
    : getPackageChargeOrThrow(db, payment.patientPackageId!);
}
