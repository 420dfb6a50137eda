import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons/chevrons';
import { formatIsoDateToBr, getWeekdayName } from '@/lib/format/dates';
import { buildAgendaHref, type CalendarView, shiftViewDate } from '@/lib/rules/agenda-calendar';
import { getWeekdayOf } from '@/lib/rules/calendar';
import styles from './calendar.module.css';

/** The day or week shown, the steps to the previous and next one, and 'Hoje'. */
export function CalendarNavigation({
  view,
  dates,
  today,
}: {
  view: CalendarView;
  dates: readonly string[];
  today: string;
}) {
  const t = useTranslations('AgendaCalendar');
  const first = dates[0] ?? today;
  const last = dates.at(-1) ?? first;
  const title =
    view === 'dia'
      ? t('dayTitle', { weekday: getWeekdayName(getWeekdayOf(first)), date: formatIsoDateToBr(first) })
      : t('weekTitle', { from: formatIsoDateToBr(first), to: formatIsoDateToBr(last) });
  const step = (direction: -1 | 1) => buildAgendaHref(view, shiftViewDate(view, first, direction));
  const button = getButtonClassName({ variant: 'secondary', size: 'sm' });
  return (
    <div className={styles.navigation}>
      <p className={styles.rangeTitle} aria-live="polite">
        {title}
      </p>
      <nav aria-label={t('navigationLabel')} className={styles.steps}>
        <Link href={step(-1)} className={button}>
          <ChevronLeftIcon size={18} aria-hidden="true" />
          {t(view === 'dia' ? 'previousDay' : 'previousWeek')}
        </Link>
        <Link
          href={buildAgendaHref(view, today)}
          className={button}
          aria-current={dates.includes(today) ? 'date' : undefined}
        >
          {t('today')}
        </Link>
        <Link href={step(1)} className={button}>
          {t(view === 'dia' ? 'nextDay' : 'nextWeek')}
          <ChevronRightIcon size={18} aria-hidden="true" />
        </Link>
      </nav>
    </div>
  );
}
