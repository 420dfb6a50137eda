'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadState } from '@/components/ui/load-state';
import type { MealPlan, MealPlanVersion } from '@/lib/api/contract';
import { formatIsoDateToBr, formatTime } from '@/lib/format/dates';
import styles from './meal-plan.module.css';
import { FoldedPlan } from './plan-history';
import { usePlanVersions } from './use-meal-plans';

/**
 * 'Versões anteriores deste plano': the plan as it was before each edit, newest first, read-only. Read only
 * once opened (most visits never do); closing it again keeps what was read.
 */
export function PlanVersions({
  plan,
  today,
  onRestore,
}: {
  plan: MealPlan;
  today: string;
  /** 'Editar a partir desta versão': the version back in the editor, saved as the plan from today on. */
  onRestore: (version: MealPlanVersion) => void;
}) {
  const t = useTranslations('MealPlan.versions');
  const [opened, setOpened] = useState(false);
  const { data, error, mutate } = usePlanVersions(plan, opened);
  return (
    <details
      className={`${styles.versions} ${styles.noPrint}`}
      onToggle={(event) => setOpened(opened || event.currentTarget.open)}
    >
      <summary>{t('title')}</summary>
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
    </details>
  );
}
