'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { LoadState } from '@/components/ui/load-state';
import { requestJson } from '@/lib/api/client';
import { type MealPlan, type MealPlanVersion, mealPlanVersionsSchema } from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';
import { formatIsoDateToBr, formatTime } from '@/lib/format/dates';
import styles from './meal-plan.module.css';
import { FoldedPlan } from './plan-history';

/**
 * 'Versões anteriores deste plano': the plan as it was before each edit, newest first, read-only. Read only
 * when opened (most visits never do), and again after each save (the key carries the plan's updated_at).
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
  const [open, setOpen] = useState(false);
  const { data, error, mutate } = useSWR(
    open ? [viaProxy(paths.mealPlanVersions(plan.id)), plan.updated_at] : null,
    ([path]: [string, string]) => requestJson(path, mealPlanVersionsSchema),
  );
  return (
    <details
      className={`${styles.versions} ${styles.noPrint}`}
      onToggle={(event) => setOpen(open || event.currentTarget.open)}
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
