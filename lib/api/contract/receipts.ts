// Receipts of payments (beyond the specification): numbered in the nutritionist's own sequence, with no
// gap and no number used twice, even when issued at once; cancelled with a reason, keeping their number.
// What a receipt says is fixed when it is issued (`document`): a later change of her profile or of the
// payment never rewrites a receipt already given.
import { z } from 'zod';
import { moneyReasonSchema, paymentMethodSchema } from './charges';
import { isoDateSchema, pageQuerySchema, pageSchema } from './common';
import { emailAddressSchema } from './registration';

export const receiptDocumentSchema = z.object({
  /** She who received: her name, CPF (11 digits), council region and number, and address on one line. */
  issuer: z.object({
    name: z.string(),
    cpf: z.string(),
    crn: z.number().int(),
    registration_number: z.string(),
    address: z.string(),
  }),
  payer: z.object({ name: z.string(), cpf: z.string().nullable() }),
  patient_name: z.string(),
  /** The service paid for ('Consulta de nutrição presencial', 'Pacote 4 consultas') and its day. */
  service: z.object({ description: z.string(), date: isoDateSchema }),
  amount_cents: z.number().int(),
  amount_in_words: z.string(),
  method: paymentMethodSchema,
  instalments: z.number().int().nullable(),
  /** Where and when it was issued: her address's city and state, and the day in the practice's zone. */
  place: z.string(),
  date: isoDateSchema,
});
export type ReceiptDocument = z.infer<typeof receiptDocumentSchema>;

export const receiptSchema = z.object({
  id: z.number().int(),
  /** Her sequence: 1, 2, 3 … with no gap; a cancelled receipt keeps its number. */
  number: z.number().int(),
  nutritionist_id: z.number().int(),
  patient_id: z.number().int(),
  payment_id: z.number().int(),
  issued_at: z.string(),
  cancellation: z.object({ at: z.string(), reason: z.string() }).nullable(),
  document: receiptDocumentSchema,
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /v1/users/{id}/receipts and GET /v1/nutritionists/{id}/receipts: the latest number first. */
export const listReceiptsQuerySchema = pageQuerySchema;
export const receiptPageSchema = pageSchema(receiptSchema);
export type ReceiptPage = z.infer<typeof receiptPageSchema>;

/** POST /v1/receipts/{id}/cancellation */
export const receiptCancellationInputSchema = z.object({ reason: moneyReasonSchema });
export type ReceiptCancellationInput = z.infer<typeof receiptCancellationInputSchema>;

/** POST /v1/receipts/{id}/email: the payer's address; the PDF goes attached, sent by the jobs worker. */
export const receiptEmailInputSchema = z.object({
  email: emailAddressSchema.transform((email) => email.toLowerCase()),
});
export type ReceiptEmailInput = z.input<typeof receiptEmailInputSchema>;

/** The answer to POST /v1/receipts/{id}/email (202): where it will be sent. */
export const receiptEmailSchema = z.object({ email: z.string() });
export type ReceiptEmail = z.infer<typeof receiptEmailSchema>;
