// The patient record read on the server: her anamnesis versions, her goals, her consultations' notes and the
// export of everything held about her.
import 'server-only';
import { cache } from 'react';
import {
  type AccessTrailPage,
  type AnamnesisList,
  accessTrailPageSchema,
  anamnesisListSchema,
  type ConsultationPage,
  consultationPageSchema,
  type PatientContact,
  type PatientExport,
  type PatientGoals,
  patientContactSchema,
  patientExportSchema,
  patientGoalsSchema,
} from '../contract';
import { paths } from '../paths';
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

/** Her phone and e-mail; null when not the caller's to see. */
export const getPatientContact = cache(
  (patientId: number): Promise<PatientContact | null> =>
    orNullWhenMissing(fetchAsUser(paths.userContact(patientId), patientContactSchema)),
);

/** What a card can show from the first paint, or undefined when the read failed (the card asks again). */
export function readForFirstPaint<T>(read: Promise<T | null>): Promise<T | undefined> {
  return read.then(
    (value) => value ?? undefined,
    () => undefined,
  );
}

export const ACCESS_TRAIL_PAGE_SIZE = 20;

/** A 1-based page of her access trail, newest first; null when not the caller's to see. */
export const getAccessTrail = cache(
  (patientId: number, page: number): Promise<AccessTrailPage | null> =>
    orNullWhenMissing(
      fetchAsUser(
        paths.userAccessTrail(patientId, { page: String(page - 1), size: String(ACCESS_TRAIL_PAGE_SIZE) }),
        accessTrailPageSchema,
      ),
    ),
);

export const CONSULTATIONS_PAGE_SIZE = 10;

/** A 1-based page of her consultations with the caller, newest first, with their notes; null when not hers. */
export const getConsultations = cache(
  (patientId: number, page: number): Promise<ConsultationPage | null> =>
    orNullWhenMissing(
      fetchAsUser(
        paths.userConsultations(patientId, { page: String(page - 1), size: String(CONSULTATIONS_PAGE_SIZE) }),
        consultationPageSchema,
      ),
    ),
);

/** Everything held about her, as one document; null when not the caller's to see. */
export const getPatientExport = cache(
  (patientId: number): Promise<PatientExport | null> =>
    orNullWhenMissing(fetchAsUser(paths.userExport(patientId), patientExportSchema)),
);
