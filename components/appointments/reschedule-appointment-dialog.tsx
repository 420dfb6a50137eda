'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OpenedDialogProps } from '@/components/ui/dialog-on-demand';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { joinDateAndHour } from '@/lib/rules/appointment-windows';
import { rescheduleAppointment } from './agenda-calls';
import styles from './appointments.module.css';
import { chosenIsoDate, type SlotChoice, SlotPicker } from './slot-picker';
import { useTakenHour } from './use-taken-hour';

/** 'Remarcar': a free day and hour of her agenda for a confirmed appointment. */
export function RescheduleAppointmentDialog({
  appointmentId,
  nutritionistId,
  open,
  onClose,
  onMoved,
}: OpenedDialogProps & {
  appointmentId: number;
  nutritionistId: number;
  /** After the move was saved and said. */
  onMoved: () => void;
}) {
  const t = useTranslations('RescheduleAppointment');
  const { showToast } = useToast();
  const [busy, setBusy] = useState(false);
  const [slot, setSlot] = useState<SlotChoice>({ date: '', hour: '' });
  const forgetTakenHour = useTakenHour(nutritionistId, setSlot);
  const isoDate = chosenIsoDate(slot);
  const ready = isoDate !== null && slot.hour !== '';

  async function reschedule(event: FormEvent) {
    event.preventDefault();
    if (!ready || busy || !isoDate) return;
    setBusy(true);
    try {
      await rescheduleAppointment(appointmentId, joinDateAndHour(isoDate, slot.hour));
      showToast(t('success'), { duration: MESSAGE_TOAST_MS, tone: 'success' });
      setSlot({ date: '', hour: '' });
      onMoved();
    } catch (error) {
      // An hour taken meanwhile is said, and forgotten, by the picker.
      if (!forgetTakenHour(error)) showToast(t('failure'), { duration: MESSAGE_TOAST_MS, tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('title')} description={t('description')}>
      <form onSubmit={reschedule} noValidate className={styles.form}>
        <SlotPicker
          nutritionistId={nutritionistId}
          value={slot}
          onChange={setSlot}
          hourLabel={t('start')}
          endLabel={t('end')}
        />
        <Button type="submit" fullWidth disabled={!ready} loading={busy}>
          {t('submit')}
        </Button>
      </form>
    </Dialog>
  );
}
