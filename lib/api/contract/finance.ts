// The practice's month and its debts (beyond the specification): what her consultations and packages of a
// month were charged, what she received in it, what is still owed and what she waived, by payment method
// and by type; the charges still owed with their age; and the month's received payments as CSV, the lines
// she copies into the Carnê-Leão. Amounts are whole centavos; docs/finance.md says what each total counts.
import { z } from 'zod';
import { appointmentTypeSchema } from './appointments';
import { chargeKindSchema, chargeStatusSchema, paymentMethodSchema } from './charges';
import { isoDateSchema, pageQuerySchema, pageSchema } from './common';
import { yearMonthSchema } from './dates';

/** GET /v1/nutritionists/{id}/finance and …/finance/received.csv: the month, 'YYYY-MM'. */
export const financeMonthQuerySchema = z.object({ year_month: yearMonthSchema });

/** A charge as the month and the pending list show it (the whole charge: charges.ts). */
export const chargeLineSchema = z.object({
  kind: chargeKindSchema,
  id: z.number().int(),
  patient: z.object({ id: z.number().int(), name: z.string() }),
  /** The appointment's type; null for a package. */
  type: appointmentTypeSchema.nullable(),
  /** The package's name; null for an appointment. */
  package_name: z.string().nullable(),
  service_date: isoDateSchema,
  amount_cents: z.number().int().nullable(),
  paid_cents: z.number().int(),
  balance_cents: z.number().int(),
  status: chargeStatusSchema.nullable(),
});
export type ChargeLine = z.infer<typeof chargeLineSchema>;

/** Where the month's figures are split by type: the two kinds of consultation and the packages. */
export const FINANCE_TYPES = ['ON_SITE', 'ONLINE', 'PACKAGE'] as const;

export const financeMonthSchema = z.object({
  year_month: z.string(),
  /** The month's charges (its appointments and the packages sold in it), waived ones apart. */
  charged_cents: z.number().int(),
  /** The payments received in the month that stand, whatever month their service was in. */
  received_cents: z.number().int(),
  /** What the month's charges still owe. */
  pending_cents: z.number().int(),
  waived_cents: z.number().int(),
  /** The month's appointments with no price in force: in no total, until she sets one. */
  unpriced_count: z.number().int(),
  by_method: z.array(
    z.object({ method: paymentMethodSchema, received_cents: z.number().int(), count: z.number().int() }),
  ),
  by_type: z.array(
    z.object({
      type: z.enum(FINANCE_TYPES),
      /** How many of the month's charges are of this type. */
      count: z.number().int(),
      charged_cents: z.number().int(),
      received_cents: z.number().int(),
      pending_cents: z.number().int(),
      waived_cents: z.number().int(),
    }),
  ),
  /** The month's charges, by day. */
  charges: z.array(chargeLineSchema),
});
export type FinanceMonth = z.infer<typeof financeMonthSchema>;

/** GET /v1/nutritionists/{id}/finance/pending: the oldest debt first. */
export const listPendingChargesQuerySchema = pageQuerySchema;
export const pendingChargeSchema = chargeLineSchema.extend({
  /** Days since the service, in the practice's zone (0: today). */
  age_days: z.number().int(),
});
export type PendingCharge = z.infer<typeof pendingChargeSchema>;
export const pendingChargePageSchema = pageSchema(pendingChargeSchema).extend({
  /** What every pending charge owes, all pages together. */
  balance_cents: z.number().int(),
});
export type PendingChargePage = z.infer<typeof pendingChargePageSchema>;
