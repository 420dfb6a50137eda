'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ContentOnDemand } from '@/components/ui/content-on-demand';
import { useOnDemand } from '@/components/ui/use-on-demand';
import styles from './meal-plan.module.css';
import type { PlanVersionsProps } from './plan-version-list';

/** The versions' code (each version's periods, read-only) loads with their first opening, as they are read. */
const loadVersionList = () => import('./plan-version-list').then((module) => module.PlanVersionList);

/**
 * 'Versões anteriores deste plano': the plan as it was before each edit, newest first, read-only. Read only
 * once opened (most visits never do); closing it again keeps what was read.
 */
export function PlanVersions(props: PlanVersionsProps) {
  const t = useTranslations('MealPlan.versions');
  const [opened, setOpened] = useState(false);
  const list = useOnDemand(loadVersionList);
  return (
    <details
      className={`${styles.versions} ${styles.noPrint}`}
      onToggle={(event) => setOpened(opened || event.currentTarget.open)}
    >
      <summary>{t('title')}</summary>
      {opened ? <ContentOnDemand code={list} props={props} className={styles.versionsState} /> : null}
    </details>
  );
}
