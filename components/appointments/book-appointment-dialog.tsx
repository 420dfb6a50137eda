'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, type SetStateAction, useEffect, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { SimplePaginator } from '@/components/ui/simple-paginator';
import { TextInput } from '@/components/ui/text-input';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { useFormState } from '@/components/ui/use-form-state';
import type { AppointmentType } from '@/lib/api/contract';
import { APPOINTMENT_TYPES } from '@/lib/api/contract/values';
import { joinDateAndHour } from '@/lib/rules/appointment-windows';
import { bookAppointment, useBookingPatients } from './agenda-calls';
import styles from './appointments.module.css';
import { chosenIsoDate, type SlotChoice, SlotPicker } from './slot-picker';
import { refreshAvailability } from './use-appointments';
import { useTakenHour } from './use-taken-hour';

const SEARCH_DELAY_MS = 300;

interface BookingValues {
  patientId: number | null;
  type: AppointmentType | '';
  slot: SlotChoice;
}
const NO_BOOKING: BookingValues = { patientId: null, type: '', slot: { date: '', hour: '' } };

/** 'Agendar' is enabled only when patient, type, a complete date and an hour are chosen (spec 2 §4). */
export function canBook(form: { patientId: number | null; type: string; slot: SlotChoice }): boolean {
  return (
    form.patientId !== null && form.type !== '' && chosenIsoDate(form.slot) !== null && form.slot.hour !== ''
  );
}

/** The patient a booking is for when it is opened from her record or one of her consultations. */
export interface ChosenPatient {
  id: number;
  name: string;
  photo_url: string | null;
}

/**
 * 'Agendar manualmente': one of the nutritionist's patients, a type, a date with free hours and an hour.
 * Given `patient` (a return, or a new date after a missed consultation), she is already chosen and no
 * chooser is shown. `initialSlot` comes chosen (a free slot of the calendar): read when the dialog mounts.
 */
export function BookAppointmentDialog({
  nutritionistId,
  patient,
  open,
  onClose,
  initialSlot,
}: {
  nutritionistId: number;
  patient?: ChosenPatient;
  open: boolean;
  onClose: () => void;
  initialSlot?: SlotChoice;
}) {
  const t = useTranslations('BookAppointment');
  const tLabels = useTranslations('AppointmentLabels');
  const router = useRouter();
  const { showToast } = useToast();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  // Her patient and the calendar's slot, when given, come chosen, and a closed dialog returns to them.
  const chosen = (): BookingValues => ({
    ...NO_BOOKING,
    slot: initialSlot ?? NO_BOOKING.slot,
    patientId: patient?.id ?? NO_BOOKING.patientId,
  });
  const form = useFormState<BookingValues>(chosen);
  const { patientId, type, slot } = form.values;
  const { set } = form;
  const setSlot = (next: SetStateAction<SlotChoice>) => set('slot', next);
  const forgetTakenHour = useTakenHour(nutritionistId, setSlot);
  const patients = useBookingPatients(nutritionistId, page, query, open && !patient);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(search);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  function reset() {
    setSearch('');
    setQuery('');
    setPage(1);
    form.setValues(chosen());
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const isoDate = chosenIsoDate(slot);
    if (!canBook({ patientId, type, slot }) || form.busy || !isoDate || patientId === null || type === '')
      return;
    form.setBusy(true);
    try {
      await bookAppointment({
        nutritionist_id: nutritionistId,
        patient_id: patientId,
        type,
        date_time: joinDateAndHour(isoDate, slot.hour),
      });
      showToast(t('success'), { duration: MESSAGE_TOAST_MS, tone: 'success' });
      reset();
      onClose();
      void refreshAvailability(nutritionistId);
      router.refresh();
    } catch (error) {
      if (!forgetTakenHour(error)) showToast(t('failure'), { duration: MESSAGE_TOAST_MS, tone: 'error' });
    } finally {
      form.setBusy(false);
    }
  }

  const list = patients.data;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={patient ? t('titleFor', { name: patient.name }) : t('title')}
      description={patient ? t('descriptionFor') : t('description')}
      size="md"
    >
      <form onSubmit={submit} noValidate className={styles.form}>
        {patient ? (
          <div className={styles.chosenPatient}>
            <span className={styles.muted}>{t('patientGroup')}</span>
            <span className={styles.patientOption}>
              <Avatar name={patient.name} src={patient.photo_url} size={32} decorative />
              <span>{patient.name}</span>
            </span>
          </div>
        ) : (
          <fieldset className={styles.patientChooser}>
            <legend>{t('patientGroup')}</legend>
            <TextInput
              type="search"
              label={t('search')}
              placeholder={t('searchPlaceholder')}
              value={search}
              onValueChange={setSearch}
              autoComplete="off"
            />
            {patients.error ? (
              <p className={styles.inlineError} role="alert">
                {t('patientsError')}
              </p>
            ) : !list ? (
              <p className={styles.muted} role="status">
                {t('loadingPatients')}
              </p>
            ) : list.content.length === 0 ? (
              <p className={styles.muted} role="status">
                {t('noPatients')}
              </p>
            ) : (
              <ul className={styles.patientOptions}>
                {list.content.map((patient) => (
                  <li key={patient.id}>
                    <label className={styles.patientOption}>
                      <input
                        type="radio"
                        name="patient"
                        value={patient.id}
                        checked={patientId === patient.id}
                        onChange={() => set('patientId', patient.id)}
                      />
                      <Avatar name={patient.name} src={patient.photo_url} size={32} decorative />
                      <span>{patient.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {list && list.total_pages > 1 ? (
              <SimplePaginator
                page={page}
                totalPages={list.total_pages}
                onPageChange={setPage}
                label={t('patientsPages')}
              />
            ) : null}
          </fieldset>
        )}
        <Select
          label={t('type')}
          placeholder
          value={type}
          onChange={(event) => set('type', event.target.value as AppointmentType)}
          options={APPOINTMENT_TYPES.map((value) => ({
            value,
            label: tLabels(`types.${value}`),
          }))}
        />
        <SlotPicker nutritionistId={nutritionistId} value={slot} onChange={setSlot} />
        <Button type="submit" fullWidth disabled={!canBook({ patientId, type, slot })} loading={form.busy}>
          {t('submit')}
        </Button>
      </form>
    </Dialog>
  );
}
