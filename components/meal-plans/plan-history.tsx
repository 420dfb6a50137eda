'use client';

import { useTranslations } from 'next-intl';
import { PartNearView } from '@/components/ui/part-near-view';
import styles from './meal-plan.module.css';
import type { PlanHistoryProps } from './plan-history-list';

/** Below the plan: the list's code (each plan's periods, read-only) loads as it nears the view. */
const loadHistoryList = () => import('./plan-history-list').then((module) => module.PlanHistoryList);
/** A folded plan's line and its button at 375 px (101 px in the demo), held for each until the list loads. */
const HISTORY_ITEM_HEIGHT = 100;

/** Earlier INACTIVE plans, read-only, newest first; 'Usar como base' starts a new plan from one. */
export function PlanHistory(props: PlanHistoryProps) {
  const t = useTranslations('MealPlan');
  return (
    <section className={`${styles.history} ${styles.noPrint}`} aria-labelledby="meal-plan-history">
      <h2 id="meal-plan-history" className={styles.sectionTitle}>
        {t('history')}
      </h2>
      <PartNearView
        load={loadHistoryList}
        height={Math.max(1, props.plans.length) * HISTORY_ITEM_HEIGHT}
        props={props}
      />
    </section>
  );
}
