'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { LoadState } from './load-state';
import { useInlineEditor } from './use-inline-editor';
import { useOnDemand } from './use-on-demand';

/**
 * An inline form (useInlineEditor) whose code loads when she first opens it, not with the page. `opener`
 * goes on each button that opens it: pointing at or reaching one starts the load, clicking opens the form.
 * `Form` is null until its code has loaded; `failed` says it could not load (no connection).
 */
export function useInlineFormOnDemand<F>(load: () => Promise<F>) {
  const code = useOnDemand(load);
  const [failed, setFailed] = useState(false);
  const editor = useInlineEditor(code.loaded !== null);
  const retry = () => {
    setFailed(false);
    code.load().catch(() => setFailed(true));
  };
  const opener = {
    ref: editor.trigger,
    onPointerEnter: code.prepare,
    onFocus: code.prepare,
    onClick: () => {
      retry();
      editor.open();
    },
  };
  return { ...editor, Form: code.loaded, failed, retry, opener };
}

/** Where the opened form goes: a spinner while its code loads, or the failure with a retry. */
export function InlineFormOnDemand({
  form,
  className,
  children,
}: {
  form: { Form: unknown; failed: boolean; retry: () => void };
  className?: string;
  children: ReactNode;
}) {
  const t = useTranslations('Ui.InlineForm');
  return (
    <LoadState
      failed={form.failed}
      loading={form.Form === null}
      errorText={t('loadFailed')}
      retryLabel={t('retry')}
      loadingLabel={t('loading')}
      onRetry={form.retry}
      className={className}
    >
      {children}
    </LoadState>
  );
}
