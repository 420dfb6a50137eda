'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { AnthropometricRecord } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';

/** 'Excluir registro': asked before a record is deleted; loaded when first opened. */
export function DeleteRecordDialog({
  open,
  record,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  record: AnthropometricRecord | null;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('Anthropometry');
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('list.confirmTitle')}
      description={record ? t('list.confirmText', { date: formatIsoDateToBr(record.date) }) : ''}
      backLabel={t('list.cancel')}
      confirmLabel={t('list.confirm')}
      onConfirm={onConfirm}
      busy={busy}
    />
  );
}
