'use client';

import type { AnthropometricRecord } from '@/lib/api/contract';
import type { FatEquation } from '@/lib/rules/anthropometry/density-equations';
import { carriedHeightFor } from '@/lib/rules/anthropometry/known-height';
import { describePersonOn } from '@/lib/rules/anthropometry/person';
import type { Sex } from '@/lib/rules/anthropometry/sites';
import { ResultsCard } from './results-card';

export interface AssessedPatient {
  birth_date: string | null;
  gender: Sex | null;
}

/** The patient on a record's date, as the equations take her. */
export const personOn = (patient: AssessedPatient, date: string) =>
  describePersonOn(patient.birth_date, patient.gender, date);

/** The latest record's results, by every equation, with the one she prefers chosen. */
export function LatestResults({
  records,
  patient,
  equation,
  onChoosePreferred,
}: {
  records: readonly AnthropometricRecord[];
  patient: AssessedPatient;
  equation: FatEquation;
  onChoosePreferred: (equation: FatEquation) => void;
}) {
  const latest = records[0] ?? null;
  // A follow-up often weighs without measuring the height again: the BMI uses the height known then.
  const carriedHeight = latest ? carriedHeightFor(latest, records) : null;
  return (
    <ResultsCard
      record={latest && carriedHeight ? { ...latest, height: carriedHeight.height } : latest}
      heightMeasuredOn={carriedHeight?.date ?? null}
      person={latest ? personOn(patient, latest.date) : { sex: patient.gender, ageYears: null }}
      preferred={equation}
      onChoosePreferred={onChoosePreferred}
    />
  );
}
