import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import styles from './meal-plan.module.css';

/** 'Totais do dia': the section and its heading, around `children` (the totals, or their place while they load). */
export function DayTotalsSection({ titleId, children }: { titleId: string; children: ReactNode }) {
  const t = useTranslations('MealPlan');
  return (
    <section className={styles.dayTotals} aria-labelledby={titleId} data-testid="day-totals">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('dayTotals')}
      </h2>
      {children}
    </section>
  );
}
