'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { errorCodeOf } from '@/lib/api/errors';
import { formatIsoDateToBr } from '@/lib/format/dates';
import styles from '../record-card.module.css';
import { usePatientErasure } from './use-patient-erasure';

/**
 * 'Excluir dados pessoais': the patient's request to erase her data (LGPD art. 18, VI), made by her
 * nutritionist for her. The dialog says what goes and what the law keeps; the API schedules it, e-mails the
 * patient a link that cancels it, and carries it out at the date this card then shows.
 */
export function ErasePatientData({ patientId, patientName }: { patientId: number; patientName: string }) {
  const t = useTranslations('ErasePatientData');
  const router = useRouter();
  const requestErasure = usePatientErasure(patientId);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; alert: boolean } | null>(null);

  const erase = async () => {
    setBusy(true);
    try {
      const deletion = await requestErasure();
      const text = deletion.scheduled_for
        ? t('scheduled', { name: patientName, date: formatIsoDateToBr(deletion.scheduled_for) })
        : t('done', { name: patientName });
      setOutcome({ text, alert: false });
      setConfirming(false);
      router.refresh();
    } catch (error) {
      const code = errorCodeOf(error);
      setOutcome({ text: code === 'DELETION_ALREADY_DONE' ? t('alreadyDone') : t('failed'), alert: true });
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

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
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        size="sm"
        title={t('confirmTitle', { name: patientName })}
        description={t('confirmText')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button variant="danger" onClick={erase} loading={busy}>
              {t('confirm')}
            </Button>
          </>
        }
      />
    </Card>
  );
}
