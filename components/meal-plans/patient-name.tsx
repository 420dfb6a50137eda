import { useTranslations } from 'next-intl';
import { patientFoodName } from '@/lib/rules/patient-food-name';
import styles from './meal-plan.module.css';
import type { DraftFood } from './meal-plan-draft';

/** The food's name on the patient's PDF, under its catalogue name, where it differs (the editor's is a field). */
export function PatientName({ food }: { food: Pick<DraftFood, 'patient_name' | 'foodstuff'> }) {
  const t = useTranslations('MealPlan.patientName');
  const shown = patientFoodName(food);
  return shown === food.foodstuff.name ? null : (
    <small className={styles.patientName}>{t('shown', { name: shown })}</small>
  );
}
