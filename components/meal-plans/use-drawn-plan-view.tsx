'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useMemo } from 'react';
import { useCodeOnDemand } from '@/components/ui/content-on-demand';
import { useOnDemand } from '@/components/ui/use-on-demand';
import type { MealPlanViewerProps, PlanViewProps } from './plan-view';

const loadPlanViewCode = () => import('./plan-view');

/**
 * The viewer's parts drawn in the browser, for a plan that changed in the page (`input`; null while the
 * server's parts are current), with plan-view's code, loaded then. Until it has come, `fallback` holds
 * its place, as for any part whose code loads on use.
 */
export function useDrawnPlanView(input: PlanViewProps | null): {
  drawn: MealPlanViewerProps | null;
  fallback: ReactNode;
  prepare: () => void;
} {
  const { loaded, load, prepare } = useOnDemand(loadPlanViewCode);
  const t = useTranslations('MealPlan');
  const tUi = useTranslations('Ui');
  const tPrint = useTranslations('MealPlanPrint');
  const placeholder = useCodeOnDemand({ loaded, load }, input !== null);
  const plan = input?.plan;
  const today = input?.today;
  const periods = useMemo(
    () => (loaded && plan && today ? loaded.viewPeriods(plan, today) : null),
    [loaded, plan, today],
  );

  if (input && loaded && periods) {
    return { drawn: loaded.planViewerProps(input, periods, { t, tUi, tPrint }), fallback: null, prepare };
  }
  return { drawn: null, fallback: input ? placeholder : null, prepare };
}
