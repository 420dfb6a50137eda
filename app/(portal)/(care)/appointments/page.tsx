import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AgendaMenu } from '@/components/appointments/agenda-menu';
import { AppointmentList } from '@/components/appointments/appointment-list';
import styles from '@/components/appointments/appointments.module.css';
import { PeriodFilter } from '@/components/appointments/period-filter';
import { withClientMessages } from '@/components/i18n/client-messages';
import { EmptyState } from '@/components/ui/empty-state';
import { ReloadError } from '@/components/ui/reload-error';
import { UrlPaginator } from '@/components/ui/url-paginator';
import type { AppointmentPage } from '@/lib/api/contract';
import { countScheduledAppointments, listAppointments } from '@/lib/api/server/appointments';
import { loadPageOrLast } from '@/lib/api/server/load-page-or-last';
import { readAs } from '@/lib/auth/current-user';
import { DEFAULT_APPOINTMENT_PERIOD, readAppointmentPeriod } from '@/lib/rules/appointment-windows';
import { readPageParam } from '@/lib/rules/list-href';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('appointments') };
}

async function AppointmentsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
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

export default withClientMessages(
  [
    'AppointmentLabels',
    'AppointmentsPage',
    'BookAppointment',
    'CalendarFeed',
    'SlotPicker',
    'Ui',
    'WeekAvailability',
  ],
  AppointmentsPage,
);
