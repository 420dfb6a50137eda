// A receipt as a tagged PDF (A4) in the embedded Unicode font (lib/pdf/tagged-pdf.ts draws the document):
// her name and the title, the statement, the details as a list of label and value, her identification, the
// place and day, and the signature line. The API renders it, to serve it and to mail it to the payer.
import type { Receipt } from '@/lib/api/contract/receipts';
import { buildReceiptText } from '@/lib/pdf/receipt/receipt-text';
import { BOLD_FONT, block, MARGIN, MUTED, startTaggedPdf } from '@/lib/pdf/tagged-pdf';

const ALERT = '#b3261e';
const SIGNATURE_WIDTH = 260;

export async function renderReceiptPdf(receipt: Receipt, timeZone: string): Promise<Buffer> {
  const text = buildReceiptText(receipt, timeZone);
  const pdf = startTaggedPdf({ productName: text.letterhead, title: text.title, lines: [] });
  const { doc, root } = pdf;
  if (text.cancellation)
    block(doc, root, 'P', text.cancellation, { font: BOLD_FONT, size: 11, color: ALERT, gap: 0.6 });
  doc.moveDown(0.6);
  block(doc, root, 'P', text.statement, { size: 11, gap: 0.8 });

  const list = doc.struct('L');
  root.add(list);
  for (const detail of text.details) {
    const item = doc.struct('LI');
    list.add(item);
    block(doc, item, 'P', `${detail.label}: ${detail.value}`, { gap: 0.15 });
    item.end();
  }
  list.end();

  doc.moveDown(0.8);
  for (const line of text.issuer) block(doc, root, 'P', line, { color: MUTED, gap: 0.1 });
  doc.moveDown(1);
  block(doc, root, 'P', text.placeAndDate, { gap: 2.5 });

  // The line she signs on is drawing, not text: an artifact a screen reader skips.
  const y = doc.y;
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + SIGNATURE_WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(MUTED)
    .stroke();
  doc.endMarkedContent();
  doc.moveDown(0.4);
  for (const line of text.signature) block(doc, root, 'P', line, { gap: 0.05 });
  return pdf.finish(text.footer);
}
