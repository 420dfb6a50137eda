// What a receipt prints, in order, from what was fixed when it was issued (lib/api/contract/receipts.ts): the
// words of the statement, the details, her identification, the place and day, and the signature's caption.
// Pure, so the words are tested apart from the drawing (tests/unit/receipt-pdf.test.ts).
import type { Receipt } from '@/lib/api/contract/receipts';
import { formatDateBr } from '@/lib/rules/calendar';
import { formatCpf } from '@/lib/rules/cpf';
import { formatMoney } from '@/lib/rules/money';
import { describePaymentMethod } from '@/lib/rules/payment-rules';
import { toWallTime } from '@/lib/rules/zoned-time';

export interface ReceiptText {
  /** Her name, at the top: the receipt is hers. */
  letterhead: string;
  title: string;
  /** Said before anything else when the receipt was cancelled. */
  cancellation: string | null;
  statement: string;
  details: readonly { label: string; value: string }[];
  issuer: readonly string[];
  placeAndDate: string;
  signature: readonly string[];
  footer: string;
}

export function buildReceiptText(receipt: Receipt, timeZone: string): ReceiptText {
  const { document } = receipt;
  const { issuer, payer } = document;
  const council = `CRN-${issuer.crn} ${issuer.registration_number}`;
  const amount = `${formatMoney(document.amount_cents)} (${document.amount_in_words})`;
  const payerCpf = payer.cpf ? `, CPF ${formatCpf(payer.cpf)},` : '';
  const cancelledOn = receipt.cancellation
    ? formatDateBr(toWallTime(new Date(receipt.cancellation.at), timeZone).date)
    : null;
  return {
    letterhead: issuer.name,
    title: `Recibo nº ${receipt.number}`,
    cancellation: receipt.cancellation
      ? `Recibo cancelado em ${cancelledOn}. Motivo: ${receipt.cancellation.reason}`
      : null,
    statement: `Recebi de ${payer.name}${payerCpf} a importância de ${amount}, pelo serviço descrito abaixo.`,
    details: [
      { label: 'Serviço', value: document.service.description },
      { label: 'Data do serviço', value: formatDateBr(document.service.date) },
      { label: 'Paciente', value: document.patient_name },
      { label: 'Valor', value: amount },
      { label: 'Forma de pagamento', value: describePaymentMethod(document.method, document.instalments) },
    ],
    issuer: [
      `Nutricionista: ${issuer.name}`,
      `CPF: ${formatCpf(issuer.cpf)}`,
      `Registro profissional: ${council}`,
      `Endereço: ${issuer.address}`,
    ],
    placeAndDate: `${document.place}, ${formatDateBr(document.date)}.`,
    signature: [issuer.name, `Nutricionista – ${council}`],
    footer: `Recibo nº ${receipt.number} – ${issuer.name}, ${council}`,
  };
}
