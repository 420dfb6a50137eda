'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OpenedDialogProps } from '@/components/ui/dialog-on-demand';

/** 'Desativar plano alimentar' asks first; loaded when first opened (DialogOnDemand). */
export function DeactivatePlanDialog({
  open,
  onClose,
  onConfirm,
  busy,
}: OpenedDialogProps & { onConfirm: () => void; busy: boolean }) {
  const t = useTranslations('MealPlan');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={t('deactivateTitle')}
      description={t('deactivateText')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {t('deactivateConfirm')}
          </Button>
        </>
      }
    />
  );
}
