'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('deactivateTitle')}
      description={t('deactivateText')}
      backLabel={t('cancel')}
      confirmLabel={t('deactivateConfirm')}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}
