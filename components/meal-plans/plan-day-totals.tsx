'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Donut } from '@/components/charts/donut';
import { PartialNote } from '@/components/nutrients/partial-note';
import { ShownValue } from '@/components/nutrients/unknown-value';
import { formatCalories, formatNutrient } from '@/lib/format/numbers';
import { formatSum } from '@/lib/format/partial-totals';
import {
  computeMacroSplit,
  computeRequirementShare,
  type Macro,
  type NutrientTotals,
  PLAN_NUTRIENTS,
} from '@/lib/rules/meal-plan-totals';
import { DayTotalsSection } from './day-totals-section';
import styles from './meal-plan.module.css';
import { AdequacySummary } from './nutrients/adequacy-summary';
import type { AdequacyPeriods } from './nutrients/use-plan-adequacy';
import { PlanGoalComparison } from './plan-goal-comparison';
import { RequirementBasis } from './requirement-basis';

const MACROS: readonly { key: Macro; color: string }[] = [
  { key: 'proteins', color: '#5b4bc4' },
  { key: 'carbohydrates', color: '#f2a33a' },
  { key: 'fats', color: '#e8437a' },
];

export interface DayTotalsProps {
  totals: NutrientTotals;
  requirement: number | null;
  gender?: 'MALE' | 'FEMALE' | null;
  /** The day's foods, for the compact table of what needs attention against the DRIs. */
  periods?: AdequacyPeriods;
  /** Opens the 'Nutrientes' tab, where the plan view has one. */
  onShowNutrients?: () => void;
}

/** The day's totals with their heading, as the editor shows them while she types. */
export function PlanDayTotals(props: DayTotalsProps) {
  const titleId = useId();
  return (
    <DayTotalsSection titleId={titleId}>
      <DayTotalsBody {...props} />
    </DayTotalsSection>
  );
}

/**
 * The day's totals, set against the patient's estimated requirement and her goals' targets (when set), with
 * the macro energy split; each sum that met foods without a value says so under it. The requirement says
 * which equation it comes from, and when the patient lies outside the population behind it.
 */
export function DayTotalsBody({
  totals,
  requirement,
  gender = null,
  periods,
  onShowNutrients,
}: DayTotalsProps) {
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
        <RequirementBasis gender={gender} />
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
      {periods ? <AdequacySummary periods={periods} onShowAll={onShowNutrients} /> : null}
    </div>
  );
}
