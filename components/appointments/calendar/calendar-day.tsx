'use client';

import { useTranslations } from 'next-intl';
import type { Appointment } from '@/lib/api/contract';
import { formatIsoDateToBr, getWeekdayName } from '@/lib/format/dates';
import type { DayItem, Placed } from '@/lib/rules/agenda-calendar';
import { awaitsOutcome } from '@/lib/rules/appointment-outcome';
import { getWeekdayOf } from '@/lib/rules/calendar';
import { formatClockTime } from '@/lib/rules/zoned-time';
import styles from './calendar.module.css';
import { AppointmentEntry, FreeSlotButton } from './calendar-entry';

export type TimedAppointment = { appointment: Appointment; date: string; start: number; end: number };

const TONES = { CONFIRMED: 'confirmed', CANCELED: 'canceled', COMPLETED: 'done', NO_SHOW: 'done' } as const;

/**
 * One day's column: its weekday and date (today marked), then its appointments and free slots placed by
 * time, earliest first in reading and tab order.
 */
export function CalendarDay({
  date,
  isToday,
  placed,
  height,
  quietWhenEmpty,
  now,
  onChooseSlot,
}: {
  date: string;
  isToday: boolean;
  placed: Placed<DayItem<TimedAppointment>>[];
  /** Of the track, in pixels: the hours shown. */
  height: number;
  /** In a week, an empty day says so to a screen reader only: seven notes would crowd the grid. */
  quietWhenEmpty: boolean;
  now: number;
  onChooseSlot: (slot: { date: string; hour: string }) => void;
}) {
  const t = useTranslations('AgendaCalendar');
  const tLabels = useTranslations('AppointmentLabels');
  const headingId = `agenda-day-${date}`;

  function nameAppointment({ appointment, start }: TimedAppointment) {
    const status = awaitsOutcome({ status: appointment.status, start: appointment.start_date_time }, now)
      ? tLabels('awaitingOutcome')
      : tLabels(`statuses.${appointment.status}`);
    return t('appointmentLabel', {
      time: formatClockTime(start),
      name: appointment.patient.name,
      type: tLabels(`types.${appointment.type}`),
      status,
    });
  }

  return (
    <section
      className={`${styles.day} ${isToday ? styles.today : ''}`}
      aria-labelledby={headingId}
      aria-current={isToday ? 'date' : undefined}
    >
      <h2 id={headingId} className={styles.dayHeading}>
        <span className={styles.weekday}>{getWeekdayName(getWeekdayOf(date))}</span>{' '}
        <span>{formatIsoDateToBr(date)}</span>
        {isToday ? <span className={styles.todayBadge}>{t('todayBadge')}</span> : null}
      </h2>
      {placed.length === 0 ? (
        <p className={quietWhenEmpty ? 'visually-hidden' : styles.emptyDay}>{t('emptyDay')}</p>
      ) : null}
      <ol className={styles.track} style={{ height }}>
        {placed.map(({ item, top, height: size, lane, lanes }) => (
          <li
            key={
              item.kind === 'free' ? `free-${item.hour}` : `appointment-${item.appointment.appointment.id}`
            }
            className={styles.entry}
            style={{
              top: `${top}%`,
              height: `${size}%`,
              left: `${(lane / lanes) * 100}%`,
              width: `${100 / lanes}%`,
            }}
          >
            {item.kind === 'free' ? (
              <FreeSlotButton
                time={item.hour}
                text={t('freeSlot')}
                label={t('freeSlotLabel', { time: item.hour })}
                onChoose={() => onChooseSlot({ date: item.date, hour: item.hour })}
              />
            ) : (
              <AppointmentEntry
                href={`/appointments/${item.appointment.appointment.id}`}
                time={formatClockTime(item.start)}
                name={item.appointment.appointment.patient.name}
                label={nameAppointment(item.appointment)}
                tone={TONES[item.appointment.appointment.status]}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
