// The seeded household measures against the IBGE table they were read from: a sample of rows checked
// against IBGE's own rows, and coverage of the foods a Brazilian plan uses most.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsvWithHeader } from '@/upstream/src/seed/csv';
import { readSourceMeasures } from '@/upstream/src/seed/household-measures';
import { readTacoFoodstuffs } from '@/upstream/src/seed/taco';

const sample = parseCsvWithHeader(
  readFileSync(
    new URL('../../upstream/src/seed/data/ibge-medidas/amostra-ibge.csv', import.meta.url),
    'utf8',
  ),
);
const measures = readSourceMeasures();

describe('household measures data', () => {
  it('gives measures to at least 150 TACO foods, each food a TACO number, each measure cited', () => {
    const tacoNumbers = new Set(readTacoFoodstuffs().map((food) => food.tacoNumber));
    const foods = new Set(measures.map((measure) => measure.tacoNumber));
    expect(foods.size).toBeGreaterThanOrEqual(150);
    for (const measure of measures) {
      expect(tacoNumbers.has(measure.tacoNumber)).toBe(true);
      expect(measure.source).toMatch(/^IBGE, POF 2008–2009, Tabela de Medidas Referidas, p\. \d+: \S/);
    }
    // One name a food, as the catalogue requires.
    const keys = measures.map((measure) => `${measure.tacoNumber}/${measure.name.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('agrees with IBGE’s own rows for a sample across the food groups', () => {
    expect(sample.length).toBeGreaterThanOrEqual(30);
    for (const row of sample) {
      const measure = measures.find(
        (entry) => entry.tacoNumber === Number(row.taco_number) && entry.name === row.measure,
      );
      expect(measure, `${row.taco_number} ${row.measure}`).toBeDefined();
      expect(measure!.grams).toBe(Number(row.ibge_quantidade_g));
    }
  });

  it('holds the values a nutritionist knows by heart', () => {
    const grams = (taco: number, name: string) =>
      measures.find((measure) => measure.tacoNumber === taco && measure.name === name)?.grams;
    // Arroz, tipo 1, cozido: IBGE "Arroz cozido - colher de arroz cheia", 45 g.
    expect(grams(3, 'colher de servir')).toBe(45);
    // Arroz, integral, cozido: "Arroz integral cozido - concha média cheia", 117 g.
    expect(grams(1, 'concha')).toBe(117);
  });
});
