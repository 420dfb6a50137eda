// A receipt e-mailed to the payer, its PDF attached: rendered now, sent by the durable mail jobs
// (mail-jobs.ts), so a slow or absent mail server never fails the request and a restart loses nothing.
import { renderReceiptPdf } from '@/lib/pdf/receipt/render-receipt-pdf';
import { formatDateBr } from '@/lib/rules/calendar';
import { formatMoney } from '@/lib/rules/money';
import type { Db } from '../../db/client';
import { enqueueMail } from '../mail-jobs';
import { receiptCanceled } from './money-errors';
import { getReceiptOrThrow } from './receipts';

/** Queues the mail of a receipt that stands to `email`; a cancelled one is not sent (RECEIPT_CANCELED). */
export async function mailReceipt(
  db: Db,
  receiptId: number,
  email: string,
  context: { now: Date; timeZone: string },
): Promise<{ email: string }> {
  const receipt = await getReceiptOrThrow(db, receiptId);
  if (receipt.cancellation) throw receiptCanceled();
  const { document } = receipt;
  const pdf = await renderReceiptPdf(receipt, context.timeZone);
  const council = `CRN-${document.issuer.crn} ${document.issuer.registration_number}`;
  await enqueueMail(
    db,
    {
      to: email,
      subject: `Recibo nº ${receipt.number} – ${document.issuer.name}`,
      text: [
        `Olá, ${document.payer.name}.`,
        '',
        `Segue anexo o recibo nº ${receipt.number}, de ${formatMoney(document.amount_cents)}, referente a ${document.service.description} de ${document.patient_name}, em ${formatDateBr(document.service.date)}.`,
        '',
        document.issuer.name,
        `Nutricionista – ${council}`,
      ].join('\n'),
      files: [
        {
          filename: `recibo-${receipt.number}.pdf`,
          contentType: 'application/pdf',
          base64: pdf.toString('base64'),
        },
      ],
    },
    context.now,
  );
  return { email };
}
