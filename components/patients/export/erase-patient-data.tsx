'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import styles from '../record-card.module.css';
import type { ErasureOutcome } from './erase-patient-dialog';

/** The confirmation's code (the dialog, the request) loads when she first asks for it. */
const loadErasePatientDialog = () =>
  import('./erase-patient-dialog').then((module) => module.ErasePatientDialog);

/**
 * 'Excluir dados pessoais': the patient's request to erase her data (LGPD art. 18, VI), made by her
 * nutritionist for her. The dialog says what goes and what the law keeps; the API schedules it, e-mails the
 * patient a link that cancels it, and carries it out at the date this card then shows.
 */
export function ErasePatientData({ patientId, patientName }: { patientId: number; patientName: string }) {
  const t = useTranslations('ErasePatientData');
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<ErasureOutcome | null>(null);

  return (
    <Card as="section" title={t('title')}>
      <p>{t('text')}</p>
      {outcome ? (
        <p role={outcome.alert ? 'alert' : 'status'} className={styles.state}>
          {outcome.text}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('open')}
        </Button>
      </div>
      <DialogOnDemand
        load={loadErasePatientDialog}
        open={confirming}
        props={{
          patientId,
          patientName,
          open: confirming,
          onClose: () => setConfirming(false),
          onOutcome: setOutcome,
        }}
      />
    </Card>
  );
}
