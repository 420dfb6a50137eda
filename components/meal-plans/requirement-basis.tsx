'use client';

import { useTranslations } from 'next-intl';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatDecimal } from '@/lib/format/numbers';
import type { EnergyWarning } from '@/lib/rules/energy';
import { ENERGY_EQUATION_NAMES } from '@/lib/rules/energy/names';
import styles from './meal-plan.module.css';
import { usePlanReferences } from './plan-references';

/**
 * Under the requirement: the equation it comes from and what it took (the activity factor or the IOM
 * category, the fat-free mass and its record's date), each warning of a patient outside the equation's
 * population, or why there is no estimate.
 */
export function RequirementBasis({ gender }: { gender: 'MALE' | 'FEMALE' | null }) {
  const t = useTranslations('RequirementBasis');
  const { requirement } = usePlanReferences();
  if (!requirement) return null;
  const name = ENERGY_EQUATION_NAMES[requirement.equation];
  if (!requirement.ok) {
    return (
      <p className={styles.requirementWarning} role="note">
        {t('refused', { equation: name, reason: requirement.message })}
      </p>
    );
  }
  const { activity, leanMass } = requirement;
  const warningText = (warning: EnergyWarning) => {
    switch (warning.kind) {
      case 'AGE_OUTSIDE_VALIDATION':
        return t('ageOutside', { ...warning, gender: gender ?? 'UNKNOWN' });
      case 'BMI_OUTSIDE_VALIDATION':
        return t('bmiOutside', {
          bmi: formatDecimal(warning.bmi, 2),
          min: formatDecimal(warning.minBmi, 1),
          max: formatDecimal(warning.maxBmi, 0),
        });
      case 'SEX_UNKNOWN_MEAN_USED':
        return t('sexUnknown');
      case 'PREGNANCY_OR_LACTATION_NOT_COUNTED':
        return t('pregnancyNotCounted');
    }
  };
  return (
    <>
      <p className={styles.hint} data-testid="requirement-basis">
        {activity && 'paCategory' in activity
          ? t('eer', { equation: name, category: t(`paCategories.${activity.paCategory}`) })
          : t('resting', { equation: name, factor: formatDecimal(activity?.factor ?? 1, 3) })}
        {leanMass
          ? ` ${t('leanMass', { kg: formatDecimal(leanMass.kg, 1), date: formatIsoDateToBr(leanMass.date) })}`
          : null}
      </p>
      {requirement.warnings.map((warning) => (
        <p key={warning.kind} className={styles.requirementWarning} role="note">
          {warningText(warning)}
        </p>
      ))}
    </>
  );
}
