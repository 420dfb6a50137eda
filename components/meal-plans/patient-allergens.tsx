'use client';

import { useTranslations } from 'next-intl';
import { createContext, type ReactNode, useContext } from 'react';
import { findMatchingAllergens } from '@/lib/rules/allergen-match';
import styles from './meal-plan.module.css';

/** The allergies and intolerances of the patient's newest anamnesis, as the food pickers show them. */
export interface PatientAllergens {
  allergies: readonly string[];
  intolerances: readonly string[];
}

const NONE: PatientAllergens = { allergies: [], intolerances: [] };
const AllergensContext = createContext<PatientAllergens>(NONE);

export function PatientAllergensProvider({
  value,
  children,
}: {
  value: PatientAllergens;
  children: ReactNode;
}) {
  return <AllergensContext.Provider value={value}>{children}</AllergensContext.Provider>;
}

/** Above the search results: what the anamnesis records, so it is in sight while a food is chosen. */
export function RecordedAllergens() {
  const t = useTranslations('PlanAllergens');
  const { allergies, intolerances } = useContext(AllergensContext);
  if (allergies.length === 0 && intolerances.length === 0) return null;
  return (
    <div className={styles.allergens}>
      {allergies.length > 0 ? <p>{t('allergies', { list: allergies.join(', ') })}</p> : null}
      {intolerances.length > 0 ? <p>{t('intolerances', { list: intolerances.join(', ') })}</p> : null}
    </div>
  );
}

/** Under a food whose name holds every word of a recorded allergen; says it is a word match and no more. */
export function AllergenWarning({ foodName }: { foodName: string }) {
  const t = useTranslations('PlanAllergens');
  const { allergies, intolerances } = useContext(AllergensContext);
  const matched = findMatchingAllergens(foodName, [...allergies, ...intolerances]);
  if (matched.length === 0) return null;
  return <span className={styles.allergenWarning}>{t('warning', { list: matched.join(', ') })}</span>;
}
