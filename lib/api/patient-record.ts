// The patient record read on the server: her anamnesis versions (and, later, her goals).
import 'server-only';
import { cache } from 'react';
import { type AnamnesisList, anamnesisListSchema } from './contract';
import { paths } from './paths';
import { fetchAsUser, orNullWhenMissing } from './upstream';

/** Every anamnesis version, newest first, and the newest in full; null when not the caller's to see. */
export const getAnamneses = cache(
  (patientId: number): Promise<AnamnesisList | null> =>
    orNullWhenMissing(fetchAsUser(paths.userAnamneses(patientId), anamnesisListSchema)),
);
