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

/** Each other component and the source column it comes from (lib/rules/food-components). */
const COMPONENT_COLUMNS = {
  moisture: 'Umidade....',
  energy_kj: 'Energia..kJ.',
  ash: 'Cinzas..g.',
  calcium: 'Cálcio..mg.',
  magnesium: 'Magnésio..mg.',
  manganese: 'Manganês..mg.',
  phosphorus: 'Fósforo..mg.',
  iron: 'Ferro..mg.',
  potassium: 'Potássio..mg.',
  copper: 'Cobre..mg.',
  zinc: 'Zinco..mg.',
  retinol: 'Retinol..mcg.',
  re: 'RE..mcg.',
  rae: 'RAE..mcg.',
  thiamine: 'Tiamina..mg.',
  riboflavin: 'Riboflavina..mg.',
  pyridoxine: 'Piridoxina..mg.',
  niacin: 'Niacina..mg.',
  vitamin_c: 'Vitamina.C..mg.',
  cholesterol: 'Colesterol..mg.',
} as const;
type ComponentColumn = keyof typeof COMPONENT_COLUMNS;

/** What a source cell should become: unknown (absent), 'trace', or its number. */
function expectedOf(cell: string) {
  if (isUnknownCell(cell)) return undefined;
  if (isTraceCell(cell)) return 'trace';
  return Number(cell);
}

describe("the TACO import of the other components, against the source's cells", () => {
  const foods = readTacoFoodstuffs(source);

  it.each(Object.keys(COMPONENT_COLUMNS) as ComponentColumn[])(
    '%s: every cell as it is: NA absent (unknown), Tr as trace, never 0, and numbers equal',
    (key) => {
      const index = header.indexOf(COMPONENT_COLUMNS[key]);
      expect(index).toBeGreaterThanOrEqual(0);
      for (const [row, record] of records.entries()) {
        expect(foods[row]?.components?.[key], `${record[2]}`).toBe(expectedOf((record[index] ?? '').trim()));
      }
    },
  );

  it("takes the fatty acids of the foods TACO's fatty-acid table covers, by food number", () => {
    const fatty = parseCsv(
      readFileSync(new URL('../../upstream/src/seed/data/taco/acidos-graxos.csv', import.meta.url), 'utf8'),
    ).slice(1);
    expect(fatty).toHaveLength(423);
    const byNumber = new Map(foods.map((food) => [food.tacoNumber, food]));
    for (const [number, name, saturated, mono, poly] of fatty) {
      const food = byNumber.get(Number(number));
      expect(food?.name).toBe(name?.trim());
      expect(food?.components).toMatchObject(
        Object.fromEntries(
          [
            ['saturated_fat', saturated],
            ['monounsaturated_fat', mono],
            ['polyunsaturated_fat', poly],
          ]
            .filter(([, cell]) => expectedOf(cell ?? '') !== undefined)
            .map(([key, cell]) => [key, expectedOf(cell ?? '')]),
        ),
      );
    }
    // Drinks have no fatty-acid values in TACO: unknown, not zero, although coffee has 0.1 g of lipids.
    const coffee = foods.find((food) => food.name === 'Café, infusão 10%');
    expect(coffee?.fats).toBe(0.1);
    expect(coffee?.components).not.toHaveProperty('saturated_fat');
  });
});

describe('migration 0037', () => {
  it('gives a catalogue seeded before it the same components as the seed', () => {
    const migration = readFileSync(
      new URL('../../upstream/src/db/migrations/0037_food_components.sql', import.meta.url),
      'utf8',
    );
    const migrated = [...migration.matchAll(/^ {2}\((\d+), '([^']*)'\)/gm)].map(([, taco, json]) => [
      Number(taco),
      JSON.parse(json ?? ''),
    ]);
    expect(migrated).toEqual(readTacoFoodstuffs().map((food) => [food.tacoNumber, food.components]));
  });
});
