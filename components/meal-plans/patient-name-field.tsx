'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextInput } from '@/components/ui/text-input';
import { PATIENT_FOOD_NAME_MAX_LENGTH } from '@/lib/api/contract/values';
import { patientFoodName } from '@/lib/rules/patient-food-name';
import styles from './meal-plan.module.css';
import type { DraftFood } from './meal-plan-draft';

/**
 * The editor's field for the food's name on the patient's PDF, changed for this plan only (the view shows it
 * with PatientName). Blank goes back to the catalogue's name for patients, or its name.
 */
export function PatientNameField({
  food,
  onChange,
}: {
  food: Pick<DraftFood, 'patient_name' | 'foodstuff'>;
  /** Her name for this plan, null for none. */
  onChange: (patientName: string | null) => void;
}) {
  const t = useTranslations('MealPlan.patientName');
  const [open, setOpen] = useState(false);
  const shown = patientFoodName(food);
  const fallback = food.foodstuff.patient_name ?? food.foodstuff.name;
  if (!open) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className={styles.patientNameButton}
        aria-label={t('changeFor', { food: food.foodstuff.name, name: shown })}
        onClick={() => setOpen(true)}
      >
        {t('shown', { name: shown })}
      </Button>
    );
  }
  return (
    <div className={styles.patientNameEditor}>
      <TextInput
        label={t('label', { food: food.foodstuff.name })}
        helpText={t('help', { name: fallback })}
        value={food.patient_name ?? ''}
        placeholder={fallback}
        maxLength={PATIENT_FOOD_NAME_MAX_LENGTH}
        autoComplete="off"
        autoFocus
        onValueChange={(value) => onChange(value.trim() === '' ? null : value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'Escape') {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
        {t('done')}
      </Button>
    </div>
  );
}
