// The seeded names for the patient against the TACO table they name: every row a TACO food under its own
// name, each name once, and the foods a plan uses most named as a patient says them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readPatientNames } from '@/upstream/src/seed/patient-names';
import { readTacoFoodstuffs } from '@/upstream/src/seed/taco';

const names = readPatientNames();
const taco = new Map(readTacoFoodstuffs().map((food) => [food.tacoNumber, food.name]));

describe('patient names data', () => {
  it('names each food by its TACO number and TACO name, once', () => {
    expect(names.length).toBeGreaterThanOrEqual(100);
    for (const entry of names) expect(taco.get(entry.tacoNumber), `${entry.tacoNumber}`).toBe(entry.tacoName);
    expect(new Set(names.map((entry) => entry.tacoNumber)).size).toBe(names.length);
    const lowered = names.map((entry) => entry.patientName.toLocaleLowerCase('pt-BR'));
    expect(new Set(lowered).size).toBe(names.length);
  });

  it('says the everyday foods as a patient would', () => {
    const nameOf = (tacoNumber: number) =>
      names.find((entry) => entry.tacoNumber === tacoNumber)?.patientName;
    expect(nameOf(488)).toBe('Ovo cozido');
    expect(nameOf(53)).toBe('Pão francês');
    expect(nameOf(561)).toBe('Feijão carioca');
    expect(nameOf(410)).toBe('Peito de frango grelhado');
    // Names only: no TACO detail such as cooking times or commas.
    for (const entry of names) expect(entry.patientName).not.toMatch(/[,/]|\d+ ?minutos/);
  });

  it('stops at a row without a name', () => {
    expect(() => readPatientNames('taco_number,taco_name,patient_name\n488,"Ovo",\n')).toThrow(/row 2/);
  });
});

describe('migration 0033', () => {
  it('gives a catalogue seeded before it the same names as the seed', () => {
    const sql = readFileSync(
      new URL('../../upstream/src/db/migrations/0033_patient_names.sql', import.meta.url),
      'utf8',
    );
    const migrated = [...sql.matchAll(/\((\d+), '((?:[^']|'')*)'\)/g)].map(([, taco, name]) => ({
      tacoNumber: Number(taco),
      patientName: name!.replaceAll("''", "'"),
    }));
    expect(migrated).toEqual(names.map(({ tacoNumber, patientName }) => ({ tacoNumber, patientName })));
  });
});
