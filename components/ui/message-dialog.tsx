'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { AlertCircleIcon, CheckCircleIcon } from './icons/status';
import styles from './message-dialog.module.css';

export interface MessageDialogProps {
  open: boolean;
  onClose: () => void;
  variant: 'success' | 'error';
  /** Defaults to 'Sucesso!' or 'Erro' (spec 1 §8). */
  title?: ReactNode;
  /** Defaults to 'Item cadastrado com sucesso!' or 'Erro ao executar operação!'. */
  message?: ReactNode;
  /** Replaces the single 'Fechar' button. */
  actions?: ReactNode;
}

const ICONS = { success: CheckCircleIcon, error: AlertCircleIcon } as const;

/** The success and error message dialogs, with the specification's default texts. */
export function MessageDialog({ open, onClose, variant, title, message, actions }: MessageDialogProps) {
  const t = useTranslations('Ui.MessageDialog');
  const Icon = ICONS[variant];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="sm"
      role={variant === 'error' ? 'alertdialog' : 'dialog'}
      icon={<Icon size={28} className={styles[variant]} />}
      title={title ?? t(variant === 'success' ? 'successTitle' : 'errorTitle')}
      description={message ?? t(variant === 'success' ? 'successMessage' : 'errorMessage')}
      actions={
        actions ?? (
          <Button variant={variant === 'error' ? 'secondary' : 'primary'} onClick={onClose}>
            {t('close')}
          </Button>
        )
      }
    />
  );
}
