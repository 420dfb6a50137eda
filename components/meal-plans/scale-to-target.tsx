'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextInput } from '@/components/ui/text-input';
import { formatNumber, readDecimal } from '@/lib/format/numbers';
import { DEFAULT_ENERGY_EQUATION } from '@/lib/rules/chosen-requirement';
import { ENERGY_EQUATION_NAMES } from '@/lib/rules/energy/names';
import { describeScaling, type ScalingOutcome, scaleMealPlan } from '@/lib/rules/scale-meal-plan';
import styles from './meal-plan.module.css';
import { type MealPlanDraft, newKey } from './meal-plan-draft';
import { usePlanReferences } from './plan-references';
import { usePlanTargets } from './plan-targets';

type TargetSource = 'GOAL' | 'REQUIREMENT' | 'TYPED';

/** The most a typed target may be: beyond any day a plan is built for. */
const MAX_TYPED_KCAL = 10_000;

/**
 * 'Ajustar à meta': every amount of the draft towards the target she picks, the patient's energy goal when
 * one is set, the estimated requirement, or a number she types, each named with where it comes from. Units
 * stay whole unless she allows halves; vegetables and foods of unknown energy keep theirs. The message says
 * what was reached and its share of the target, or that nothing moved.
 */
export function ScaleToTarget({
  draft,
  target: requirement,
  onScale,
}: {
  draft: MealPlanDraft;
  /** The estimated energy requirement (Mifflin-St Jeor), when it can be estimated. */
  target: number | null;
  onScale: (periods: MealPlanDraft['meal_periods']) => void;
}) {
  const t = useTranslations('MealPlan.scale');
  const name = useId();
  const goal = usePlanTargets().energy;
  const references = usePlanReferences();
  const hasGoal = goal !== null && goal > 0;
  const hasRequirement = requirement !== null && requirement > 0;
  const [source, setSource] = useState<TargetSource>(
    hasGoal ? 'GOAL' : hasRequirement ? 'REQUIREMENT' : 'TYPED',
  );
  const [typed, setTyped] = useState('');
  const [halfUnits, setHalfUnits] = useState(false);
  const [done, setDone] = useState<{
    outcome: ScalingOutcome;
    target: number;
    unknown: number;
    vegetables: number;
  } | null>(null);

  const typedKcal = readDecimal(typed) ?? Number.NaN;
  const typedValid = Number.isFinite(typedKcal) && typedKcal > 0 && typedKcal <= MAX_TYPED_KCAL;
  const chosen =
    source === 'GOAL' && hasGoal
      ? goal
      : source === 'REQUIREMENT' && hasRequirement
        ? requirement
        : source === 'TYPED' && typedValid
          ? typedKcal
          : null;
  const kcal = chosen === null ? null : Math.round(chosen);
  // An unreadable amount (NaN while typing) would spread into every row: fix it first.
  const readable = draft.meal_periods.every((period) =>
    period.meal_foodstuffs.every(
      (food) => Number.isFinite(food.quantity) && Number.isFinite(food.baseline_weight),
    ),
  );
  const scaled = readable && kcal !== null ? scaleMealPlan(draft.meal_periods, kcal, { halfUnits }) : null;

  const options: { value: TargetSource; label: string }[] = [
    ...(hasGoal
      ? [{ value: 'GOAL' as const, label: t('goal', { kcal: formatNumber(Math.round(goal)) }) }]
      : []),
    ...(hasRequirement
      ? [
          {
            value: 'REQUIREMENT' as const,
            label: t('requirement', {
              kcal: formatNumber(Math.round(requirement)),
              equation: ENERGY_EQUATION_NAMES[references.requirement?.equation ?? DEFAULT_ENERGY_EQUATION],
            }),
          },
        ]
      : []),
    { value: 'TYPED', label: t('typed') },
  ];

  return (
    <div className={styles.scale}>
      <fieldset className={styles.scaleTargets}>
        <legend>{t('legend')}</legend>
        {options.map((option) => (
          <label key={option.value} className={styles.radio}>
            <input
              type="radio"
              name={name}
              checked={source === option.value}
              onChange={() => setSource(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {source === 'TYPED' ? (
        <TextInput
          label={t('typedLabel')}
          inputMode="decimal"
          maxLength={6}
          value={typed}
          onValueChange={setTyped}
          error={
            typed !== '' && !typedValid ? t('typedInvalid', { max: formatNumber(MAX_TYPED_KCAL) }) : undefined
          }
        />
      ) : null}
      <Checkbox
        label={t('halfUnits')}
        checked={halfUnits}
        onChange={(event) => setHalfUnits(event.target.checked)}
      />
      <div className={styles.actions}>
        <Button
          variant="secondary"
          disabled={scaled === null}
          onClick={() => {
            if (!scaled || kcal === null) return;
            // New keys: the amount fields show the scaled values instead of what was typed.
            const meal_periods = scaled.periods.map((period) => ({
              ...period,
              meal_foodstuffs: period.meal_foodstuffs.map((food) => ({ ...food, key: newKey() })),
            }));
            if (scaled.changed) onScale(meal_periods);
            setDone({
              outcome: describeScaling(scaled, kcal),
              target: kcal,
              unknown: scaled.unknownEnergyFoods,
              vegetables: scaled.keptVegetables,
            });
          }}
        >
          {kcal === null ? t('buttonNoTarget') : t('button', { kcal: formatNumber(kcal) })}
        </Button>
      </div>
      <p role="status" className={styles.hint}>
        {done
          ? [
              done.outcome.kind === 'SCALED'
                ? t('scaled', {
                    kcal: formatNumber(done.outcome.achievedKcal),
                    percent: formatNumber(done.outcome.percentOfTarget),
                    target: formatNumber(done.target),
                  })
                : t('unchanged', { target: formatNumber(done.target) }),
              done.vegetables > 0 ? t('keptVegetables', { count: done.vegetables }) : '',
              done.unknown > 0 ? t('keptUnknown', { count: done.unknown }) : '',
            ]
              .filter(Boolean)
              .join(' ')
          : null}
      </p>
    </div>
  );
}
