'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, useEffect, useRef } from 'react';
import { MESSAGE_TOAST_MS, useToast } from './toast-provider';
import { useOnDemand } from './use-on-demand';

/** What a dialog opened from a button takes from it: whether it is open, and how to close it. */
export interface OpenedDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * A dialog whose code loads the first time it opens, not with the page; it stays rendered after, so it
 * closes as it opened. Should its code not load (no connection), a message says so and the dialog counts
 * as closed, so pressing its button again tries again.
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
  useEffect(() => {
    if (!open || Loaded) return;
    loadCode().catch(() => {
      showToast(t('loadFailed'), { tone: 'error', duration: MESSAGE_TOAST_MS });
      onClose.current();
    });
  }, [open, Loaded, loadCode, showToast, t]);
  return Loaded ? <Loaded {...props} /> : null;
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
