'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import { cancelAppointment } from './agenda-calls';
import { APPOINTMENT_TITLE_ID } from './appointment-title';
import styles from './appointments.module.css';
import { refreshAvailability } from './use-appointments';

/** The move's code (the agenda's free days and hours) loads when she first asks to move it. */
const loadRescheduleDialog = () =>
  import('./reschedule-appointment-dialog').then((module) => module.RescheduleAppointmentDialog);

type Open = 'none' | 'cancel' | 'reschedule';

/** 'Desmarcar' and 'Remarcar' of a confirmed appointment, with their modals. */
export function AppointmentActions({
  appointmentId,
  nutritionistId,
}: {
  appointmentId: number;
  nutritionistId: number;
}) {
  const t = useTranslations('AppointmentDetail');
  const tCancel = useTranslations('CancelAppointment');
  const router = useRouter();
  const { showToast } = useToast();
  const [open, setOpen] = useState<Open>('none');
  const [busy, setBusy] = useState(false);
  const focusAfterRender = useFocusAfterRender();

  /** What follows a cancellation or a move: her agenda's free hours and the page, read again. */
  const afterChange = () => {
    setOpen('none');
    void refreshAvailability(nutritionistId);
    router.refresh();
  };

  async function cancel() {
    setBusy(true);
    try {
      await cancelAppointment(appointmentId);
      showToast(tCancel('success'), { duration: MESSAGE_TOAST_MS, tone: 'success' });
      // A cancelled appointment has no actions left: focus goes to the page's title, not to the body.
      focusAfterRender(APPOINTMENT_TITLE_ID);
      afterChange();
    } catch {
      showToast(tCancel('failure'), { duration: MESSAGE_TOAST_MS, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.detailActions}>
      <Button variant="secondary" onClick={() => setOpen('cancel')}>
        {t('cancel')}
      </Button>
      <Button onClick={() => setOpen('reschedule')}>{t('reschedule')}</Button>
      <ConfirmDialog
        open={open === 'cancel'}
        onClose={() => setOpen('none')}
        title={tCancel('title')}
        description={tCancel('text')}
        backLabel={tCancel('back')}
        confirmLabel={tCancel('confirm')}
        onConfirm={() => void cancel()}
        busy={busy}
      />
      <DialogOnDemand
        load={loadRescheduleDialog}
        open={open === 'reschedule'}
        props={{
          appointmentId,
          nutritionistId,
          open: open === 'reschedule',
          onClose: () => setOpen('none'),
          onMoved: afterChange,
        }}
      />
    </div>
  );
}
