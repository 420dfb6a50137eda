'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { LoadingOverlay } from './loading-overlay';
import { MESSAGE_TOAST_MS, useToast } from './toast-provider';
import { useOnDemand } from './use-on-demand';

/** How long a dialog's code may take before the loading spinner shows: a quick load shows none. */
export const DIALOG_SPINNER_DELAY_MS = 300;

/** What a dialog opened from a button takes from it: whether it is open, and how to close it. */
export interface OpenedDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog whose code loads the first time it opens, not with the page; it stays rendered after, so it
 * closes as it opened. While its code is on its way for longer than DIALOG_SPINNER_DELAY_MS, the loading
 * spinner covers the page. Should its code not load (no connection), a message says so and the dialog
 * counts as closed, so pressing its button again tries again.
 */
export function DialogOnDemand<P extends { onClose: () => void }>({
  load,
  open,
  props,
}: {
  /** Stable (module level): `import('./x').then((module) => module.X)`. */
  load: () => Promise<ComponentType<P>>;
  /** Whether the dialog is open: its code loads the first time it is. */
  open: boolean;
  /** The dialog's own props (its `open` too, when it has one). */
  props: P;
}) {
  const t = useTranslations('Ui.Dialog');
  const { showToast } = useToast();
  const { loaded: Loaded, load: loadCode } = useOnDemand(load);
  // The latest onClose, so a parent's new function each render does not load (and fail) twice.
  const onClose = useRef(props.onClose);
  onClose.current = props.onClose;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!open || Loaded) return;
    const spinner = setTimeout(() => setSlow(true), DIALOG_SPINNER_DELAY_MS);
    loadCode()
      .catch(() => {
        showToast(t('loadFailed'), { tone: 'error', duration: MESSAGE_TOAST_MS });
        onClose.current();
      })
      .finally(() => {
        clearTimeout(spinner);
        setSlow(false);
      });
    return () => clearTimeout(spinner);
  }, [open, Loaded, loadCode, showToast, t]);
  if (Loaded) return <Loaded {...props} />;
  return slow && open ? <LoadingOverlay active /> : null;
}

/**
 * A stand-in for a dialog whose code loads the first time it opens, used in its place with the same props:
 * `const PaymentDialog = onDemandDialog(() => import('./payment-dialog').then((module) => module.PaymentDialog))`.
 */
export function onDemandDialog<P extends OpenedDialogProps>(load: () => Promise<ComponentType<P>>) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per dialog at a module's top level, never in a render
  return function DialogLoadedOnDemand(props: P) {
    return <DialogOnDemand load={load} open={props.open} props={props} />;
  };
}
