// The patient record read on the server: her anamnesis versions and her goals.
import 'server-only';
import { cache } from 'react';
import { type AnamnesisList, anamnesisListSchema, type PatientGoals, patientGoalsSchema } from './contract';
import { paths } from './paths';
import { fetchAsUser, orNullWhenMissing } from './upstream';

/** Every anamnesis version, newest first, and the newest in full; null when not the caller's to see. */
export const getAnamneses = cache(
  (patientId: number): Promise<AnamnesisList | null> =>
    orNullWhenMissing(fetchAsUser(paths.userAnamneses(patientId), anamnesisListSchema)),
);

/** Her goals (every field null before any is set); null when not the caller's to see. */
export const getPatientGoals = cache(
  (patientId: number): Promise<PatientGoals | null> =>
    orNullWhenMissing(fetchAsUser(paths.userGoals(patientId), patientGoalsSchema)),
);
