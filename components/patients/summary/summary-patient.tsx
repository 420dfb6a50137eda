'use client';

import { createContext, useContext } from 'react';
import type { Gender } from '@/lib/api/contract';

/** What the summaries need of the patient beyond the API's answers: her age on each day, and how to name her. */
export interface SummaryPatient {
  birthDate: string | null;
  gender: Gender | null;
}

const SummaryPatientContext = createContext<SummaryPatient>({ birthDate: null, gender: null });

export const SummaryPatientProvider = SummaryPatientContext.Provider;

export function useSummaryPatient(): SummaryPatient {
  return useContext(SummaryPatientContext);
}
