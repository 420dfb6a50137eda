import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AppointmentStatusTag } from '@/components/appointments/status-tag';
import { EmptyState } from '@/components/ui/empty-state';
import { ReloadError } from '@/components/ui/reload-error';
import { Spinner } from '@/components/ui/spinner';
import { Table, type TableColumn } from '@/components/ui/table';
import type { Appointment } from '@/lib/api/contract';
import type { TodayAgenda } from '@/lib/api/server/home-reads';
import { formatTime } from '@/lib/format/dates';
import styles from './nutritionist-home.module.css';

/** 'Consultas de hoje': the day to run, streamed in beside the cards with its own loading state. */
export async function TodayAppointments({ today }: { today: Promise<TodayAgenda | null> }) {
  const t = await getTranslations('NutritionistHome.today');
  return (
    <section className={styles.panel} aria-labelledby="today-appointments-title">
      <div className={styles.panelHeader}>
        <h2 id="today-appointments-title" className={styles.panelTitle}>
          {t('title')}
        </h2>
        <Link href="/appointments?period=7d" className={styles.panelLink}>
          {t('agendaLink')}
        </Link>
      </div>
      <Suspense
        fallback={
          <p className={styles.loading} role="status">
            <Spinner size={18} decorative />
            {t('loading')}
          </p>
        }
      >
        <TodayList today={today} />
      </Suspense>
    </section>
  );
}

/** Time, patient (to her record), type, status, and the consultation itself; or why there are none. */
export async function TodayList({ today }: { today: Promise<TodayAgenda | null> }) {
  const t = await getTranslations('NutritionistHome.today');
  const tLabels = await getTranslations('AppointmentLabels');
  const read = await today;
  if (!read) return <ReloadError message={t('loadError')} retryLabel={t('retry')} />;
  if (read.appointments.length === 0)
    return <EmptyState headingLevel={3} title={t('emptyTitle')} description={t('emptyText')} />;
  const columns: TableColumn<Appointment>[] = [
    {
      key: 'time',
      header: t('columns.time'),
      rowHeader: true,
      nowrap: true,
      cell: (appointment) => formatTime(appointment.start_date_time),
    },
    {
      key: 'patient',
      header: t('columns.patient'),
      cell: (appointment) => (
        <Link href={`/patients/${appointment.patient_id}`}>{appointment.patient.name}</Link>
      ),
    },
    { key: 'type', header: t('columns.type'), cell: (appointment) => tLabels(`types.${appointment.type}`) },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (appointment) => <AppointmentStatusTag appointment={appointment} now={read.now} />,
    },
    {
      key: 'open',
      header: t('columns.open'),
      hideHeader: true,
      align: 'end',
      card: 'actions',
      cell: (appointment) => (
        <Link
          href={`/appointments/${appointment.id}`}
          aria-label={t('openLabel', {
            name: appointment.patient.name,
            time: formatTime(appointment.start_date_time),
          })}
        >
          {t('open')}
        </Link>
      ),
    },
  ];
  return (
    <Table
      className={styles.table}
      columns={columns}
      rows={read.appointments}
      getRowKey={(appointment) => appointment.id}
      caption={t('caption')}
      hideCaption
    />
  );
}
