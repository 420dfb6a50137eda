'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { useFocusAfterRender } from '@/components/ui/use-focus-after-render';
import { joinDateAndHour } from '@/lib/rules/appointment-windows';
import { APPOINTMENT_TITLE_ID } from './appointment-title';
import styles from './appointments.module.css';
import { chosenIsoDate, type SlotChoice, SlotPicker } from './slot-picker';
import { cancelAppointment, refreshAvailability, rescheduleAppointment } from './use-appointments';
import { useTakenHour } from './use-taken-hour';

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
  const tMove = useTranslations('RescheduleAppointment');
  const router = useRouter();
  const { showToast } = useToast();
  const [open, setOpen] = useState<Open>('none');
  const [busy, setBusy] = useState(false);
  const [slot, setSlot] = useState<SlotChoice>({ date: '', hour: '' });
  const forgetTakenHour = useTakenHour(nutritionistId, setSlot);
  const isoDate = chosenIsoDate(slot);
  const ready = isoDate !== null && slot.hour !== '';

  const focusAfterRender = useFocusAfterRender();

  async function run(
    action: () => Promise<unknown>,
    success: string,
    failure: string,
    { endsActions = false } = {},
  ) {
    setBusy(true);
    try {
      await action();
      showToast(success, { duration: MESSAGE_TOAST_MS, tone: 'success' });
      // A cancelled appointment has no actions left: focus goes to the page's title, not to the body.
      if (endsActions) focusAfterRender(APPOINTMENT_TITLE_ID);
      setOpen('none');
      setSlot({ date: '', hour: '' });
      void refreshAvailability(nutritionistId);
      router.refresh();
    } catch (error) {
      // Only a move can meet an hour gone meanwhile.
      if (!forgetTakenHour(error)) showToast(failure, { duration: MESSAGE_TOAST_MS, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  function reschedule(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy || !isoDate) return;
    void run(
      () => rescheduleAppointment(appointmentId, joinDateAndHour(isoDate, slot.hour)),
      tMove('success'),
      tMove('failure'),
    );
  }

  return (
    <div className={styles.detailActions}>
      <Button variant="secondary" onClick={() => setOpen('cancel')}>
        {t('cancel')}
      </Button>
      <Button onClick={() => setOpen('reschedule')}>{t('reschedule')}</Button>
      <Dialog
        open={open === 'cancel'}
        onClose={() => setOpen('none')}
        role="alertdialog"
        size="sm"
        title={tCancel('title')}
        description={tCancel('text')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen('none')}>
              {tCancel('back')}
            </Button>
            <Button
              variant="danger"
              loading={busy}
              onClick={() =>
                void run(() => cancelAppointment(appointmentId), tCancel('success'), tCancel('failure'), {
                  endsActions: true,
                })
              }
            >
              {tCancel('confirm')}
            </Button>
          </>
        }
      />
      <Dialog
        open={open === 'reschedule'}
        onClose={() => setOpen('none')}
        title={tMove('title')}
        description={tMove('description')}
      >
        <form onSubmit={reschedule} noValidate className={styles.form}>
          <SlotPicker
            nutritionistId={nutritionistId}
            value={slot}
            onChange={setSlot}
            hourLabel={tMove('start')}
            endLabel={tMove('end')}
          />
          <Button type="submit" fullWidth disabled={!ready} loading={busy}>
            {tMove('submit')}
          </Button>
        </form>
      </Dialog>
    </div>
  );
}
