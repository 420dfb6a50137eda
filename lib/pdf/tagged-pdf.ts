// The product's printed documents (the meal plan, the patient's data) as tagged PDFs on A4, drawn with pdfkit:
// a structure tree in Portuguese that a screen reader follows, the title shown, the same heading and a footer
// on every page. The text is Inter, embedded: the standard Helvetica printed only WinAnsi, so "−0,4 kg" lost
// its sign and "≥" or "→" came out garbled. What Inter cannot draw (an emoji) is left out (printableText).
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { PDF_FONT_FILES } from '@/lib/pdf/pdf-font-files';
import { printableText } from '@/lib/pdf/printable-text';

export const INK = '#1f1d2b';
export const MUTED = '#5c5a6b';
const ACCENT = '#b82a5a';
export const MARGIN = 40;
export const BODY_FONT = 'Inter';
export const BOLD_FONT = 'Inter-Bold';

let fontData: { regular: Buffer; bold: Buffer } | undefined;
/** The font files, read once per process: pdfkit embeds in each document only the glyphs it uses. */
function registerFonts(doc: Doc) {
  fontData ??= { regular: readFileSync(PDF_FONT_FILES.regular), bold: readFileSync(PDF_FONT_FILES.bold) };
  doc.registerFont(BODY_FONT, fontData.regular);
  doc.registerFont(BOLD_FONT, fontData.bold);
}

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
        .font(style.font ?? BODY_FONT)
        .fontSize(style.size ?? 10)
        .fillColor(style.color ?? INK)
        .text(printableText(text), MARGIN + (style.indent ?? 0), undefined, {
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
  block(doc, element, 'H2', title, { font: BOLD_FONT, size: 12, gap: 0.3 });
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
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  block(doc, root, 'P', head.productName, { font: BOLD_FONT, size: 9, color: ACCENT, gap: 0.2 });
  block(doc, root, 'H1', head.title, { font: BOLD_FONT, size: 18, gap: 0.3 });
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
          .font(BODY_FONT)
          .fontSize(8)
          .fillColor(MUTED)
          .text(printableText(footer), MARGIN, doc.page.height - MARGIN - 8, {
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
