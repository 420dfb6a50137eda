// Names for the patient of the catalogue's common TACO foods ('Ovo cozido'): see
// data/patient-names/README.md for how they were chosen.
import { readFileSync } from 'node:fs';
import { and, eq, isNull } from 'drizzle-orm';
import { PATIENT_FOOD_NAME_MAX_LENGTH } from '@/lib/api/contract/values';
import type { Db } from '@/upstream/src/db/client';
import { foodstuffs } from '@/upstream/src/db/schema';
import { parseCsvWithHeader } from './csv';

const NAMES_CSV = new URL('./data/patient-names/patient-names.csv', import.meta.url);

export interface SourcePatientName {
  tacoNumber: number;
  /** TACO's own name of the food, as the file names it (so a wrong number is caught). */
  tacoName: string;
  patientName: string;
}

/** The names as the data file holds them; an incomplete or overlong row stops the seed. */
export function readPatientNames(csvText = readFileSync(NAMES_CSV, 'utf8')): SourcePatientName[] {
  return parseCsvWithHeader(csvText).map((row, index) => {
    const tacoNumber = Number.parseInt(row.taco_number ?? '', 10);
    const tacoName = row.taco_name ?? '';
    const patientName = row.patient_name?.trim() ?? '';
    if (!Number.isInteger(tacoNumber) || tacoName === '' || patientName === '') {
      throw new Error(`Patient name row ${index + 2} is incomplete`);
    }
    if (patientName.length > PATIENT_FOOD_NAME_MAX_LENGTH) {
      throw new Error(`Patient name row ${index + 2} is longer than ${PATIENT_FOOD_NAME_MAX_LENGTH}`);
    }
    return { tacoNumber, tacoName, patientName };
  });
}

/** Gives the TACO foods of the catalogue their names for the patient; one an administrator set stays. */
export async function seedPatientNames(db: Db): Promise<void> {
  for (const entry of readPatientNames()) {
    await db
      .update(foodstuffs)
      .set({ patientName: entry.patientName })
      .where(and(eq(foodstuffs.tacoNumber, entry.tacoNumber), isNull(foodstuffs.patientName)));
  }
}
