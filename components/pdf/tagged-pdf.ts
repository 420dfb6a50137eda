// The product's printed documents (the meal plan, the patient's data) as tagged PDFs on A4, drawn with pdfkit:
// a structure tree in Portuguese that a screen reader follows, the title shown, Helvetica (a standard font
// whose WinAnsi encoding carries every Portuguese letter), the same heading and a footer on every page.
import PDFDocument from 'pdfkit';

export const INK = '#1f1d2b';
export const MUTED = '#5c5a6b';
const ACCENT = '#b82a5a';
export const MARGIN = 40;

export type Doc = InstanceType<typeof PDFDocument>;
export type Struct = ReturnType<Doc['struct']>;

export interface TaggedPdf {
  doc: Doc;
  /** The Document element: what each piece of the page goes under. */
  root: Struct;
  /** Ends the structure, draws `footer` on every page as an artifact, and answers the file. */
  finish(footer: string): Promise<Buffer>;
}

/** Text in one structure element of `parent` (a heading, a paragraph), drawn where the page flows. */
export function block(
  doc: Doc,
  parent: Struct,
  type: string,
  text: string,
  style: { font?: string; size?: number; color?: string; gap?: number; indent?: number } = {},
) {
  parent.add(
    doc.struct(type, () => {
      doc
        .font(style.font ?? 'Helvetica')
        .fontSize(style.size ?? 10)
        .fillColor(style.color ?? INK)
        .text(text, MARGIN + (style.indent ?? 0), undefined, {
          width: doc.page.width - 2 * MARGIN - (style.indent ?? 0),
        });
    }),
  );
  if (style.gap) doc.moveDown(style.gap);
}

/** A section with its H2, on a new page when fewer than `keepTogether` points are left on this one. */
export function section(doc: Doc, root: Struct, title: string, keepTogether: number): Struct {
  doc.moveDown(1);
  if (doc.y > doc.page.height - MARGIN - keepTogether) doc.addPage();
  const element = doc.struct('Sect');
  root.add(element);
  block(doc, element, 'H2', title, { font: 'Helvetica-Bold', size: 12, gap: 0.3 });
  return element;
}

/** A new document headed by the product's name, the title (H1) and the lines under it. */
export function startTaggedPdf(head: {
  productName: string;
  title: string;
  lines: readonly string[];
}): TaggedPdf {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + 24, left: MARGIN, right: MARGIN },
    tagged: true,
    lang: 'pt-BR',
    displayTitle: true,
    pdfVersion: '1.7',
    bufferPages: true,
    info: {
      Title: `${head.title} – ${head.productName}`,
      Author: head.productName,
      Creator: head.productName,
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
  block(doc, root, 'P', head.productName, { font: 'Helvetica-Bold', size: 9, color: ACCENT, gap: 0.2 });
  block(doc, root, 'H1', head.title, { font: 'Helvetica-Bold', size: 18, gap: 0.3 });
  for (const line of head.lines) block(doc, root, 'P', line, { gap: 0.1 });

  return {
    doc,
    root,
    finish(footer) {
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
          .text(footer, MARGIN, doc.page.height - MARGIN - 8, {
            width: doc.page.width - 2 * MARGIN,
            lineBreak: false,
            height: 12,
          });
        doc.endMarkedContent();
      }
      doc.end();
      return done;
    },
  };
}
