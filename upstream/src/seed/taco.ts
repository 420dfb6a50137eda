// The TACO table (see data/taco/README.md for the source) as rows of the food catalogue.
import { readFileSync } from 'node:fs';
import { type ComponentKey, type StoredComponents, TRACE } from '@/lib/rules/food-components';
import type { Db } from '@/upstream/src/db/client';
import { foodstuffs } from '@/upstream/src/db/schema';
import { parseCsvWithHeader } from './csv';
import { insertInChunks } from './insert-in-chunks';

type FoodGroup = (typeof foodstuffs.$inferInsert)['group'];
export type FoodstuffRow = typeof foodstuffs.$inferInsert;

// The 15 TACO categories and the product's groups. Eggs and fish count as MEATS (animal protein).
// Nuts and seeds go to OTHERS: they are fat-rich, and neither grains nor legumes in nutrition terms.
export const TACO_CATEGORY_GROUPS: Readonly<Record<string, FoodGroup>> = {
  'Cereais e derivados': 'GRAINS',
  'Verduras, hortaliças e derivados': 'VEGETABLES',
  'Frutas e derivados': 'FRUITS',
  'Gorduras e óleos': 'OILS',
  'Pescados e frutos do mar': 'MEATS',
  'Carnes e derivados': 'MEATS',
  'Leite e derivados': 'DAIRY',
  'Bebidas (alcoólicas e não alcoólicas)': 'BEVERAGES',
  'Ovos e derivados': 'MEATS',
  'Produtos açucarados': 'SWEETS',
  Miscelâneas: 'OTHERS',
  'Outros alimentos industrializados': 'OTHERS',
  'Alimentos preparados': 'OTHERS',
  'Leguminosas e derivados': 'LEGUMES',
  'Nozes e sementes': 'OTHERS',
};

// Only plain water ("Água", "Água, mineral"...) is WATER; "Coco, água de" stays a beverage.
const WATER_DESCRIPTION = /^água(,|\s|$)/i;

const COLUMNS = {
  number: 'Número do Alimento',
  category: 'Categoria do alimento',
  description: 'Descrição dos alimentos',
  kcal: 'Energia..kcal.',
  protein: 'Proteína..g.',
  lipids: 'Lipídeos..g.',
  carbohydrate: 'Carboidrato..g.',
  fiber: 'Fibra.Alimentar..g.',
  sodium: 'Sódio..mg.',
} as const;

/** The TACO column each component is read from. */
const COMPONENT_COLUMNS: Readonly<Partial<Record<ComponentKey, string>>> = {
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
};

const TACO_CSV = new URL('./data/taco/alimentos.csv', import.meta.url);
// TACO's fatty-acid table, for the foods it covers (data/taco/README.md).
const FATTY_ACIDS_CSV = new URL('./data/taco/acidos-graxos.csv', import.meta.url);
const FATTY_ACID_COLUMNS = {
  saturated_fat: 'saturated',
  monounsaturated_fat: 'monounsaturated',
  polyunsaturated_fat: 'polyunsaturated',
} as const satisfies Partial<Record<ComponentKey, string>>;

/** TACO's value text as a component: not analysed is unknown (null), and trace stays trace. */
export function parseTacoComponent(text: string): number | typeof TRACE | null {
  const value = text.trim();
  if (value === 'NA' || value === '*' || value === '') return null;
  if (value === '1e-05' || value.toLowerCase() === 'tr') return TRACE;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`Not a TACO value: "${text}"`);
  return number;
}

/**
 * TACO's value text as one of the six main nutrients: not analysed is unknown (null), and trace is 0, which
 * a sum never shows as significant (the six columns hold amounts only).
 */
export function parseTacoValue(text: string): number | null {
  const value = parseTacoComponent(text);
  return value === TRACE ? 0 : value;
}

/** The components a TACO row gives, the known ones only. */
function readTacoComponents(row: Readonly<Record<string, string>>): StoredComponents {
  const components: StoredComponents = {};
  for (const [key, column] of Object.entries(COMPONENT_COLUMNS) as [ComponentKey, string][]) {
    const text = row[column];
    if (text === undefined) throw new Error(`TACO file lacks the column "${column}"`);
    const value = parseTacoComponent(text);
    if (value !== null) components[key] = value;
  }
  return components;
}

export function mapTacoCategory(category: string, description: string): FoodGroup {
  if (WATER_DESCRIPTION.test(description.trim())) return 'WATER';
  const group = TACO_CATEGORY_GROUPS[category];
  if (!group) throw new Error(`TACO category without a food group: "${category}"`);
  return group;
}

/** The fatty acids of each food the table covers, by TACO number: the known ones only. */
export function readTacoFattyAcids(
  csvText = readFileSync(FATTY_ACIDS_CSV, 'utf8'),
): Map<number, StoredComponents> {
  const byNumber = new Map<number, StoredComponents>();
  for (const row of parseCsvWithHeader(csvText)) {
    const components: StoredComponents = {};
    for (const [key, column] of Object.entries(FATTY_ACID_COLUMNS) as [ComponentKey, string][]) {
      const text = row[column];
      if (text === undefined) throw new Error(`The fatty-acid file lacks the column "${column}"`);
      const value = parseTacoComponent(text);
      if (value !== null) components[key] = value;
    }
    byNumber.set(Number.parseInt(row.taco_number ?? '', 10), components);
  }
  return byNumber;
}

export function readTacoFoodstuffs(
  csvText = readFileSync(TACO_CSV, 'utf8'),
  fattyAcids = readTacoFattyAcids(),
): FoodstuffRow[] {
  return parseCsvWithHeader(csvText).map((row) => {
    const read = (column: keyof typeof COLUMNS) => {
      const value = row[COLUMNS[column]];
      if (value === undefined) throw new Error(`TACO file lacks the column "${COLUMNS[column]}"`);
      return value;
    };
    const description = read('description').trim();
    const tacoNumber = Number.parseInt(read('number'), 10);
    return {
      name: description,
      group: mapTacoCategory(read('category'), description),
      unitOfMeasurement: 'GRAMS',
      baselineWeight: 100,
      calories: parseTacoValue(read('kcal')),
      proteins: parseTacoValue(read('protein')),
      carbohydrates: parseTacoValue(read('carbohydrate')),
      sodium: parseTacoValue(read('sodium')),
      fiber: parseTacoValue(read('fiber')),
      fats: parseTacoValue(read('lipids')),
      components: { ...readTacoComponents(row), ...fattyAcids.get(tacoNumber) },
      tacoNumber,
    };
  });
}

export async function seedTacoFoodstuffs(db: Db): Promise<void> {
  await insertInChunks(db, foodstuffs, readTacoFoodstuffs());
}
