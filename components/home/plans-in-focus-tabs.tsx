'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useOptimistic, useTransition } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { buildPlansInFocusHref, PLAN_TABS, type PlanTab } from '@/lib/lists/plans-in-focus';
import styles from './nutritionist-home.module.css';

/** 'Ver todos', 'Destaques', 'Adesão Baixa': each tab is an address (?tab=), rendered by the server. */
export function PlansInFocusTabs({ tab, children }: { tab: PlanTab; children: ReactNode }) {
  const t = useTranslations('NutritionistHome.plans');
  const router = useRouter();
  // Typed nullable because the public pages live in pages/; in app/ there is always a path.
  const pathname = usePathname() ?? '/home';
  const [pending, startTransition] = useTransition();
  // The clicked tab shows as selected while its rows load.
  const [shownTab, showTab] = useOptimistic(tab);
  return (
    <Tabs
      label={t('tabsLabel')}
      items={PLAN_TABS.map((value) => ({ value, label: t(`tabs.${value}`) }))}
      value={shownTab}
      className={pending ? styles.pending : undefined}
      onValueChange={(value) =>
        startTransition(() => {
          const next = value as PlanTab;
          showTab(next);
          router.push(buildPlansInFocusHref(pathname, { tab: next, page: 1 }), { scroll: false });
        })
      }
    >
      {children}
    </Tabs>
  );
}
