'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import styles from './consultations.module.css';

/** The dialog's code loads when first opened (DialogOnDemand), not with the list. */
const loadRecordConsultationDialog = () =>
  import('./record-consultation-dialog').then((module) => module.RecordConsultationDialog);

/** 'Registrar consulta': the button, and the dialog that records a consultation held without a booking. */
export function RecordConsultation({ patientId }: { patientId: number }) {
  const t = useTranslations('RecordConsultation');
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.recordBar}>
      <Button onClick={() => setOpen(true)}>{t('open')}</Button>
      <DialogOnDemand
        load={loadRecordConsultationDialog}
        open={open}
        props={{ patientId, open, onClose: () => setOpen(false) }}
      />
    </div>
  );
}
