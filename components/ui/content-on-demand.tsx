'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, useCallback, useEffect, useState } from 'react';
import { LoadState } from './load-state';
import type { useOnDemand } from './use-on-demand';

/**
 * A part of a page whose code loads when it is first shown (a tab she chooses), not with the page: a
 * spinner until it arrives, or the failure with a retry should it not load (no connection). `code` is the
 * parent's useOnDemand, so a part shown again (a tab chosen again) starts with its code, not a spinner.
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
  const t = useTranslations('Ui.ContentOnDemand');
  const { loaded: Loaded, load: loadCode } = code;
  const [failed, setFailed] = useState(false);
  const start = useCallback(() => {
    setFailed(false);
    loadCode().catch(() => setFailed(true));
  }, [loadCode]);
  useEffect(() => {
    if (!Loaded) start();
  }, [Loaded, start]);
  return (
    <LoadState
      failed={failed}
      loading={Loaded === null}
      errorText={t('loadFailed')}
      retryLabel={t('retry')}
      onRetry={start}
      className={className}
    >
      {Loaded ? <Loaded {...props} /> : null}
    </LoadState>
  );
}
