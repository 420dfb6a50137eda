'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import type { OpenedDialogProps } from '@/components/ui/dialog-on-demand';
import { Input } from '@/components/ui/input';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import { formatList } from '@/lib/format/lists';
import { readTypedTime } from '@/lib/rules/date-time-masks';
import {
  addPeriod,
  MAX_PERIODS_PER_DAY,
  removePeriod,
  WEEKDAYS,
  type Weekday,
} from '@/lib/rules/week-availability';
import { saveSlotSettings, saveWeekAvailability, useSlotSettings, useWeekAvailability } from './agenda-calls';
import styles from './appointments.module.css';
import { CopyDay } from './copy-day';
import { SlotSettingsFields } from './slot-settings-fields';
import { refreshAvailability } from './use-appointments';
import {
  copyDay,
  draftFromWeek,
  draftProblem,
  previewStarts,
  setPeriods,
  settingsFromDraft,
  settingsProblem,
  toggleWeekday,
  type WeekDraft,
  weekFromDraft,
} from './week-availability-form';

/**
 * 'Gerenciar sua Disponibilidade': weekdays, then 1 to 3 periods each (spec 2 §5); beyond the
 * specification, the consultation length and gap, and 'Copiar para…' to give a day's periods to others.
 */
export function WeekAvailabilityDialog({
  nutritionistId,
  open,
  onClose,
}: OpenedDialogProps & { nutritionistId: number }) {
  const t = useTranslations('WeekAvailability');
  const { showToast } = useToast();
  const week = useWeekAvailability(open ? nutritionistId : null);
  const slots = useSlotSettings(open ? nutritionistId : null);
  const [draft, setDraft] = useState<WeekDraft | null>(null);
  const [saving, setSaving] = useState(false);
  // What the last 'Copiar' did, said to screen readers too.
  const [copied, setCopied] = useState('');
  // The loaded week and settings become the draft once per opening.
  const current = draft ?? (week.data && slots.data ? draftFromWeek(week.data.days, slots.data) : null);
  const problem = current ? draftProblem(current) : 'NO_WEEKDAY';
  const invalidSettings = current ? settingsProblem(current) !== null : true;
  const loadFailed = Boolean(week.error || slots.error);

  function close() {
    setDraft(null);
    setCopied('');
    onClose();
  }

  // Escape, 'Fechar' and 'Cancelar' wait for a running save: a failed one keeps the draft for another try.
  function requestClose() {
    if (!saving) close();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!current || problem || invalidSettings || saving) return;
    setSaving(true);
    try {
      const settings = settingsFromDraft(current);
      const before = slots.data;
      if (
        settings.consultation_minutes !== before?.consultation_minutes ||
        settings.gap_minutes !== before?.gap_minutes
      )
        await slots.mutate(await saveSlotSettings(nutritionistId, settings), { revalidate: false });
      const saved = await saveWeekAvailability(nutritionistId, { days: weekFromDraft(current) });
      await week.mutate(saved, { revalidate: false });
      void refreshAvailability(nutritionistId);
      showToast(t('success'), { duration: MESSAGE_TOAST_MS, tone: 'success' });
      close();
    } catch {
      showToast(t('failure'), { duration: MESSAGE_TOAST_MS, tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  const update = (next: WeekDraft) => setDraft(next);
  const dayName = (day: Weekday) => t(`weekdayNames.${day}`);
  function copy(from: Weekday, targets: Weekday[]) {
    if (!current) return;
    update(copyDay(current, from, targets));
    setCopied(t('copied', { day: dayName(from), days: formatList(targets.map(dayName)) }));
  }
  // A complete time that is no time of day (25:00) stays as typed and says why; Salvar stays off.
  const timeError = (text: string) =>
    readTypedTime(text).status === 'invalid' ? t('invalidTime', { time: text }) : undefined;
  return (
    <Dialog
      open={open}
      onClose={requestClose}
      closeOnBackdropClick={false}
      title={t('title')}
      description={t('description')}
      size="md"
    >
      {loadFailed && !current ? (
        <div className={styles.form}>
          <p className={styles.inlineError} role="alert">
            {t('loadError')}
          </p>
          <Button
            variant="secondary"
            onClick={() => {
              void week.mutate();
              void slots.mutate();
            }}
          >
            {t('retry')}
          </Button>
        </div>
      ) : !current ? (
        <p className={styles.muted} role="status">
          {t('loading')}
        </p>
      ) : (
        <form onSubmit={submit} noValidate className={styles.form}>
          <fieldset className={styles.weekdays}>
            <legend>{t('weekdays')}</legend>
            {WEEKDAYS.map((day) => (
              <Checkbox
                key={day}
                label={t(`weekdayNames.${day}`)}
                checked={current.chosen.includes(day)}
                onChange={() => update(toggleWeekday(current, day))}
              />
            ))}
          </fieldset>
          {WEEKDAYS.filter((day) => current.chosen.includes(day)).map((day) => {
            const name = dayName(day);
            const periods = current.periods[day] ?? [];
            return (
              <fieldset key={day} className={styles.dayPeriods}>
                <legend>{t('periodsOf', { day: name })}</legend>
                {periods.map((period, index) => (
                  <div key={index} className={styles.periodRow}>
                    <Input
                      label={t('fromLabel', { n: index + 1, day: name })}
                      hideLabel
                      placeholder={t('from')}
                      rules={{ type: 'time' }}
                      error={timeError(period.from)}
                      value={period.from}
                      onValueChange={(from) =>
                        update(
                          setPeriods(
                            current,
                            day,
                            periods.map((p, i) => (i === index ? { ...p, from } : p)),
                          ),
                        )
                      }
                    />
                    <span aria-hidden="true">{t('to')}</span>
                    <Input
                      label={t('toLabel', { n: index + 1, day: name })}
                      hideLabel
                      placeholder={t('to')}
                      rules={{ type: 'time' }}
                      error={timeError(period.to)}
                      value={period.to}
                      onValueChange={(to) =>
                        update(
                          setPeriods(
                            current,
                            day,
                            periods.map((p, i) => (i === index ? { ...p, to } : p)),
                          ),
                        )
                      }
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('removePeriod', { n: index + 1, day: name })}
                      aria-disabled={periods.length <= 1 || undefined}
                      onClick={() => update(setPeriods(current, day, removePeriod(periods, index)))}
                    >
                      −
                    </Button>
                  </div>
                ))}
                <Button
                  variant="secondary"
                  size="sm"
                  aria-disabled={periods.length >= MAX_PERIODS_PER_DAY || undefined}
                  onClick={() => update(setPeriods(current, day, addPeriod(periods)))}
                >
                  {t('addPeriod')}
                </Button>
                <StartsPreview starts={previewStarts(current, day)} />
                <CopyDay day={day} dayName={name} onCopy={(targets) => copy(day, targets)} />
              </fieldset>
            );
          })}
          <SlotSettingsFields draft={current} onChange={(change) => update({ ...current, ...change })} />
          <p className={styles.muted} role="status">
            {copied}
          </p>
          {problem ? (
            <p className={styles.muted} role="status">
              {t(`problems.${problem}`)}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <Button variant="secondary" onClick={requestClose} disabled={saving}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={problem !== null || invalidSettings} loading={saving}>
              {t('save')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** The hours a day will offer, as the settings cut its periods; nothing while they are incomplete. */
function StartsPreview({ starts }: { starts: string[] | null }) {
  const t = useTranslations('WeekAvailability');
  if (starts === null) return null;
  return (
    <p className={styles.muted}>
      {starts.length > 0 ? t('preview', { hours: formatList(starts) }) : t('previewNone')}
    </p>
  );
}
