// The TACO table (see data/taco/README.md for the source) as rows of the food catalogue.
import { readFileSync } from 'node:fs';
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

const TACO_CSV = new URL('./data/taco/alimentos.csv', import.meta.url);

/** TACO's value text as a stored amount: not analysed is unknown (null), trace is 0. */
export function parseTacoValue(text: string): number | null {
  const value = text.trim();
  if (value === 'NA' || value === '*' || value === '') return null;
  if (value === '1e-05' || value.toLowerCase() === 'tr') return 0;
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new Error(`Not a TACO value: "${text}"`);
  return number;
}

export function mapTacoCategory(category: string, description: string): FoodGroup {
  if (WATER_DESCRIPTION.test(description.trim())) return 'WATER';
  const group = TACO_CATEGORY_GROUPS[category];
  if (!group) throw new Error(`TACO category without a food group: "${category}"`);
  return group;
}

export function readTacoFoodstuffs(csvText = readFileSync(TACO_CSV, 'utf8')): FoodstuffRow[] {
  return parseCsvWithHeader(csvText).map((row) => {
    const read = (column: keyof typeof COLUMNS) => {
      const value = row[COLUMNS[column]];
      if (value === undefined) throw new Error(`TACO file lacks the column "${COLUMNS[column]}"`);
      return value;
    };
    const description = read('description').trim();
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
      tacoNumber: Number.parseInt(read('number'), 10),
    };
  });
}

export async function seedTacoFoodstuffs(db: Db): Promise<void> {
  await insertInChunks(db, foodstuffs, readTacoFoodstuffs());
}
