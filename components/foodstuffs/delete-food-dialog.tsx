'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Foodstuff } from '@/lib/api/contract';
import styles from './food-list.module.css';
import { useFoodstuffMutations } from './use-foodstuff-writes';

interface DeleteFoodDialogProps {
  food: Pick<Foodstuff, 'id' | 'name'> | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** 'Confirmação de exclusão': nothing is sent until the user confirms; a failure is said, not hidden. */
export function DeleteFoodDialog({ food, onClose, onDeleted }: DeleteFoodDialogProps) {
  const t = useTranslations('FoodList');
  const { remove } = useFoodstuffMutations();
  const [deleting, setDeleting] = useState(false);
  const [failed, setFailed] = useState(false);
  // The last food stays shown while the dialog fades out.
  const [shown, setShown] = useState(food);
  if (food && food !== shown) setShown(food);

  const close = () => {
    if (deleting) return;
    setFailed(false);
    onClose();
  };

  const confirm = async () => {
    if (!food) return;
    setDeleting(true);
    setFailed(false);
    try {
      await remove(food.id);
      onDeleted();
    } catch {
      setFailed(true);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ConfirmDialog
      open={food !== null}
      onClose={close}
      title={t('deleteTitle')}
      description={t('deleteText', { name: shown?.name ?? '' })}
      backLabel={t('deleteCancel')}
      confirmLabel={t('deleteConfirm')}
      onConfirm={confirm}
      busy={deleting}
    >
      <p className={styles.dialogError} role="alert">
        {failed ? t('deleteError') : null}
      </p>
    </ConfirmDialog>
  );
}
