'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { OpenedDialogProps } from '@/components/ui/dialog-on-demand';
import { errorCodeOf } from '@/lib/api/errors';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { usePatientErasure } from './use-patient-erasure';

/** What the card says once the request was made or refused. */
export interface ErasureOutcome {
  text: string;
  alert: boolean;
}

/** The confirmation of the erasure request: what goes, what the law keeps; confirming makes the request. */
export function ErasePatientDialog({
  patientId,
  patientName,
  open,
  onClose,
  onOutcome,
}: OpenedDialogProps & {
  patientId: number;
  patientName: string;
  onOutcome: (outcome: ErasureOutcome) => void;
}) {
  const t = useTranslations('ErasePatientData');
  const router = useRouter();
  const requestErasure = usePatientErasure(patientId);
  const [busy, setBusy] = useState(false);

  const erase = async () => {
    setBusy(true);
    try {
      const deletion = await requestErasure();
      const text = deletion.scheduled_for
        ? t('scheduled', { name: patientName, date: formatIsoDateToBr(deletion.scheduled_for) })
        : t('done', { name: patientName });
      onOutcome({ text, alert: false });
      onClose();
      router.refresh();
    } catch (error) {
      const code = errorCodeOf(error);
      onOutcome({ text: code === 'DELETION_ALREADY_DONE' ? t('alreadyDone') : t('failed'), alert: true });
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('confirmTitle', { name: patientName })}
      description={t('confirmText')}
      backLabel={t('cancel')}
      confirmLabel={t('confirm')}
      onConfirm={erase}
      busy={busy}
    />
  );
}
