'use client';

import { readJson } from '@/lib/api/browser/client';
import type { PatientSummary } from '@/lib/api/contract';
import { practicePaths } from '@/lib/api/paths/practice';
import { viaProxy } from '@/lib/api/paths/proxy';
import type { NewPatientRequest } from '@/lib/rules/new-patient-form';

/** 'Novo paciente': opens her record of a patient without the app (POST /v1/nutritionists/{id}/patients). */
export function useNewPatient(
  nutritionistId: number,
): (request: NewPatientRequest) => Promise<PatientSummary> {
  return (request) =>
    readJson<PatientSummary>(viaProxy(practicePaths.nutritionistPatients(nutritionistId)), {
      method: 'POST',
      json: request,
    });
}
