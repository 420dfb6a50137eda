// A nutritionist's patients.
import 'server-only';
import { cache } from 'react';
import {
  type ConnectionRequestPage,
  connectionRequestPageSchema,
  type Page,
  type PatientSummary,
  patientPageSchema,
} from '../contract';
import { paths } from '../paths';
import { fetchAsUser } from './upstream';

/** One 1-based page of the nutritionist's own patients, searched by name ('' for all). */
export const listPatients = cache(
  (nutritionistId: number, page: number, size: number, name: string): Promise<Page<PatientSummary>> => {
    const query = new URLSearchParams({ page: String(page - 1), size: String(size) });
    if (name) query.set('patient_name', name);
    return fetchAsUser(paths.nutritionistPatients(nutritionistId, query), patientPageSchema);
  },
);

/** Her newest invitations nobody is her patient through yet: open, expired, or accepted without an account. */
export const listOpenInvitations = cache(
  (nutritionistId: number, size: number): Promise<ConnectionRequestPage> =>
    fetchAsUser(
      paths.nutritionistInvitations(nutritionistId, { size: String(size) }),
      connectionRequestPageSchema,
    ),
);
