// What the nutritionist charges (beyond the specification): her price for each kind of consultation, her
// packages ('Pacote 4 consultas'), and what her receipts say of her (her CPF; her name, CRN and address
// are her profile's). Amounts are whole centavos: 15000 is R$ 150,00.
import { z } from 'zod';
import { appointmentTypeSchema } from './appointments';
import { lineSchema } from './common';
import { APPOINTMENT_TYPES, MAX_PACKAGE_CONSULTATIONS, PACKAGE_NAME_MAX_LENGTH } from './values';

/** An amount in centavos as a caller sends it; its bounds are checked by the API with AMOUNT_OUT_OF_RANGE. */
export const centsAmountSchema = z.number().int();

/**
 * GET /v1/nutritionists/{id}/prices: one line per kind of consultation. `amount_cents` null: no price (its
 * consultations are charged nothing until she sets one, or sets one on each). `since`: when it took effect.
 */
export const consultationPricesSchema = z.object({
  prices: z.array(
    z.object({
      type: appointmentTypeSchema,
      amount_cents: z.number().int().nullable(),
      since: z.string().nullable(),
    }),
  ),
});
export type ConsultationPrices = z.infer<typeof consultationPricesSchema>;

/**
 * PUT /v1/nutritionists/{id}/prices: the types she changes, each once; null takes a price away. A price
 * holds for the consultations that start from now on: one that started earlier keeps the price of its day.
 */
export const consultationPricesInputSchema = z.object({
  prices: z
    .array(z.object({ type: appointmentTypeSchema, amount_cents: centsAmountSchema.nullable() }))
    .min(1)
    .max(APPOINTMENT_TYPES.length)
    .refine(
      (prices) => new Set(prices.map((price) => price.type)).size === prices.length,
      'Informe cada tipo de consulta uma vez.',
    ),
});
export type ConsultationPricesInput = z.infer<typeof consultationPricesInputSchema>;

export const consultationPackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  consultations: z.number().int(),
  amount_cents: z.number().int(),
  /** An inactive package is no longer sold; the ones sold keep what they were sold as. */
  active: z.boolean(),
});
export type ConsultationPackage = z.infer<typeof consultationPackageSchema>;

/** GET /v1/nutritionists/{id}/packages: the active ones first, by name. */
export const consultationPackagesSchema = z.object({ packages: z.array(consultationPackageSchema) });
export type ConsultationPackages = z.infer<typeof consultationPackagesSchema>;

const packageName = lineSchema.trim().min(1).max(PACKAGE_NAME_MAX_LENGTH);
const packageConsultations = z.number().int().min(1).max(MAX_PACKAGE_CONSULTATIONS);

/** POST /v1/nutritionists/{id}/packages */
export const consultationPackageInputSchema = z.object({
  name: packageName,
  consultations: packageConsultations,
  amount_cents: centsAmountSchema,
});
export type ConsultationPackageInput = z.infer<typeof consultationPackageInputSchema>;

/** PATCH /v1/nutritionists/{id}/packages/{packageId}: any of them; a package sold keeps its terms. */
export const consultationPackageUpdateInputSchema = z.object({
  name: packageName.optional(),
  consultations: packageConsultations.optional(),
  amount_cents: centsAmountSchema.optional(),
  active: z.boolean().optional(),
});
export type ConsultationPackageUpdateInput = z.infer<typeof consultationPackageUpdateInputSchema>;

/** What a receipt cannot be issued without, until she gives it. */
export const RECEIPT_ISSUER_GAPS = ['CPF', 'ADDRESS'] as const;

/**
 * GET and PUT /v1/nutritionists/{id}/receipt-issuer: her CPF (digits), which her receipts carry beside the
 * name, CRN and address of her profile; `missing` names what she must still give before issuing one.
 */
export const receiptIssuerSchema = z.object({
  cpf: z.string().nullable(),
  missing: z.array(z.enum(RECEIPT_ISSUER_GAPS)),
});
export type ReceiptIssuer = z.infer<typeof receiptIssuerSchema>;

/** PUT /v1/nutritionists/{id}/receipt-issuer: the CPF as typed, its check digits verified (INVALID_CPF). */
export const receiptIssuerInputSchema = z.object({ cpf: lineSchema.trim().max(20) });
export type ReceiptIssuerInput = z.infer<typeof receiptIssuerInputSchema>;
