// What a patient is charged and what was paid (beyond the specification). A charge is an appointment's or a
// package's sold to her; its amount, status and balance are computed from its price and its payments
// (lib/rules/charge-status.ts). A payment is never deleted: it is reversed with a reason and kept.
// Amounts are whole centavos.
import { z } from 'zod';
import { appointmentStatusSchema, appointmentTypeSchema } from './appointments';
import { idSchema, isoDateSchema, lineSchema, pageQuerySchema, pageSchema, textSchema } from './common';
import { boundedDateSchema } from './dates';
import { centsAmountSchema } from './prices';
import { CHARGE_STATUSES, MONEY_REASON_MAX_LENGTH, PAYMENT_METHODS, PAYMENT_NOTE_MAX_LENGTH } from './values';

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** pendente, pago, parcial, isento, estornado; null: nothing to charge (see priceOriginSchema). */
export const chargeStatusSchema = z.enum(CHARGE_STATUSES);
export type ChargeStatus = z.infer<typeof chargeStatusSchema>;

/**
 * Where a charge's amount comes from. PRICE_LIST: her price for its type on its day. SET: her own for this
 * appointment. PACKAGE: what the package was sold for. COVERED: a consultation of a package she sold the
 * patient (the package is charged, 0 here). CANCELED: a cancelled appointment without a price set for it (0).
 * NONE: no price in force on its day (amount null: she sets one to charge it).
 */
export const PRICE_ORIGINS = ['PRICE_LIST', 'SET', 'PACKAGE', 'COVERED', 'CANCELED', 'NONE'] as const;
export const priceOriginSchema = z.enum(PRICE_ORIGINS);
export type PriceOrigin = z.infer<typeof priceOriginSchema>;

export const CHARGE_KINDS = ['APPOINTMENT', 'PACKAGE'] as const;
export const chargeKindSchema = z.enum(CHARGE_KINDS);
export type ChargeKind = z.infer<typeof chargeKindSchema>;

/** A receipt of a payment, as its payment lists it (the receipt itself: receipts.ts). */
export const receiptReferenceSchema = z.object({
  id: z.number().int(),
  number: z.number().int(),
  issued_at: z.string(),
  cancelled_at: z.string().nullable(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  amount_cents: z.number().int(),
  /** The day it was received. */
  paid_on: isoDateSchema,
  method: paymentMethodSchema,
  /** A credit card's instalments; null for any other method. */
  instalments: z.number().int().nullable(),
  note: z.string().nullable(),
  /** Who paid: the patient by default, or someone else (a parent). CPF as 11 digits; null for a health plan. */
  payer: z.object({ name: z.string(), cpf: z.string().nullable() }),
  /** She confirmed that what it paid beyond the balance is the payer's credit. */
  as_credit: z.boolean(),
  recorded_at: z.string(),
  reversal: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** Its receipts, the cancelled ones too, oldest first: at most one is not cancelled. */
  receipts: z.array(receiptReferenceSchema),
});
export type Payment = z.infer<typeof paymentSchema>;

export const chargeSchema = z.object({
  kind: chargeKindSchema,
  /** The appointment's id (kind APPOINTMENT) or the patient package's (kind PACKAGE). */
  id: z.number().int(),
  nutritionist_id: z.number().int(),
  patient: z.object({ id: z.number().int(), name: z.string() }),
  appointment: z
    .object({ type: appointmentTypeSchema, status: appointmentStatusSchema, start_date_time: z.string() })
    .nullable(),
  /** The package sold (kind PACKAGE): what it was sold as, and how many of its consultations it covers. */
  package: z
    .object({
      package_id: z.number().int().nullable(),
      name: z.string(),
      consultations: z.number().int(),
      used: z.number().int(),
    })
    .nullable(),
  /** The patient package that covers this appointment, if one does. */
  covered_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The appointment's day, or the day the package was sold, in the practice's zone. */
  service_date: isoDateSchema,
  /** What it costs; null when no price is in force for it (price_origin NONE). */
  amount_cents: z.number().int().nullable(),
  price_origin: priceOriginSchema,
  /** Her price list's for this appointment's type on its day, whatever this one costs; null for a package. */
  list_price_cents: z.number().int().nullable(),
  /** The sum of its payments that stand. */
  paid_cents: z.number().int(),
  balance_cents: z.number().int(),
  credit_cents: z.number().int(),
  status: chargeStatusSchema.nullable(),
  waiver: z.object({ at: z.string(), reason: z.string() }).nullable(),
  /** Oldest first, the reversed ones too. */
  payments: z.array(paymentSchema),
});
export type Charge = z.infer<typeof chargeSchema>;

/**
 * GET /v1/users/{id}/charges: the patient's charges with the calling nutritionist, latest service first;
 * `kind` keeps one kind only (the packages sold to her, to cover an appointment with one).
 */
export const listChargesQuerySchema = pageQuerySchema.extend({ kind: chargeKindSchema.optional() });
export const chargePageSchema = pageSchema(chargeSchema);
export type ChargePage = z.infer<typeof chargePageSchema>;

/** Why a charge was waived, a payment reversed or a receipt cancelled: kept with it, never edited. */
export const moneyReasonSchema = lineSchema.trim().min(1).max(MONEY_REASON_MAX_LENGTH);

/**
 * POST /v1/appointments/{id}/payments and /v1/patient-packages/{id}/payments. The amount is checked against
 * the bounds (AMOUNT_OUT_OF_RANGE) and the balance: more than is owed needs `as_credit` (else
 * OVERPAYMENT_NOT_CONFIRMED). `paid_on` is today or before (PAYMENT_DATE_IN_FUTURE). `instalments` only
 * with CREDIT_CARD, 1 to 12. Without `payer_name`, the patient pays; without `payer_cpf`, the patient's
 * recorded CPF; a CPF is needed unless a health plan pays (PAYER_CPF_REQUIRED) and must have its check
 * digits right (INVALID_CPF).
 */
export const paymentInputSchema = z.object({
  amount_cents: centsAmountSchema,
  paid_on: boundedDateSchema,
  method: paymentMethodSchema,
  instalments: z.number().int().nullable().optional(),
  note: textSchema.trim().max(PAYMENT_NOTE_MAX_LENGTH).nullable().optional(),
  payer_name: lineSchema.trim().min(1).max(120).nullable().optional(),
  payer_cpf: lineSchema.trim().max(20).nullable().optional(),
  as_credit: z.boolean().optional(),
});
export type PaymentInput = z.infer<typeof paymentInputSchema>;

/**
 * PATCH /v1/appointments/{id}/charge, one change at a time: her own price for this appointment (null: her
 * price list's again); a package she sold the patient covers it (null: none does); waived with a reason,
 * or no longer waived.
 */
export const appointmentChargeInputSchema = z.union([
  z.object({ amount_cents: centsAmountSchema.nullable() }).strict(),
  z.object({ patient_package_id: idSchema.nullable() }).strict(),
  z.object({ waived: z.literal(true), reason: moneyReasonSchema }).strict(),
  z.object({ waived: z.literal(false) }).strict(),
]);
export type AppointmentChargeInput = z.infer<typeof appointmentChargeInputSchema>;

/** POST /v1/users/{id}/packages: one of her active packages sold to the patient, on a day up to today. */
export const patientPackageInputSchema = z.object({ package_id: idSchema, sold_on: boundedDateSchema });
export type PatientPackageInput = z.infer<typeof patientPackageInputSchema>;

/** PATCH /v1/patient-packages/{id}: another amount for it, waived with a reason, or no longer waived. */
export const patientPackageUpdateInputSchema = z.union([
  z.object({ amount_cents: centsAmountSchema }).strict(),
  z.object({ waived: z.literal(true), reason: moneyReasonSchema }).strict(),
  z.object({ waived: z.literal(false) }).strict(),
]);
export type PatientPackageUpdateInput = z.infer<typeof patientPackageUpdateInputSchema>;

/** POST /v1/payments/{id}/reversal: why; its receipt, if one stands, is cancelled with the same reason. */
export const reversalInputSchema = z.object({ reason: moneyReasonSchema });
export type ReversalInput = z.infer<typeof reversalInputSchema>;
