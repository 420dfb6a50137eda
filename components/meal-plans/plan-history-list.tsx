'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { MealPlan } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { actualEndOf, FoldedPlan } from './folded-plan';
import styles from './meal-plan.module.css';

export interface PlanHistoryProps {
  plans: readonly MealPlan[];
  today: string;
  onUseAsBase?: (plan: MealPlan) => void;
}

/** The earlier plans, each folded under its line; PlanHistory shows them under their heading. */
export function PlanHistoryList({ plans, today, onUseAsBase }: PlanHistoryProps) {
  const t = useTranslations('MealPlan');
  return (
    <>
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
    </>
  );
}
