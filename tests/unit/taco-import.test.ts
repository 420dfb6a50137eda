// The TACO import checked against its source file, cell by cell: a nutrient is unknown (null) for exactly the
// foods whose cell is NA or blank, and a trace ('Tr', written 1e-05) is a real 0, never unknown.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/upstream/src/seed/csv';
import { readTacoFoodstuffs } from '@/upstream/src/seed/taco';

const source = readFileSync(
  new URL('../../upstream/src/seed/data/taco/alimentos.csv', import.meta.url),
  'utf8',
);
const [header = [], ...records] = parseCsv(source);

/** Each imported nutrient and the source column it comes from. */
const COLUMNS = {
  calories: 'Energia..kcal.',
  proteins: 'Proteína..g.',
  carbohydrates: 'Carboidrato..g.',
  sodium: 'Sódio..mg.',
  fiber: 'Fibra.Alimentar..g.',
  fats: 'Lipídeos..g.',
} as const;
type Column = keyof typeof COLUMNS;

function cellsOf(nutrient: Column): string[] {
  const index = header.indexOf(COLUMNS[nutrient]);
  if (index < 0) throw new Error(`no column ${COLUMNS[nutrient]}`);
  return records.map((record) => (record[index] ?? '').trim());
}

const isUnknownCell = (cell: string) => cell === 'NA' || cell === '*' || cell === '';
const isTraceCell = (cell: string) => cell === '1e-05' || cell.toLowerCase() === 'tr';

describe('the TACO import against its source file', () => {
  const foods = readTacoFoodstuffs(source);

  it('imports every food of the file', () => {
    expect(records).toHaveLength(597);
    expect(foods).toHaveLength(records.length);
  });

  it.each(Object.keys(COLUMNS) as Column[])(
    '%s: as many unknown (null) values as NA and blank cells, on the same foods',
    (nutrient) => {
      const cells = cellsOf(nutrient);
      const unknownInSource = cells.flatMap((cell, index) => (isUnknownCell(cell) ? [index] : []));
      const unknownImported = foods.flatMap((food, index) => (food[nutrient] === null ? [index] : []));
      expect(unknownImported).toEqual(unknownInSource);
    },
  );

  it('gives the counts the table is known for: 6 foods without energy, 15 without protein or carbohydrate', () => {
    const unknown = (nutrient: Column) => foods.filter((food) => food[nutrient] === null).length;
    expect(unknown('calories')).toBe(6);
    expect(unknown('proteins')).toBe(15);
    expect(unknown('carbohydrates')).toBe(15);
    const names = foods.filter((food) => food.calories === null).map((food) => food.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Leite, de vaca, integral',
        'Leite, de vaca, desnatado, UHT',
        'Coco,  verde, cru',
      ]),
    );
  });

  it.each(Object.keys(COLUMNS) as Column[])('%s: a trace is imported as 0, not as unknown', (nutrient) => {
    const cells = cellsOf(nutrient);
    for (const [index, cell] of cells.entries()) {
      if (isTraceCell(cell)) expect(foods[index]?.[nutrient]).toBe(0);
    }
  });
});
