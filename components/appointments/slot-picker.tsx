'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import { brDateToIso, formatIsoDateToBr, toIsoDate } from '@/lib/format/dates';
import { getBookingRange } from '@/lib/rules/appointment-windows';
import { DATE_MASK_LENGTH } from '@/lib/rules/typing-masks';
import styles from './appointments.module.css';
import { useAvailability } from './use-appointments';

export interface SlotChoice {
  /** As typed, dd/mm/yyyy. */
  date: string;
  hour: string;
}

/** The chosen date as the API's YYYY-MM-DD, when it is complete and real. */
export function chosenIsoDate(choice: SlotChoice): string | null {
  return choice.date.length === DATE_MASK_LENGTH ? brDateToIso(choice.date) : null;
}

/**
 * A date (typed dd/mm/yyyy whatever the browser's language, or picked among the dates that have free
 * hours in the next month) and one of that date's free hours. With `endLabel`, the chosen hour's end
 * follows, read-only, as the API answered it (its consultation length, not one of the portal's).
 */
export function SlotPicker({
  nutritionistId,
  value,
  onChange,
  hourLabel,
  endLabel,
}: {
  nutritionistId: number;
  value: SlotChoice;
  onChange: (value: SlotChoice) => void;
  hourLabel?: string;
  endLabel?: string;
}) {
  const t = useTranslations('SlotPicker');
  const today = toIsoDate(new Date());
  const range = getBookingRange(today);
  const availability = useAvailability(nutritionistId, range, { onlyCurrent: true });
  const days = availability.data?.days ?? [];
  // Spec 2 §5: only dates with free hours are offered (all of the next month until they are known).
  const isAvailable = availability.data
    ? (date: string) => days.some((day) => day.date === date && day.available_hours.length > 0)
    : undefined;
  const isoDate = chosenIsoDate(value);
  const chosenDay = days.find((day) => day.date === isoDate);
  const hours = chosenDay?.available_hours ?? [];
  const end = chosenDay?.available_slots.find((slot) => slot.start === value.hour)?.end ?? '';
  const dateWithoutSlots = isoDate !== null && availability.data !== undefined && hours.length === 0;

  return (
    <div className={styles.slotPicker}>
      <DateField
        label={t('date')}
        allowedFutureYears={2}
        min={today}
        max={range.to}
        isAvailable={isAvailable}
        value={isoDate ?? ''}
        onChange={() => undefined}
        text={value.date}
        onTextChange={(date) => onChange({ date, hour: '' })}
        today={today}
        error={dateWithoutSlots ? t('noSlotsOnDate') : undefined}
      />
      {availability.error ? (
        <p className={styles.inlineError} role="alert">
          {t('loadError')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void availability.mutate()}>
            {t('retry')}
          </Button>
        </p>
      ) : availability.isLoading ? (
        <p className={styles.muted} role="status">
          {t('loading')}
        </p>
      ) : days.length === 0 ? (
        <p className={styles.muted} role="status">
          {t('noFreeDates')}
        </p>
      ) : (
        <fieldset className={styles.freeDates}>
          <legend>{t('freeDates')}</legend>
          <div className={styles.dateChips}>
            {days.map((day) => {
              const label = formatIsoDateToBr(day.date);
              // dd/mm, but a date of another year (the next month may be January) names it.
              const shown = day.date.slice(0, 4) === today.slice(0, 4) ? label.slice(0, 5) : label;
              return (
                <button
                  key={day.date}
                  type="button"
                  className={styles.dateChip}
                  aria-pressed={day.date === isoDate}
                  aria-label={t('chooseDate', { date: label })}
                  onClick={() => onChange({ date: label, hour: '' })}
                >
                  {shown}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
      <Select
        label={hourLabel ?? t('hour')}
        placeholder
        value={value.hour}
        disabled={hours.length === 0}
        onChange={(event) => onChange({ ...value, hour: event.target.value })}
        options={hours.map((hour) => ({ value: hour, label: hour }))}
      />
      {endLabel ? <TextInput label={endLabel} readOnly value={end} /> : null}
    </div>
  );
}
