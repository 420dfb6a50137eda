// The patient's printable copy of a meal plan as a tagged PDF (A4), drawn on the server with pdfkit: headings,
// paragraphs and tables in a structure tree, in Portuguese, so a screen reader reads it in order and
// copied text keeps its words. Helvetica is one of the PDF standard fonts: nothing to download or embed, and
// its WinAnsi encoding carries every Portuguese letter (ã, ç, é, õ...).
import PDFDocument from 'pdfkit';
import type { MealPlanPdfModel } from './pdf-model';

const INK = '#1f1d2b';
const MUTED = '#5c5a6b';
const ACCENT = '#b82a5a';
const RULE = '#dedce6';
const MARGIN = 40;
/** The room a meal's heading, header row and first food need at the foot of a page. */
const KEEP_TOGETHER = 140;

type Doc = InstanceType<typeof PDFDocument>;
type Struct = ReturnType<Doc['struct']>;

/** Text in one structure element of `parent` (a heading, a paragraph), drawn where the page flows. */
function block(
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

/** A meal's foods as a table: a header row, one row a food (its substitutions under it), the meal's total. */
function mealTable(
  doc: Doc,
  parent: Struct,
  model: MealPlanPdfModel,
  period: MealPlanPdfModel['periods'][number],
) {
  const withCalories = model.columns.calories !== null;
  const width = doc.page.width - 2 * MARGIN;
  const widths = withCalories ? [width * 0.5, width * 0.34, width * 0.16] : [width * 0.55, width * 0.45];
  const cell = (text: string, extra: object = {}) => ({ text, ...extra });
  const header = [cell(model.columns.food), cell(model.columns.quantity)];
  if (withCalories) header.push(cell(model.columns.calories ?? '', { align: { x: 'right' } }));
  const rows: object[][] = [header.map((entry) => ({ ...entry, type: 'TH', scope: 'column' }))];
  for (const food of period.foods) {
    const name = [food.name, ...food.substitutions].join('\n');
    const row = [cell(name), cell(food.portion)];
    if (withCalories) row.push(cell(food.calories ?? '', { align: { x: 'right' } }));
    rows.push(row);
  }
  if (period.total) {
    const total = [cell(period.total.label, { font: { src: 'Helvetica-Bold' } }), cell('')];
    if (withCalories)
      total.push(cell(period.total.calories, { font: { src: 'Helvetica-Bold' }, align: { x: 'right' } }));
    rows.push(total);
  }
  doc.font('Helvetica').fontSize(9.5).fillColor(INK);
  doc.table({
    structParent: parent,
    position: { x: MARGIN },
    columnStyles: (index: number) => ({ width: widths[index] }),
    rowStyles: (index: number) => (index === 0 ? { font: { src: 'Helvetica-Bold' }, textColor: MUTED } : {}),
    defaultStyle: { border: [0, 0, 0.5, 0], borderColor: RULE, padding: [3, 4] },
    data: rows,
  });
}

/** The plan as a tagged PDF document. */
export function renderMealPlanPdf(model: MealPlanPdfModel): Promise<Buffer> {
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

  for (const period of model.periods) {
    doc.moveDown(1);
    // A meal starts on a new page rather than leave its heading and header row alone at the foot of one.
    if (doc.y > doc.page.height - MARGIN - KEEP_TOGETHER) doc.addPage();
    const section = doc.struct('Sect');
    root.add(section);
    block(doc, section, 'H2', period.time ? `${period.name} – ${period.time}` : period.name, {
      font: 'Helvetica-Bold',
      size: 12,
      gap: 0.3,
    });
    mealTable(doc, section, model, period);
    if (period.total?.note) block(doc, section, 'P', period.total.note, { size: 8, color: MUTED });
    if (period.notes) {
      doc.moveDown(0.5);
      block(doc, section, 'H3', period.notesTitle, { font: 'Helvetica-Bold', size: 10, gap: 0.1 });
      block(doc, section, 'P', period.notes);
    }
    section.end();
  }

  if (model.day) {
    doc.moveDown(1.2);
    const section = doc.struct('Sect');
    root.add(section);
    block(doc, section, 'H2', model.day.title, { font: 'Helvetica-Bold', size: 12, gap: 0.3 });
    for (const item of model.day.totals) {
      block(doc, section, 'P', `${item.label}: ${item.value}`, { gap: 0.05 });
      if (item.note) block(doc, section, 'P', item.note, { size: 8, color: MUTED, indent: 10 });
    }
    section.end();
  }

  if (model.guidance) {
    doc.moveDown(1.2);
    const section = doc.struct('Sect');
    root.add(section);
    block(doc, section, 'H2', model.guidance.title, { font: 'Helvetica-Bold', size: 12, gap: 0.3 });
    block(doc, section, 'P', model.guidance.text);
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
