// What a payment must be before it is recorded: one check for the payment form and the API, each refusal
// with its own code, so that the form and the API's 400 say the same thing. Checked in this order, and the
// first problem is the one said.
import { isValidCpf } from './cpf';
import { isAmountInRange } from './money';
import { MAX_INSTALMENTS, type PaymentMethod } from './payment-methods';

export { MAX_INSTALMENTS, PAYMENT_METHODS, type PaymentMethod } from './payment-methods';

/** How a receipt and the month's CSV name a method: the words a Brazilian practice uses. */
const METHOD_NAMES: Record<PaymentMethod, string> = {
  PIX: 'Pix',
  CASH: 'Dinheiro',
  DEBIT_CARD: 'Cartão de débito',
  CREDIT_CARD: 'Cartão de crédito',
  TRANSFER: 'Transferência bancária',
  HEALTH_PLAN: 'Convênio',
};

/** 'Pix'; 'Cartão de crédito em 2 parcelas' (one instalment is said as none). */
export function describePaymentMethod(method: PaymentMethod, instalments: number | null): string {
  const name = METHOD_NAMES[method];
  return method === 'CREDIT_CARD' && instalments !== null && instalments > 1
    ? `${name} em ${instalments} parcelas`
    : name;
}

export type PaymentProblem =
  | 'AMOUNT_OUT_OF_RANGE'
  | 'PAYMENT_DATE_IN_FUTURE'
  | 'INVALID_INSTALMENTS'
  | 'INVALID_CPF'
  | 'PAYER_CPF_REQUIRED'
  | 'OVERPAYMENT_NOT_CONFIRMED';

export interface PaymentCheck {
  amount_cents: number;
  /** 'YYYY-MM-DD', the day it was received. */
  paid_on: string;
  method: PaymentMethod;
  instalments?: number | null;
  /** The payer's CPF as typed (with or without its dots), after the patient's was taken for a missing one. */
  payer_cpf?: string | null;
  as_credit?: boolean;
}

export interface PaymentContext {
  /** Today in the practice's zone, 'YYYY-MM-DD'. */
  today: string;
  /** What is still owed on the charge before this payment. */
  balanceCents: number;
}

/** The first thing wrong with the payment, or null when it can be recorded. */
export function findPaymentProblem(payment: PaymentCheck, context: PaymentContext): PaymentProblem | null {
  if (!isAmountInRange(payment.amount_cents)) return 'AMOUNT_OUT_OF_RANGE';
  if (payment.paid_on > context.today) return 'PAYMENT_DATE_IN_FUTURE';
  const instalments = payment.instalments ?? null;
  if (
    instalments !== null &&
    (payment.method !== 'CREDIT_CARD' ||
      !Number.isInteger(instalments) ||
      instalments < 1 ||
      instalments > MAX_INSTALMENTS)
  )
    return 'INVALID_INSTALMENTS';
  const cpf = payment.payer_cpf?.trim() || null;
  if (cpf !== null && !isValidCpf(cpf)) return 'INVALID_CPF';
  // A health plan pays as a company: its payment has no person's CPF. Anyone else's payment carries the
  // payer's, which the receipt and the month's list for the Carnê-Leão need.
  if (cpf === null && payment.method !== 'HEALTH_PLAN') return 'PAYER_CPF_REQUIRED';
  if (payment.amount_cents > context.balanceCents && !payment.as_credit) return 'OVERPAYMENT_NOT_CONFIRMED';
  return null;
}
