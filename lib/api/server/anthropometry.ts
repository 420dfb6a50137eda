// Anthropometry: a patient's records with the preferred body-fat equation, and its adherence record.
import 'server-only';
import { cache } from 'react';
import {
  type AnthropometricRecordList,
  anthropometricRecordListSchema,
  type Progress,
  progressSchema,
} from '../contract';
import { paths } from '../paths';
import { fetchAsUser, orNullWhenMissing } from './upstream';

/** The patient's records, newest first; null when the patient is not the caller's to see (404). */
export const getAnthropometricRecords = cache(
  (patientId: number): Promise<AnthropometricRecordList | null> =>
    orNullWhenMissing(
      fetchAsUser(paths.userAnthropometricRecords(patientId), anthropometricRecordListSchema),
    ),
);

/** The last `days` days of the patient's adherence record; null when not the caller's to see. */
export const getProgress = cache(
  (patientId: number, days: number): Promise<Progress | null> =>
    orNullWhenMissing(fetchAsUser(paths.userProgress(patientId, days), progressSchema)),
);
