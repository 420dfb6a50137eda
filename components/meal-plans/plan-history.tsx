'use client';

import { useTranslations } from 'next-intl';
import { PartialNote } from '@/components/nutrients/partial-note';
import { Button } from '@/components/ui/button';
import type { MealPlan } from '@/lib/api/contract';
import { formatIsoDateToBr, toIsoDate } from '@/lib/format/dates';
import { formatCalories } from '@/lib/format/numbers';
import { formatSum } from '@/lib/format/partial-totals';
import { computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { MealPeriodSection } from './meal-period-section';
import styles from './meal-plan.module.css';
import { toDraft } from './meal-plan-draft';

/**
 * A plan read-only, folded under a one-line summary: an earlier plan, or an earlier version of this one. The
 * summary's id describes the button beside it, so each 'Usar como base' says which plan it copies.
 */
export function FoldedPlan({
  summary,
  summaryId,
  plan,
  today,
}: {
  summary: string;
  summaryId: string;
  plan: MealPlan;
  today: string;
}) {
  const t = useTranslations('MealPlan');
  const { sums, unknown } = computeDayTotals(plan.meal_periods);
  const kcal = formatSum(sums.calories, unknown.calories, (value) =>
    t('kcal', { value: formatCalories(value) }),
  );
  return (
    <details>
      <summary id={summaryId}>
        {summary} · {kcal}
        <PartialNote unknown={{ calories: unknown.calories }} />
      </summary>
      {toDraft(plan, 'edit', today).meal_periods.map((period) => (
        <MealPeriodSection key={period.id ?? period.key} period={period} />
      ))}
    </details>
  );
}

/**
 * The day a plan actually ended: a deactivated plan ended the day it was deactivated (its last change, since
 * a deactivated plan is never changed again) when that came before its planned end; never before its start.
 */
export function actualEndOf(
  plan: Pick<MealPlan, 'status' | 'start_date' | 'end_date' | 'updated_at'>,
): string {
  if (plan.status !== 'INACTIVE') return plan.end_date;
  const deactivatedOn = toIsoDate(new Date(plan.updated_at));
  // ISO dates sort as they fall: the earlier of the two, then the later of that and the start.
  const end = [deactivatedOn, plan.end_date].sort()[0]!;
  return [end, plan.start_date].sort()[1]!;
}

/** Earlier INACTIVE plans, read-only, newest first; 'Usar como base' starts a new plan from one. */
export function PlanHistory({
  plans,
  today,
  onUseAsBase,
}: {
  plans: readonly MealPlan[];
  today: string;
  onUseAsBase?: (plan: MealPlan) => void;
}) {
  const t = useTranslations('MealPlan');
  return (
    <section className={`${styles.history} ${styles.noPrint}`} aria-labelledby="meal-plan-history">
      <h2 id="meal-plan-history" className={styles.sectionTitle}>
        {t('history')}
      </h2>
      {plans.length === 0 ? <p className={styles.hint}>{t('historyEmpty')}</p> : null}
      <ul className={styles.historyList}>
        {plans.map((plan) => (
          <li key={plan.id} data-testid="history-plan">
            <FoldedPlan
              summary={t('historyItem', {
                start: formatIsoDateToBr(plan.start_date),
                end: formatIsoDateToBr(actualEndOf(plan)),
              })}
              summaryId={`plan-history-${plan.id}`}
              plan={plan}
              today={today}
            />
            {onUseAsBase ? (
              <Button
                variant="secondary"
                size="sm"
                aria-describedby={`plan-history-${plan.id}`}
                onClick={() => onUseAsBase(plan)}
              >
                {t('useAsBase')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
