'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { LoadState } from '@/components/ui/load-state';
import type { MealPlan, MealPlanVersion } from '@/lib/api/contract';
import { formatIsoDateToBr, formatTime } from '@/lib/format/dates';
import { FoldedPlan } from './folded-plan';
import styles from './meal-plan.module.css';
import { usePlanVersions } from './use-plan-versions';

export interface PlanVersionsProps {
  plan: MealPlan;
  today: string;
  /** 'Editar a partir desta versão': the version back in the editor, saved as the plan from today on. */
  onRestore: (version: MealPlanVersion) => void;
}

/** The plan as it was before each edit, newest first, read from the API once PlanVersions is opened. */
export function PlanVersionList({ plan, today, onRestore }: PlanVersionsProps) {
  const t = useTranslations('MealPlan.versions');
  const { data, error, mutate } = usePlanVersions(plan);
  return (
    <LoadState
      failed={Boolean(error) && !data}
      loading={!data}
      errorText={t('loadFailed')}
      retryLabel={t('retry')}
      loadingLabel={t('loading')}
      onRetry={() => void mutate()}
      className={styles.versionsState}
    >
      {data?.versions.length === 0 ? <p className={styles.hint}>{t('empty')}</p> : null}
      <ul className={styles.historyList}>
        {data?.versions.map((version, index) => (
          <li key={version.replaced_at} data-testid="plan-version">
            <FoldedPlan
              summary={t('item', {
                date: formatIsoDateToBr(version.replaced_at),
                time: formatTime(version.replaced_at),
                start: formatIsoDateToBr(version.start_date),
                end: formatIsoDateToBr(version.end_date),
              })}
              summaryId={`plan-version-${index}`}
              plan={{ ...plan, ...version }}
              today={today}
            />
            <Button
              variant="secondary"
              size="sm"
              aria-describedby={`plan-version-${index}`}
              onClick={() => onRestore(version)}
            >
              {t('restore')}
            </Button>
          </li>
        ))}
      </ul>
    </LoadState>
  );
}
