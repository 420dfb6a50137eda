'use client';

import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

/**
 * An alert dialog that asks before an action: her way back, then the action ('danger' unless `tone` says
 * otherwise). While the action runs (`busy`), the action shows it and the way back waits with it. `children`
 * go under the text: a failure, said where she looks.
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  backLabel,
  confirmLabel,
  onConfirm,
  busy = false,
  tone = 'danger',
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  backLabel: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  children?: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {backLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
