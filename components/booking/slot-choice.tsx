import { useTranslations } from 'next-intl';
import type { BookingDays } from '@/lib/api/contract';
import { formatIsoDateToBr, getWeekdayName } from '@/lib/format/dates';
import { getWeekdayOf } from '@/lib/rules/calendar';
import styles from './booking.module.css';

/**
 * The free hours, a day at a time: each day a disclosure (native, no script) holding its hours as radio
 * buttons named `date_time`, the slot's instant. The day of the chosen hour starts open.
 */
export function SlotChoice({
  days,
  chosen,
  legend,
  error,
}: {
  days: BookingDays['days'];
  chosen: string | null;
  legend: string;
  error?: string;
}) {
  const t = useTranslations('BookingPage');
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? 'slot-error' : 'slot-zone'}>
      <legend className={styles.legend}>{legend}</legend>
      <p id="slot-zone" className={styles.note}>
        {t('timeZone')}
      </p>
      {error ? (
        <p id="slot-error" className={styles.error}>
          {error}
        </p>
      ) : null}
      {days.map((day, index) => (
        <details
          key={day.date}
          className={styles.day}
          open={day.slots.some((slot) => slot.date_time === chosen) || (chosen === null && index === 0)}
        >
          <summary>
            {t('day', {
              weekday: getWeekdayName(getWeekdayOf(day.date)),
              date: formatIsoDateToBr(day.date),
              count: day.slots.length,
            })}
          </summary>
          <div className={styles.hours}>
            {day.slots.map((slot) => (
              <label key={slot.date_time} className={styles.hour}>
                <input
                  type="radio"
                  name="date_time"
                  value={slot.date_time}
                  defaultChecked={slot.date_time === chosen}
                  required
                />
                {t('hour', { start: slot.start, end: slot.end })}
              </label>
            ))}
          </div>
        </details>
      ))}
    </fieldset>
  );
}
