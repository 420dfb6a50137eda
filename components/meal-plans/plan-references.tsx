'use client';

import { createContext, useContext } from 'react';
import type { ChosenRequirement } from '@/lib/rules/chosen-requirement';
import type { AdequacyPerson } from '@/lib/rules/plan-adequacy';

/**
 * What the page read of the patient for the plan to be judged by: the energy requirement by the equation
 * chosen for her (with its inputs and warnings), and who she is for the DRIs on the day.
 */
export interface PlanReferences {
  requirement: ChosenRequirement | null;
  person: AdequacyPerson | null;
}

const ReferencesContext = createContext<PlanReferences>({ requirement: null, person: null });

export const PlanReferencesProvider = ReferencesContext.Provider;

export const usePlanReferences = () => useContext(ReferencesContext);
