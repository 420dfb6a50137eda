'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

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
    <Dialog
      open={open}
      onClose={onKeep}
      role="alertdialog"
      size="sm"
      title={t('title')}
      description={t('text')}
      actions={
        <>
          <Button variant="secondary" onClick={onKeep}>
            {t('keep')}
          </Button>
          <Button variant="danger" onClick={onDiscard}>
            {t('confirm')}
          </Button>
        </>
      }
    />
  );
}
