'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { LoadState } from '@/components/ui/load-state';
import { useOnDemand } from '@/components/ui/use-on-demand';
import type { MealPlanViewerProps, PlanViewProps } from './plan-view';

const loadPlanViewCode = () => import('./plan-view');

/**
 * The viewer's parts drawn in the browser, for a plan that changed in the page (`input`; null while the
 * server's parts are current), with plan-view's code, loaded then. Until it has come, `fallback` says so.
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
  const tLoad = useTranslations('Ui.ContentOnDemand');
  const [failed, setFailed] = useState(false);
  const start = useCallback(() => {
    setFailed(false);
    load().catch(() => setFailed(true));
  }, [load]);
  const wanted = input !== null;
  useEffect(() => {
    if (wanted && !loaded) start();
  }, [wanted, loaded, start]);
  const plan = input?.plan;
  const today = input?.today;
  const periods = useMemo(
    () => (loaded && plan && today ? loaded.viewPeriods(plan, today) : null),
    [loaded, plan, today],
  );

  if (input && loaded && periods) {
    return { drawn: loaded.planViewerProps(input, periods, { t, tUi, tPrint }), fallback: null, prepare };
  }
  const fallback = input ? (
    <LoadState
      failed={failed}
      loading
      errorText={tLoad('loadFailed')}
      retryLabel={tLoad('retry')}
      onRetry={start}
    >
      {null}
    </LoadState>
  ) : null;
  return { drawn: null, fallback, prepare };
}
