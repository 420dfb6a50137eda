'use client';

import { useTranslations } from 'next-intl';
import styles from './meal-plan.module.css';
import type { DraftFood } from './meal-plan-draft';
import { usePortionText } from './use-portion-text';

/** A food's alternatives, 'ou: Pão francês – 50 g', listed under it (they are not in the totals). */
export function SubstitutionLines({ food }: { food: DraftFood }) {
  const t = useTranslations('MealPlan');
  const portionText = usePortionText();
  const substitutions = food.substitutions ?? [];
  if (substitutions.length === 0) return null;
  return (
    <ul
      className={styles.substitutions}
      aria-label={t('substitutions.listLabel', { food: food.foodstuff.name })}
    >
      {substitutions.map((substitution) => (
        <li key={substitution.id}>
          {t('substitutions.line', { food: substitution.foodstuff.name, portion: portionText(substitution) })}
        </li>
      ))}
    </ul>
  );
}
