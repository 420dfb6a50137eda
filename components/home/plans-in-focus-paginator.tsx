'use client';

import { Paginator } from '@/components/ui/paginator';
import styles from './nutritionist-home.module.css';
import { buildPlansInFocusHref, type PlanTab } from './plans-in-focus-href';

/** Page links that keep the tab (?tab=…&page=N). */
export function PlansInFocusPaginator({
  tab,
  page,
  totalPages,
  label,
}: {
  tab: PlanTab;
  page: number;
  totalPages: number;
  label: string;
}) {
  return (
    <Paginator
      className={styles.pagination}
      page={page}
      totalPages={totalPages}
      label={label}
      getPageHref={(target) => buildPlansInFocusHref('/home', { tab, page: target })}
    />
  );
}
