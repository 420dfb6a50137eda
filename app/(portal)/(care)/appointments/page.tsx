import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgendaMenu } from '@/components/appointments/agenda-menu';
import { AppointmentList } from '@/components/appointments/appointment-list';
import styles from '@/components/appointments/appointments.module.css';
import { BookingRequests } from '@/components/appointments/booking-requests';
import { AgendaCalendar } from '@/components/appointments/calendar/agenda-calendar';
import { AgendaViews } from '@/components/appointments/calendar/agenda-views';
import { CalendarNavigation } from '@/components/appointments/calendar/calendar-navigation';
import { PeriodFilter } from '@/components/appointments/period-filter';
import { withClientMessages } from '@/components/i18n/client-messages';
import { EmptyState } from '@/components/ui/empty-state';
import { ReloadError } from '@/components/ui/reload-error';
import { UrlPaginator } from '@/components/ui/url-paginator';
import type { Appointment, AppointmentPage } from '@/lib/api/contract';
import {
  countScheduledAppointments,
  listAppointments,
  listAppointmentsBetween,
} from '@/lib/api/server/appointments';
import { loadPageOrLast } from '@/lib/api/server/load-page-or-last';
import { readAs } from '@/lib/auth/current-user';
import { toIsoDate } from '@/lib/format/dates';
import { type CalendarView, getViewDates, readAgendaDate, readAgendaView } from '@/lib/rules/agenda-calendar';
import { DEFAULT_APPOINTMENT_PERIOD, readAppointmentPeriod } from '@/lib/rules/appointment-windows';
import { readFirstParam, readPageParam } from '@/lib/rules/list-href';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('appointments') };
}

async function AppointmentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const agendaView = readAgendaView(readFirstParam(params.view));
  if (agendaView !== 'lista') {
    const now = Date.now();
    const today = toIsoDate(new Date(now));
    return (
      <CalendarPage
        view={agendaView}
        date={readAgendaDate(readFirstParam(params.date), today)}
        today={today}
        now={now}
      />
    );
  }
  const period = readAppointmentPeriod(Array.isArray(params.period) ? params.period[0] : params.period);
  const now = Date.now();
  const requested = readPageParam(params.page);
  // The page asked and the heading's count travel with the token check.
  const { user, reads } = await readAs(['nutritionist'], ({ user }) => ({
    list: listAppointments(user.id, period, requested, now),
    scheduled: countScheduledAppointments(user.id, now),
  }));
  const t = await getTranslations('AppointmentsPage');

  let view: { list: AppointmentPage; page: number; scheduled: number };
  try {
    const [loaded, scheduled] = await Promise.all([
      loadPageOrLast((page) => listAppointments(user.id, period, page, now), requested, reads.list),
      reads.scheduled,
    ]);
    view = { ...loaded, scheduled };
  } catch {
    return (
      <section>
        <div className={styles.header}>
          <h1>{t('title')}</h1>
        </div>
        <ReloadError message={t('loadError')} retryLabel={t('retry')} />
      </section>
    );
  }

  const { list, page, scheduled } = view;
  return (
    <section>
      <div className={styles.header}>
        <h1>{t('heading', { count: scheduled })}</h1>
        <AgendaMenu nutritionistId={user.id} />
      </div>
      <BookingRequests nutritionistId={user.id} />
      <AgendaViews view="lista" />
      <PeriodFilter period={period} />
      <div className={styles.panel}>
        {list.total_elements === 0 ? (
          <EmptyState headingLevel={2} title={t('emptyTitle')} description={t('emptyText')} />
        ) : (
          <AppointmentList appointments={list.content} now={now} />
        )}
        {list.total_pages > 1 ? (
          <UrlPaginator
            pathname="/appointments"
            state={{ period: period === DEFAULT_APPOINTMENT_PERIOD ? '' : period }}
            page={page}
            totalPages={list.total_pages}
            label={t('paginationLabel')}
          />
        ) : null}
      </div>
    </section>
  );
}

/** ?view=dia|semana: the day or week of `date`, her appointments in it placed by time with the free slots. */
async function CalendarPage({
  view,
  date,
  today,
  now,
}: {
  view: CalendarView;
  date: string;
  today: string;
  now: number;
}) {
  const dates = getViewDates(view, date);
  const first = dates[0] ?? date;
  const last = dates.at(-1) ?? date;
  const { user, reads } = await readAs(['nutritionist'], ({ user }) => ({
    appointments: listAppointmentsBetween(user.id, first, last),
    scheduled: countScheduledAppointments(user.id, now),
  }));
  const t = await getTranslations('AppointmentsPage');
  const tCalendar = await getTranslations('AgendaCalendar');
  let loaded: { appointments: Appointment[]; scheduled: number };
  try {
    const [appointments, scheduled] = await Promise.all([reads.appointments, reads.scheduled]);
    loaded = { appointments, scheduled };
  } catch {
    return (
      <section>
        <div className={styles.header}>
          <h1>{t('title')}</h1>
        </div>
        <BookingRequests nutritionistId={user.id} />
        <AgendaViews view={view} date={date} />
        <ReloadError message={tCalendar('loadError')} retryLabel={t('retry')} />
      </section>
    );
  }
  return (
    <section>
      <div className={styles.header}>
        <h1>{t('heading', { count: loaded.scheduled })}</h1>
        <AgendaMenu nutritionistId={user.id} />
      </div>
      <BookingRequests nutritionistId={user.id} />
      <AgendaViews view={view} date={date} />
      <div className={styles.panel}>
        <CalendarNavigation view={view} dates={dates} today={today} />
        <AgendaCalendar
          nutritionistId={user.id}
          view={view}
          dates={dates}
          today={today}
          appointments={loaded.appointments}
          now={now}
        />
      </div>
    </section>
  );
}

export default withClientMessages(
  [
    'AgendaCalendar',
    'AppointmentLabels',
    'AppointmentsPage',
    'BookAppointment',
    'CalendarFeed',
    'OnlineBooking',
    'SlotPicker',
    'Ui',
    'WeekAvailability',
  ],
  AppointmentsPage,
);
