// The readable copy of everything held about a patient as a tagged PDF (A4): a section a kind of data, its
// items under H3 headings (lib/pdf/tagged-pdf.ts draws the document).

import type { ExportPdfModel } from '@/lib/pdf/export/export-pdf-model';
import { BOLD_FONT, block, MUTED, section, startTaggedPdf } from '@/lib/pdf/tagged-pdf';

/** The room a section's heading and first lines need at the foot of a page. */
const KEEP_TOGETHER = 80;

/** The longest the drawing holds the portal's event loop before letting other requests in. */
const TURN_MS = 20;

export async function renderExportPdf(model: ExportPdfModel): Promise<Buffer> {
  const pdf = startTaggedPdf(model);
  const { doc, root } = pdf;
  // A full record is hundreds of pages: drawn in turns, between which the portal answers everyone else.
  let turnStarted = performance.now();
  for (const part of model.sections) {
    const element = section(doc, root, part.title, KEEP_TOGETHER);
    if (part.items.length === 0) block(doc, element, 'P', part.empty, { color: MUTED });
    for (const item of part.items) {
      if (performance.now() - turnStarted > TURN_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        turnStarted = performance.now();
      }
      if (item.heading) {
        doc.moveDown(0.3);
        block(doc, element, 'H3', item.heading, { font: BOLD_FONT, size: 10, gap: 0.1 });
      }
      for (const line of item.lines) block(doc, element, 'P', line, { gap: 0.05 });
    }
    element.end();
  }
  return pdf.finish(model.footer);
}
