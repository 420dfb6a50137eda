'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Donut } from '@/components/charts/donut';
import { PartialNote } from '@/components/nutrients/partial-note';
import { ShownValue } from '@/components/nutrients/unknown-value';
import { formatCalories, formatNutrient } from '@/lib/format/numbers';
import { formatSum } from '@/lib/format/partial-totals';
import type { OutOfRangeWarning } from '@/lib/rules/anthropometry/validation';
import {
  computeMacroSplit,
  computeRequirementShare,
  type Macro,
  type NutrientTotals,
  PLAN_NUTRIENTS,
} from '@/lib/rules/meal-plan-totals';
import styles from './meal-plan.module.css';
import { PlanGoalComparison } from './plan-targets';

const MACROS: readonly { key: Macro; color: string }[] = [
  { key: 'proteins', color: '#5b4bc4' },
  { key: 'carbohydrates', color: '#f2a33a' },
  { key: 'fats', color: '#e8437a' },
];

/**
 * The day's totals, set against the patient's estimated requirement and her goals' targets (when set), with
 * the macro energy split; each sum
 * that met foods without a value says so under it. The requirement says when the patient's age lies
 * outside the sample of the equation behind it.
 */
export function PlanDayTotals({
  totals,
  requirement,
  ageWarning = null,
  gender = null,
}: {
  totals: NutrientTotals;
  requirement: number | null;
  ageWarning?: OutOfRangeWarning | null;
  gender?: 'MALE' | 'FEMALE' | null;
}) {
  const t = useTranslations('MealPlan');
  const captionId = useId();
  const { sums, unknown } = totals;
  const dailyKcal = Math.round(sums.calories);
  const share = computeRequirementShare(dailyKcal, requirement);
  const split = computeMacroSplit(sums);
  const format = (nutrient: (typeof PLAN_NUTRIENTS)[number]) =>
    formatSum(sums[nutrient], unknown[nutrient], (value) => {
      if (nutrient === 'calories') return t('kcal', { value: formatCalories(value) });
      if (nutrient === 'sodium') return t('milligrams', { value: formatNutrient(value) });
      return t('grams', { value: formatNutrient(value) });
    });
  const macroUnknown = Object.fromEntries(MACROS.map(({ key }) => [key, unknown[key]]));
  return (
    <section className={styles.dayTotals} aria-labelledby={`${captionId}-title`} data-testid="day-totals">
      <h2 id={`${captionId}-title`} className={styles.sectionTitle}>
        {t('dayTotals')}
      </h2>
      <div className={styles.dayTotalsBody}>
        <div>
          <dl className={styles.totalsList}>
            {PLAN_NUTRIENTS.map((nutrient) => (
              <div key={nutrient} data-nutrient={nutrient}>
                <dt>{t(`nutrients.${nutrient}`)}</dt>
                <dd>
                  <ShownValue text={format(nutrient)} />
                </dd>
                {/* A second description of the same term: what the value leaves out. */}
                {unknown[nutrient] > 0 ? (
                  <dd>
                    <PartialNote unknown={{ [nutrient]: unknown[nutrient] }} />
                  </dd>
                ) : null}
              </div>
            ))}
          </dl>
          <p className={styles.requirement} data-testid="requirement">
            {share === null
              ? t('noRequirement')
              : t('requirement', { percent: share, required: formatCalories(requirement ?? 0) })}
            {share === null ? null : <PartialNote unknown={{ calories: unknown.calories }} />}
          </p>
          <PlanGoalComparison totals={totals} />
          {share !== null && ageWarning ? (
            <p className={styles.requirementWarning} role="note">
              {t('requirementAgeWarning', {
                min: ageWarning.minAge,
                max: ageWarning.maxAge,
                age: ageWarning.age,
                gender: gender ?? 'UNKNOWN',
              })}
            </p>
          ) : null}
        </div>
        <figure className={styles.macroChart} aria-labelledby={captionId}>
          <figcaption id={captionId} className={styles.chartCaption}>
            {t('macroSplit')}
          </figcaption>
          {split ? (
            <>
              {/* The list below is the chart's text alternative; the drawing stays out of the way of assistive technology. */}
              <div inert>
                <Donut
                  size={140}
                  inner={40}
                  outer={65}
                  slices={MACROS.map((macro) => ({ ...macro, value: split[macro.key] }))}
                />
              </div>
              <ul className={styles.legend}>
                {MACROS.map((macro) => (
                  <li key={macro.key} data-macro={macro.key}>
                    <span className={styles.swatch} style={{ background: macro.color }} aria-hidden="true" />
                    <span>{t(`nutrients.${macro.key}`)}</span>
                    <strong>{t('macroShare', { value: formatNutrient(split[macro.key]) })}</strong>
                  </li>
                ))}
              </ul>
              <PartialNote unknown={macroUnknown} />
            </>
          ) : (
            <p className={styles.hint}>{t('noMacros')}</p>
          )}
        </figure>
      </div>
    </section>
  );
}
