// Household measures of TACO foods, read from IBGE's 'Tabela de Medidas Referidas para os Alimentos
// Consumidos no Brasil' (POF 2008–2009): see data/ibge-medidas/README.md for the source and the rules.
import { readFileSync } from 'node:fs';
import { isNotNull } from 'drizzle-orm';
import type { Db } from '@/upstream/src/db/client';
import { foodstuffMeasures, foodstuffs } from '@/upstream/src/db/schema';
import { parseCsvWithHeader } from './csv';
import { insertInChunks } from './insert-in-chunks';

const MEASURES_CSV = new URL('./data/ibge-medidas/medidas-caseiras.csv', import.meta.url);

export interface SourceMeasure {
  tacoNumber: number;
  name: string;
  grams: number;
  /** Where the value was read: the IBGE food and the page of the publication. */
  source: string;
}

/** The measures as the data file holds them; a row without a positive weight or a source stops the seed. */
export function readSourceMeasures(csvText = readFileSync(MEASURES_CSV, 'utf8')): SourceMeasure[] {
  return parseCsvWithHeader(csvText).map((row, index) => {
    const tacoNumber = Number.parseInt(row.taco_number ?? '', 10);
    const grams = Number(row.grams);
    const name = row.measure?.trim() ?? '';
    const ibgeFood = row.ibge_food?.trim() ?? '';
    const page = row.pdf_page?.trim() ?? '';
    if (!Number.isInteger(tacoNumber) || !(grams > 0) || name === '' || ibgeFood === '' || page === '') {
      throw new Error(`Household measure row ${index + 2} is incomplete`);
    }
    return {
      tacoNumber,
      name,
      grams,
      source: `IBGE, POF 2008–2009, Tabela de Medidas Referidas, p. ${page}: ${ibgeFood}`,
    };
  });
}

/** Puts the source's measures under the TACO foods of the catalogue, in the file's order. */
export async function seedHouseholdMeasures(db: Db): Promise<void> {
  const foods = await db
    .select({ id: foodstuffs.id, tacoNumber: foodstuffs.tacoNumber })
    .from(foodstuffs)
    .where(isNotNull(foodstuffs.tacoNumber));
  const byTaco = new Map(foods.map((food) => [food.tacoNumber, food.id]));
  const positions = new Map<number, number>();
  const rows = readSourceMeasures().map((measure) => {
    const foodstuffId = byTaco.get(measure.tacoNumber);
    if (foodstuffId === undefined) throw new Error(`No TACO food ${measure.tacoNumber} for its measures`);
    const position = positions.get(foodstuffId) ?? 0;
    positions.set(foodstuffId, position + 1);
    return { foodstuffId, name: measure.name, weight: measure.grams, source: measure.source, position };
  });
  await insertInChunks(db, foodstuffMeasures, rows);
}
