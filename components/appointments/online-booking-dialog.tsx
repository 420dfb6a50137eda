'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import type { OpenedDialogProps } from '@/components/ui/dialog-on-demand';
import { TextInput } from '@/components/ui/text-input';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import type { AppointmentType, BookingSettings } from '@/lib/api/contract';
import { APPOINTMENT_TYPES } from '@/lib/api/contract/values';
import { errorCodeOf } from '@/lib/api/errors';
import {
  BOOKING_LINK_MAX_LENGTH,
  BOOKING_LINK_MIN_LENGTH,
  type BookingSettingsProblem,
  findBookingSettingsProblem,
  HORIZON_WEEKS_MAX,
  HORIZON_WEEKS_MIN,
  NOTICE_HOURS_MAX,
  NOTICE_HOURS_MIN,
  normalizeBookingLink,
} from '@/lib/rules/booking-settings';
import styles from './appointments.module.css';
import { saveBookingSettings, useBookingSettings } from './use-online-booking';

const TYPES: readonly AppointmentType[] = APPOINTMENT_TYPES;
// The ranges the texts name, from the rule the API checks with.
const LINK_LENGTHS = { min: BOOKING_LINK_MIN_LENGTH, max: BOOKING_LINK_MAX_LENGTH };
const NOTICE_RANGE = { min: NOTICE_HOURS_MIN, max: NOTICE_HOURS_MAX };
const HORIZON_RANGE = { min: HORIZON_WEEKS_MIN, max: HORIZON_WEEKS_MAX };

interface Values {
  slug: string;
  enabled: boolean;
  indexable: boolean;
  approval_required: boolean;
  notice_hours: string;
  horizon_weeks: string;
  consultation_types: AppointmentType[];
}

const toValues = (settings: BookingSettings): Values => ({
  slug: settings.slug ?? '',
  enabled: settings.enabled,
  indexable: settings.indexable,
  approval_required: settings.approval_required,
  notice_hours: String(settings.notice_hours),
  horizon_weeks: String(settings.horizon_weeks),
  consultation_types: [...settings.consultation_types],
});

/** 'Agendamento online': her public page's link, whether it is on, her approval, notice and horizon. */
export function OnlineBookingDialog({
  nutritionistId,
  open,
  onClose,
}: OpenedDialogProps & { nutritionistId: number }) {
  const t = useTranslations('OnlineBooking');
  const { showToast } = useToast();
  const settings = useBookingSettings(open ? nutritionistId : null);
  const [values, setValues] = useState<Values | null>(null);
  const [problem, setProblem] = useState<BookingSettingsProblem | 'BOOKING_LINK_TAKEN' | 'FAILED' | null>(
    null,
  );
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open && settings.data && values === null) setValues(toValues(settings.data));
  }, [open, settings.data, values]);

  function close() {
    setValues(null);
    setProblem(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!values) return;
    const input = {
      slug: normalizeBookingLink(values.slug),
      enabled: values.enabled,
      indexable: values.indexable,
      approval_required: values.approval_required,
      notice_hours: Number(values.notice_hours),
      horizon_weeks: Number(values.horizon_weeks),
      consultation_types: values.consultation_types,
    };
    const found = findBookingSettingsProblem(input);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await saveBookingSettings(nutritionistId, input);
      showToast(t('saved'), { duration: MESSAGE_TOAST_MS, tone: 'success' });
      close();
    } catch (error) {
      setProblem(errorCodeOf(error) === 'BOOKING_LINK_TAKEN' ? 'BOOKING_LINK_TAKEN' : 'FAILED');
    } finally {
      setBusy(false);
    }
  }

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => (current ? { ...current, [key]: value } : current));
  const pageUrl = settings.data?.page_url;

  return (
    <Dialog open={open} onClose={close} title={t('title')} description={t('description')} size="md">
      {settings.error && !values ? (
        <p role="alert">{t('loadError')}</p>
      ) : !values ? (
        <p role="status">{t('loading')}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextInput
            label={t('slug')}
            helpText={t('slugHelp', LINK_LENGTHS)}
            value={values.slug}
            maxLength={BOOKING_LINK_MAX_LENGTH}
            autoComplete="off"
            onValueChange={(value) => set('slug', value)}
            error={
              problem === 'INVALID_BOOKING_LINK' || problem === 'BOOKING_LINK_TAKEN'
                ? t(`problems.${problem}`, LINK_LENGTHS)
                : undefined
            }
          />
          {pageUrl ? (
            <p className={styles.muted}>
              {t('pageAt')}{' '}
              <a href={pageUrl} target="_blank" rel="noreferrer">
                {pageUrl}
              </a>
            </p>
          ) : null}
          <Checkbox
            label={t('enabled')}
            checked={values.enabled}
            onChange={(e) => set('enabled', e.target.checked)}
          />
          <Checkbox
            label={t('approval')}
            description={t('approvalHelp')}
            checked={values.approval_required}
            onChange={(e) => set('approval_required', e.target.checked)}
          />
          <fieldset className={styles.form}>
            <legend>{t('types')}</legend>
            {TYPES.map((type) => (
              <Checkbox
                key={type}
                label={t(`typeNames.${type}`)}
                checked={values.consultation_types.includes(type)}
                onChange={(e) =>
                  set(
                    'consultation_types',
                    e.target.checked
                      ? [...values.consultation_types, type]
                      : values.consultation_types.filter((item) => item !== type),
                  )
                }
              />
            ))}
            {problem === 'NO_CONSULTATION_TYPE' ? (
              <p role="alert">{t('problems.NO_CONSULTATION_TYPE')}</p>
            ) : null}
          </fieldset>
          <TextInput
            label={t('noticeHours')}
            helpText={t('noticeHelp', NOTICE_RANGE)}
            inputMode="numeric"
            maxLength={3}
            value={values.notice_hours}
            onValueChange={(value) => set('notice_hours', value.replace(/\D/g, ''))}
            error={
              problem === 'NOTICE_HOURS_OUT_OF_RANGE'
                ? t('problems.NOTICE_HOURS_OUT_OF_RANGE', NOTICE_RANGE)
                : undefined
            }
          />
          <TextInput
            label={t('horizonWeeks', HORIZON_RANGE)}
            inputMode="numeric"
            maxLength={2}
            value={values.horizon_weeks}
            onValueChange={(value) => set('horizon_weeks', value.replace(/\D/g, ''))}
            error={
              problem === 'BOOKING_HORIZON_OUT_OF_RANGE'
                ? t('problems.BOOKING_HORIZON_OUT_OF_RANGE', HORIZON_RANGE)
                : undefined
            }
          />
          <Checkbox
            label={t('indexable')}
            description={t('indexableHelp')}
            checked={values.indexable}
            onChange={(e) => set('indexable', e.target.checked)}
          />
          {problem === 'FAILED' ? <p role="alert">{t('problems.FAILED')}</p> : null}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={close} disabled={busy}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
