'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * 'Cancelar' on a changed plan asks first: 'Descartar' discards the draft (the specification's 'Cancelar'),
 * 'Continuar editando' keeps it as it is.
 */
export function DiscardDraftDialog({
  open,
  onDiscard,
  onKeep,
}: {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  const t = useTranslations('MealPlan.discard');
  return (
    <ConfirmDialog
      open={open}
      onClose={onKeep}
      title={t('title')}
      description={t('text')}
      backLabel={t('keep')}
      confirmLabel={t('confirm')}
      onConfirm={onDiscard}
    />
  );
}
