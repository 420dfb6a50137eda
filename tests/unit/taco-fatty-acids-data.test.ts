// TACO's fatty-acid table against the foods of alimentos.csv, and a sample of it against the second
// transcription and the printed table it was checked with (see data/taco/README.md).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsvWithHeader } from '@/upstream/src/seed/csv';

const readTacoData = (file: string) =>
  parseCsvWithHeader(
    readFileSync(new URL(`../../upstream/src/seed/data/taco/${file}`, import.meta.url), 'utf8'),
  );

const foods = new Map(readTacoData('alimentos.csv').map((row) => [row['Número do Alimento'], row]));
const fattyAcids = readTacoData('acidos-graxos.csv');
const sample = readTacoData('amostra-acidos-graxos.csv');

const FATTY_ACIDS = ['saturated', 'monounsaturated', 'polyunsaturated'] as const;
const NOT_ANALYSED = 'NA';
const TRACE = '1e-05';

// Amounts in tenths of a gram, so sums are exact; an unknown or a trace adds nothing.
const toTenths = (value: string) =>
  value === NOT_ANALYSED || value === TRACE ? 0 : Math.round(Number(value) * 10);

// The PDF prints both values so (its Tabela 1 and Tabela 2 disagree); the README lists them.
const SUMS_OVER_LIPIDS = [21, 34, 43, 44, 309, 315, 368, 388, 427, 434, 485, 501, 587, 594];

describe('TACO fatty-acid data', () => {
  it('covers the 423 foods the table analysed, each under its number and name in alimentos.csv', () => {
    expect(fattyAcids).toHaveLength(423);
    expect(new Set(fattyAcids.map((row) => row.taco_number)).size).toBe(fattyAcids.length);
    for (const row of fattyAcids) {
      const food = foods.get(row.taco_number ?? '');
      expect(food, `TACO ${row.taco_number}`).toBeDefined();
      expect(row.taco_name).toBe(food!['Descrição dos alimentos']);
    }
  });

  it('holds not analysed, trace or an amount in grams as the table prints it', () => {
    for (const row of fattyAcids) {
      for (const column of FATTY_ACIDS) {
        expect(row[column], `${row.taco_number} ${column}`).toMatch(/^(NA|1e-05|\d+(\.\d)?)$/);
      }
    }
  });

  it('agrees with the second transcription and the printed table for a sample across the groups', () => {
    expect(sample.length).toBeGreaterThanOrEqual(60);
    const byNumber = new Map(fattyAcids.map((row) => [row.taco_number, row]));
    for (const row of sample) {
      const entry = byNumber.get(row.taco_number ?? '');
      expect(entry, `TACO ${row.taco_number}`).toBeDefined();
      for (const column of FATTY_ACIDS) {
        const value = entry![column]!;
        const where = `${row.taco_number} ${column}`;
        expect(value, where).toBe(row[column]);
        // The second transcription writes a trace as 0 and leaves not analysed empty.
        const secondReading = row[`taco_api_${column}`];
        if (value === NOT_ANALYSED) expect(secondReading, where).toBe('');
        else expect(Number(secondReading), where).toBe(value === TRACE ? 0 : Number(value));
        const printed = row[`pdf_${column}`]!;
        if (value === NOT_ANALYSED) expect(printed, where).toBe('');
        else if (value === TRACE) expect(printed, where).toBe('Tr');
        else expect(Number(printed.replace(',', '.')), where).toBe(Number(value));
      }
    }
  });

  it('sums to no more than the food’s lipids, but for the foods the table itself prints over', () => {
    // Four values each rounded to 0.1 g: up to 0.2 g of rounding.
    const roundingTenths = 2;
    const over = fattyAcids
      .filter((row) => {
        const lipids = foods.get(row.taco_number ?? '')?.['Lipídeos..g.'];
        if (lipids === undefined || lipids === NOT_ANALYSED) return false;
        const sum = FATTY_ACIDS.reduce((total, column) => total + toTenths(row[column]!), 0);
        return sum - toTenths(lipids) > roundingTenths;
      })
      .map((row) => Number(row.taco_number));
    expect(over).toEqual(SUMS_OVER_LIPIDS);
  });
});
