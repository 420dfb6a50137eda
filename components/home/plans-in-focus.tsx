import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { PlansInFocusView } from '@/lib/api/server/plans-in-focus-view';
import type { PlanTab } from '@/lib/lists/plans-in-focus';
import styles from './nutritionist-home.module.css';
import { PlansInFocusList } from './plans-in-focus-list';
import { PlansInFocusTabs } from './plans-in-focus-tabs';

/** 'Planos alimentares em foco': the tabs, and the selected tab's page streamed in with its own loading state. */
export async function PlansInFocus(props: { tab: PlanTab; page: number; view: Promise<PlansInFocusView> }) {
  const t = await getTranslations('NutritionistHome.plans');
  return (
    <section className={styles.panel} aria-labelledby="plans-in-focus-title">
      <h2 id="plans-in-focus-title" className={styles.panelTitle}>
        {t('title')}
      </h2>
      <PlansInFocusTabs tab={props.tab}>
        {/* A new key per view, so a tab or page change shows the loading state instead of stale rows. */}
        <Suspense
          key={`${props.tab}-${props.page}`}
          fallback={
            <p className={styles.loading} role="status">
              <Spinner size={18} decorative />
              {t('loading')}
            </p>
          }
        >
          <PlansInFocusList {...props} />
        </Suspense>
      </PlansInFocusTabs>
    </section>
  );
}
