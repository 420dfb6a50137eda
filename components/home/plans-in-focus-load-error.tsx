'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import styles from './nutritionist-home.module.css';

/** The table could not be loaded; trying again keeps the tab and the page. */
export function PlansInFocusLoadError() {
  const t = useTranslations('NutritionistHome.plans');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className={styles.loadError} role="alert">
      <p>{t('loadError')}</p>
      <Button variant="secondary" loading={pending} onClick={() => startTransition(() => router.refresh())}>
        {t('retry')}
      </Button>
    </div>
  );
}
