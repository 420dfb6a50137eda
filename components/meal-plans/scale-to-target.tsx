'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { scaleMealPlan } from '@/lib/rules/scale-meal-plan';
import styles from './meal-plan.module.css';
import { type MealPlanDraft, newKey } from './meal-plan-draft';

/**
 * 'Ajustar à meta (N kcal)': every amount of the draft towards the patient's requirement, rounded to 5 g or
 * half a unit; foods of unknown energy keep theirs, and the message says how many.
 */
export function ScaleToTarget({
  draft,
  target,
  onScale,
}: {
  draft: MealPlanDraft;
  target: number | null;
  onScale: (periods: MealPlanDraft['meal_periods']) => void;
}) {
  const t = useTranslations('MealPlan');
  const [done, setDone] = useState<{ kcal: number; unknown: number } | null>(null);
  if (target === null || !(target > 0)) return null;
  const kcal = Math.round(target);
  // An unreadable amount (NaN while typing) would spread into every row: fix it first.
  const readable = draft.meal_periods.every((period) =>
    period.meal_foodstuffs.every(
      (food) => Number.isFinite(food.quantity) && Number.isFinite(food.baseline_weight),
    ),
  );
  const scaled = readable ? scaleMealPlan(draft.meal_periods, kcal) : null;
  return (
    <div className={styles.actions}>
      <Button
        variant="secondary"
        disabled={scaled === null}
        onClick={() => {
          if (!scaled) return;
          // New keys: the amount fields show the scaled values instead of what was typed.
          const meal_periods = scaled.periods.map((period) => ({
            ...period,
            meal_foodstuffs: period.meal_foodstuffs.map((food) => ({ ...food, key: newKey() })),
          }));
          onScale(meal_periods);
          setDone({ kcal, unknown: scaled.unknownEnergyFoods });
        }}
      >
        {t('scaleToTarget', { kcal: kcal.toLocaleString('pt-BR') })}
      </Button>
      <p role="status" className={styles.hint}>
        {done
          ? `${t('scaledToTarget', { kcal: done.kcal.toLocaleString('pt-BR') })}${
              done.unknown > 0 ? ` ${t('scaleKeptUnknown', { count: done.unknown })}` : ''
            }`
          : null}
      </p>
    </div>
  );
}
