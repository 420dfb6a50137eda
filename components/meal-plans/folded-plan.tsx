'use client';

import { useTranslations } from 'next-intl';
import { PartialNote } from '@/components/nutrients/partial-note';
import type { MealPlan } from '@/lib/api/contract';
import { toIsoDate } from '@/lib/format/dates';
import { formatCalories } from '@/lib/format/numbers';
import { formatSum } from '@/lib/format/partial-totals';
import { computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { MealPeriodSection } from './meal-period-section';
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
