// The patient's printable copy of a meal plan as a tagged PDF (A4): each meal a section with its foods as a
// table (header cells marked, substitutions under their food), then the day's totals and the guidance
// (lib/pdf/tagged-pdf.ts draws the document: structure, language, title, footer).

import type { MealPlanPdfModel } from '@/lib/pdf/meal-plan/pdf-model';
import { printableText } from '@/lib/pdf/printable-text';
import {
  BODY_FONT,
  BOLD_FONT,
  block,
  type Doc,
  INK,
  MARGIN,
  MUTED,
  type Struct,
  section,
  startTaggedPdf,
} from '@/lib/pdf/tagged-pdf';

const RULE = '#dedce6';
/** The room a meal's heading, header row and first food need at the foot of a page. */
const KEEP_TOGETHER = 140;

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
  const cell = (text: string, extra: object = {}) => ({ text: printableText(text), ...extra });
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
    const total = [cell(period.total.label, { font: { src: BOLD_FONT } }), cell('')];
    if (withCalories)
      total.push(cell(period.total.calories, { font: { src: BOLD_FONT }, align: { x: 'right' } }));
    rows.push(total);
  }
  doc.font(BODY_FONT).fontSize(9.5).fillColor(INK);
  doc.table({
    structParent: parent,
    position: { x: MARGIN },
    columnStyles: (index: number) => ({ width: widths[index] }),
    rowStyles: (index: number) => (index === 0 ? { font: { src: BOLD_FONT }, textColor: MUTED } : {}),
    defaultStyle: { border: [0, 0, 0.5, 0], borderColor: RULE, padding: [3, 4] },
    data: rows,
  });
}

/** The nutrients' table: header cells marked, numbers to the right. */
function nutrientsTable(doc: Doc, parent: Struct, nutrients: NonNullable<MealPlanPdfModel['nutrients']>) {
  const width = doc.page.width - 2 * MARGIN;
  const shares = [0.24, 0.14, 0.12, 0.14, 0.14, 0.22];
  const right = (index: number) => index >= 1 && index <= 4;
  const cell = (text: string, index: number) => ({
    text: printableText(text),
    ...(right(index) ? { align: { x: 'right' } } : {}),
  });
  const rows: object[][] = [
    nutrients.columns.map((text, index) => ({ ...cell(text, index), type: 'TH', scope: 'column' })),
    ...nutrients.rows.map((row) => row.map(cell)),
  ];
  doc.font(BODY_FONT).fontSize(8.5).fillColor(INK);
  doc.table({
    structParent: parent,
    position: { x: MARGIN },
    columnStyles: (index: number) => ({ width: width * (shares[index] ?? 0.1) }),
    rowStyles: (index: number) => (index === 0 ? { font: { src: BOLD_FONT }, textColor: MUTED } : {}),
    defaultStyle: { border: [0, 0, 0.5, 0], borderColor: RULE, padding: [2, 3] },
    data: rows,
  });
}

/** The plan as a tagged PDF document. */
export function renderMealPlanPdf(model: MealPlanPdfModel): Promise<Buffer> {
  const pdf = startTaggedPdf(model);
  const { doc, root } = pdf;
  for (const period of model.periods) {
    // A meal starts on a new page rather than leave its heading and header row alone at the foot of one.
    const element = section(
      doc,
      root,
      period.time ? `${period.name} – ${period.time}` : period.name,
      KEEP_TOGETHER,
    );
    mealTable(doc, element, model, period);
    if (period.total?.note) block(doc, element, 'P', period.total.note, { size: 8, color: MUTED });
    if (period.notes) {
      doc.moveDown(0.5);
      block(doc, element, 'H3', period.notesTitle, { font: BOLD_FONT, size: 10, gap: 0.1 });
      block(doc, element, 'P', period.notes);
    }
    element.end();
  }
  if (model.day) {
    const element = section(doc, root, model.day.title, KEEP_TOGETHER);
    for (const item of model.day.totals) {
      block(doc, element, 'P', `${item.label}: ${item.value}`, { gap: 0.05 });
      if (item.note) block(doc, element, 'P', item.note, { size: 8, color: MUTED, indent: 10 });
    }
    element.end();
  }
  if (model.nutrients) {
    const element = section(doc, root, model.nutrients.title, KEEP_TOGETHER);
    block(doc, element, 'P', model.nutrients.caption, { size: 9, color: MUTED, gap: 0.2 });
    if (model.nutrients.rows.length > 0) nutrientsTable(doc, element, model.nutrients);
    doc.moveDown(0.3);
    for (const note of model.nutrients.notes) block(doc, element, 'P', note, { size: 8.5, gap: 0.05 });
    element.end();
  }
  if (model.guidance) {
    const element = section(doc, root, model.guidance.title, KEEP_TOGETHER);
    block(doc, element, 'P', model.guidance.text);
    element.end();
  }
  return pdf.finish(model.footer);
}
