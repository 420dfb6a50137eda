// The readable copy of everything held about a patient as a tagged PDF (A4), drawn with pdfkit as the meal
// plan's is (components/meal-plans/pdf): headings and paragraphs in a structure tree, in Portuguese, with
// Helvetica (a standard font whose WinAnsi encoding carries every Portuguese letter).
import PDFDocument from 'pdfkit';
import type { ExportPdfModel } from './export-pdf-model';

const INK = '#1f1d2b';
const MUTED = '#5c5a6b';
const ACCENT = '#b82a5a';
const MARGIN = 40;
/** The room a section's heading and first lines need at the foot of a page. */
const KEEP_TOGETHER = 80;

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

function block(
  doc: Doc,
  parent: Struct,
  type: string,
  text: string,
  style: { font?: string; size?: number; color?: string; gap?: number } = {},
) {
  parent.add(
    doc.struct(type, () => {
      doc
        .font(style.font ?? 'Helvetica')
        .fontSize(style.size ?? 10)
        .fillColor(style.color ?? INK)
        .text(text, MARGIN, undefined, { width: doc.page.width - 2 * MARGIN });
    }),
  );
  if (style.gap) doc.moveDown(style.gap);
}

export function renderExportPdf(model: ExportPdfModel): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 24, left: MARGIN, right: MARGIN },
    tagged: true,
    lang: 'pt-BR',
    displayTitle: true,
    pdfVersion: '1.7',
    bufferPages: true,
    info: {
      Title: `${model.title} – ${model.productName}`,
      Author: model.productName,
      Creator: model.productName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const root = doc.struct('Document');
  doc.addStructure(root);
  block(doc, root, 'P', model.productName, { font: 'Helvetica-Bold', size: 9, color: ACCENT, gap: 0.2 });
  block(doc, root, 'H1', model.title, { font: 'Helvetica-Bold', size: 18, gap: 0.3 });
  for (const line of model.lines) block(doc, root, 'P', line, { gap: 0.1 });

  for (const part of model.sections) {
    doc.moveDown(1);
    if (doc.y > doc.page.height - MARGIN - KEEP_TOGETHER) doc.addPage();
    const section = doc.struct('Sect');
    root.add(section);
    block(doc, section, 'H2', part.title, { font: 'Helvetica-Bold', size: 12, gap: 0.3 });
    if (part.items.length === 0) block(doc, section, 'P', part.empty, { color: MUTED });
    for (const item of part.items) {
      if (item.heading) {
        doc.moveDown(0.3);
        block(doc, section, 'H3', item.heading, { font: 'Helvetica-Bold', size: 10, gap: 0.1 });
      }
      for (const line of item.lines) block(doc, section, 'P', line, { gap: 0.05 });
    }
    section.end();
  }
  root.end();

  // The footer on every page is decoration for a reader (an artifact), outside the structure.
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    doc.markContent('Artifact', { type: 'Pagination' });
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(model.footer, MARGIN, doc.page.height - MARGIN - 8, {
        width: doc.page.width - 2 * MARGIN,
        lineBreak: false,
        height: 12,
      });
    doc.endMarkedContent();
  }
  doc.end();
  return done;
}
