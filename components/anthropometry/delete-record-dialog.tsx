'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
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
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      size="sm"
      title={t('list.confirmTitle')}
      description={record ? t('list.confirmText', { date: formatIsoDateToBr(record.date) }) : ''}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('list.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={onConfirm}>
            {t('list.confirm')}
          </Button>
        </>
      }
    />
  );
}
