'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, type ReactNode, useCallback, useEffect, useState } from 'react';
import { LoadState } from './load-state';
import type { useOnDemand } from './use-on-demand';

/**
 * Loads a part's code (a parent's useOnDemand) while `wanted`, and answers what holds the part's place until
 * it has come: a spinner, or the failure with a retry should it not load (no connection).
 */
export function useCodeOnDemand<T>(
  code: Pick<ReturnType<typeof useOnDemand<T>>, 'loaded' | 'load'>,
  wanted = true,
  className?: string,
): ReactNode {
  const t = useTranslations('Ui.ContentOnDemand');
  const { loaded, load } = code;
  const [failed, setFailed] = useState(false);
  const start = useCallback(() => {
    setFailed(false);
    load().catch(() => setFailed(true));
  }, [load]);
  useEffect(() => {
    if (wanted && !loaded) start();
  }, [wanted, loaded, start]);
  return (
    <LoadState
      failed={failed}
      loading
      errorText={t('loadFailed')}
      retryLabel={t('retry')}
      onRetry={start}
      className={className}
    >
      {null}
    </LoadState>
  );
}

/**
 * A part of a page whose code loads when it is first shown (a tab she chooses), not with the page.
 * `code` is the parent's useOnDemand, so a part shown again (a tab chosen again) starts with its code, not a
 * spinner.
 */
export function ContentOnDemand<P extends object>({
  code,
  props,
  className,
}: {
  code: ReturnType<typeof useOnDemand<ComponentType<P>>>;
  props: P;
  className?: string;
}) {
  const placeholder = useCodeOnDemand(code, true, className);
  const { loaded: Loaded } = code;
  return Loaded ? <Loaded {...props} /> : placeholder;
}
