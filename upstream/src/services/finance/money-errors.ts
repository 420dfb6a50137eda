// The practice's money refusals, each with its code (lib/api/contract/error-codes.ts) and a plain
// Portuguese detail. The portal says them in its own words by code (lib/api/error-messages.ts).
import type { ErrorCode } from '@/lib/api/contract';
import { formatMoney, MAX_AMOUNT_CENTS, MIN_AMOUNT_CENTS } from '@/lib/rules/money';
import type { PaymentProblem } from '@/lib/rules/payment-rules';
import { ApiError } from '../../errors';

export const amountOutOfRange = () =>
  new ApiError(
    400,
    'AMOUNT_OUT_OF_RANGE',
    `O valor deve ser de ${formatMoney(MIN_AMOUNT_CENTS)} a ${formatMoney(MAX_AMOUNT_CENTS)}, em centavos inteiros.`,
  );

const PAYMENT_PROBLEMS: Record<Exclude<PaymentProblem, 'AMOUNT_OUT_OF_RANGE'>, string> = {
  PAYMENT_DATE_IN_FUTURE: 'A data do pagamento não pode ser depois de hoje.',
  INVALID_INSTALMENTS: 'Parcelas só no cartão de crédito, de 1 a 12.',
  INVALID_CPF: 'CPF do pagador inválido: confira os dígitos.',
  PAYER_CPF_REQUIRED: 'Informe o CPF de quem pagou: o recibo e o Carnê-Leão precisam dele.',
  OVERPAYMENT_NOT_CONFIRMED:
    'O valor passa do que falta pagar. Confirme que o excedente fica como crédito do pagador (as_credit).',
};

/** The 400 of a payment the rules refuse (lib/rules/payment-rules.ts). */
export function paymentRefused(problem: PaymentProblem): ApiError {
  if (problem === 'AMOUNT_OUT_OF_RANGE') return amountOutOfRange();
  return new ApiError(400, problem, PAYMENT_PROBLEMS[problem]);
}

export const invalidCpf = () => new ApiError(400, 'INVALID_CPF', 'CPF inválido: confira os dígitos.');

const conflict = (code: ErrorCode, detail: string) => () => new ApiError(409, code, detail);

export const chargeNotPriced = conflict(
  'CHARGE_NOT_PRICED',
  'Esta consulta não tem valor. Defina o valor antes de registrar um pagamento.',
);
export const chargeWaived = conflict(
  'CHARGE_WAIVED',
  'Esta cobrança está isenta: ela não recebe pagamentos.',
);
export const chargeHasPayments = conflict(
  'CHARGE_HAS_PAYMENTS',
  'Esta cobrança tem pagamentos. Estorne-os antes.',
);
export const amountBelowPaid = conflict(
  'AMOUNT_BELOW_PAID',
  'O valor não pode ficar abaixo do que já foi pago. Estorne um pagamento antes.',
);
export const packageInactive = conflict('PACKAGE_INACTIVE', 'Este pacote não é mais vendido.');
export const packageUsedUp = conflict('PACKAGE_USED_UP', 'Todas as consultas deste pacote já foram usadas.');
export const paymentReversed = conflict('PAYMENT_REVERSED', 'Este pagamento foi estornado.');
export const receiptAlreadyIssued = conflict(
  'RECEIPT_ALREADY_ISSUED',
  'Este pagamento já tem um recibo. Cancele-o para emitir outro.',
);
export const receiptIssuerIncomplete = conflict(
  'RECEIPT_ISSUER_INCOMPLETE',
  'Para emitir recibos, informe seu CPF e o endereço do consultório no perfil.',
);
export const receiptCanceled = conflict('RECEIPT_CANCELED', 'Este recibo foi cancelado.');
