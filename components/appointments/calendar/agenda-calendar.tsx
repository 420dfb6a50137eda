'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import type { Appointment } from '@/lib/api/contract';
import { formatIsoDateToBr, getProductWallTime } from '@/lib/format/dates';
import {
  buildAgendaHref,
  type CalendarView,
  collectDayItems,
  getFallbackDay,
  getHourRange,
  intersectDateRanges,
  listHourMarks,
  placeByTime,
  shiftViewDate,
} from '@/lib/rules/agenda-calendar';
import { getBookingRange } from '@/lib/rules/appointment-windows';
import { formatClockTime } from '@/lib/rules/zoned-time';
import { useAvailability } from '../use-appointments';
import styles from './calendar.module.css';
import { CalendarDay, type TimedAppointment } from './calendar-day';
import { useNarrowScreen } from './use-narrow-screen';
import { useSwipe } from './use-swipe';

/** The booking's code loads when a free slot is first chosen (DialogOnDemand). */
const loadBookAppointmentDialog = () =>
  import('../book-appointment-dialog').then((module) => module.BookAppointmentDialog);

/** Pixels an hour takes: a 50-minute consultation is 60 px tall, room for its time and name. */
const HOUR_HEIGHT = 72;

/** An appointment on the product zone's clocks; one that runs past midnight stops at the day's end. */
function toTimed(appointment: Appointment): TimedAppointment | null {
  const start = getProductWallTime(appointment.start_date_time);
  const end = getProductWallTime(appointment.end_date_time);
  if (!start) return null;
  const endMinutes = end && end.date === start.date ? end.minutes : 24 * 60;
  return { appointment, date: start.date, start: start.minutes, end: Math.max(endMinutes, start.minutes) };
}

/**
 * The day or week view of the agenda: her appointments placed by time, the free slots of her availability
 * (those she may still book: from today to a month ahead, as the booking offers them), today marked. A free
 * slot opens the booking with its date and hour chosen. On a phone a week falls back to its day view.
 */
export function AgendaCalendar({
  nutritionistId,
  view,
  dates,
  today,
  appointments,
  now,
}: {
  nutritionistId: number;
  view: CalendarView;
  dates: string[];
  today: string;
  appointments: Appointment[];
  now: number;
}) {
  const t = useTranslations('AgendaCalendar');
  const router = useRouter();
  const narrow = useNarrowScreen();
  const [booking, setBooking] = useState<{ date: string; hour: string; open: boolean } | null>(null);
  const shown = { from: dates[0] ?? today, to: dates.at(-1) ?? today };
  const availability = useAvailability(nutritionistId, intersectDateRanges(shown, getBookingRange(today)));

  // A day is swiped to the next or previous one, as the buttons above do.
  const swipe = useSwipe((step) => {
    if (view === 'dia') router.push(buildAgendaHref('dia', shiftViewDate('dia', shown.from, step)));
  });

  useEffect(() => {
    if (view === 'semana' && narrow) router.replace(buildAgendaHref('dia', getFallbackDay(dates, today)));
  }, [view, narrow, router, dates, today]);

  const timed = appointments.map(toTimed).filter((item): item is TimedAppointment => item !== null);
  const freeDays = availability.data?.days ?? [];
  const days = dates.map((date) => ({ date, items: collectDayItems(date, timed, freeDays) }));
  const range = getHourRange(days.flatMap((day) => day.items));
  const height = ((range.to - range.from) / 60) * HOUR_HEIGHT;

  return (
    <div className={styles.calendar}>
      {availability.error ? (
        <p className={styles.notice} role="alert">
          {t('slotsError')}{' '}
          <Button variant="ghost" size="sm" onClick={() => void availability.mutate()}>
            {t('retry')}
          </Button>
        </p>
      ) : availability.isLoading ? (
        <p className={styles.notice} role="status">
          {t('loadingSlots')}
        </p>
      ) : null}
      <div className={`${styles.grid} ${view === 'semana' ? styles.week : ''}`} {...swipe}>
        <ol className={styles.hours} style={{ height }} aria-hidden="true">
          {listHourMarks(range).map((minutes) => (
            <li key={minutes} style={{ top: `${((minutes - range.from) / (range.to - range.from)) * 100}%` }}>
              {formatClockTime(minutes)}
            </li>
          ))}
        </ol>
        {days.map(({ date, items }) => (
          <CalendarDay
            key={date}
            date={date}
            isToday={date === today}
            placed={placeByTime(items, range)}
            height={height}
            quietWhenEmpty={view === 'semana'}
            now={now}
            onChooseSlot={(slot) => setBooking({ ...slot, open: true })}
          />
        ))}
      </div>
      {booking ? (
        <DialogOnDemand
          key={`${booking.date}T${booking.hour}`}
          load={loadBookAppointmentDialog}
          open={booking.open}
          props={{
            nutritionistId,
            open: booking.open,
            onClose: () => setBooking({ ...booking, open: false }),
            initialSlot: { date: formatIsoDateToBr(booking.date), hour: booking.hour },
          }}
        />
      ) : null}
    </div>
  );
}
