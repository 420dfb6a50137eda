'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { mutate } from 'swr';
import { Dialog } from '@/components/ui/dialog';
import type { OpenedDialogProps } from '@/components/ui/dialog-on-demand';
import { Select } from '@/components/ui/select';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import type { AppointmentType, ConsultationNotesInput } from '@/lib/api/contract';
import { APPOINTMENT_TYPES } from '@/lib/api/contract/values';
import { formatIsoDateToBr, toIsoDate } from '@/lib/format/dates';
import { ConsultationNotesForm } from './consultation-notes-form';
import { isConsultationsKey, recordUnbookedConsultation } from './use-consultations';

/**
 * The dialog of 'Registrar consulta' (its button: record-consultation.tsx): a consultation held now without a
 * booking, recorded as attended with its notes (POST /v1/users/{id}/consultations); the list then shows it
 * first.
 */
export function RecordConsultationDialog({
  patientId,
  open,
  onClose,
}: OpenedDialogProps & { patientId: number }) {
  const t = useTranslations('RecordConsultation');
  const labels = useTranslations('AppointmentLabels');
  const router = useRouter();
  const { showToast } = useToast();
  const [type, setType] = useState<AppointmentType>('ON_SITE');

  async function save(notes: ConsultationNotesInput) {
    await recordUnbookedConsultation(patientId, { type, notes });
    await mutate((key) => isConsultationsKey(patientId, key));
    router.refresh();
    onClose();
    showToast(t('success'), { duration: MESSAGE_TOAST_MS, tone: 'success' });
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      closeOnBackdropClick={false}
      title={t('title')}
      description={t('description')}
      size="md"
    >
      {open ? (
        <ConsultationNotesForm
          date={formatIsoDateToBr(toIsoDate(new Date()))}
          initial={null}
          onSave={save}
          onCancel={onClose}
          submitLabel={t('submit')}
        >
          <Select
            label={t('type')}
            value={type}
            onChange={(event) => setType(event.target.value as AppointmentType)}
            options={APPOINTMENT_TYPES.map((value) => ({ value, label: labels(`types.${value}`) }))}
          />
        </ConsultationNotesForm>
      ) : null}
    </Dialog>
  );
}
