import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/ui/avatar';
import { ChevronRightIcon } from '@/components/ui/icons/chevrons';
import { Table, type TableColumn } from '@/components/ui/table';
import type { Appointment } from '@/lib/api/contract';
import { formatWeekdayDateTime } from '@/lib/format/dates';
import styles from './appointments.module.css';
import { AppointmentStatusTag } from './status-tag';

/**
 * Paciente, Tipo de Consulta, Status, Data e hora ('seg., 07/12/2026 09:00') and a chevron to
 * /appointments/{id} (spec 2 §2). The chevron's link stretches over its row, so the whole row opens the
 * appointment by pointer while keyboard and screen readers meet one named link. `now` (the page's clock)
 * tells which consultations have begun without an outcome. On a patient's record (`ofPatient`) the
 * Paciente column is left out.
 */
export async function AppointmentList({
  appointments,
  now,
  ofPatient = false,
}: {
  appointments: Appointment[];
  now: number;
  /** On a patient's record: every row is hers, so no Paciente column, and the date heads each row. */
  ofPatient?: boolean;
}) {
  const t = await getTranslations('AppointmentsPage');
  const tLabels = await getTranslations('AppointmentLabels');
  const when = (appointment: Appointment) => formatWeekdayDateTime(appointment.start_date_time);
  const columns: TableColumn<Appointment>[] = [
    {
      key: 'patient',
      header: t('columns.patient'),
      rowHeader: true,
      cell: (appointment) => (
        <span className={styles.nameCell}>
          <Avatar name={appointment.patient.name} src={appointment.patient.photo_url} size={36} decorative />
          {appointment.patient.name}
        </span>
      ),
    },
    { key: 'type', header: t('columns.type'), cell: (appointment) => tLabels(`types.${appointment.type}`) },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (appointment) => <AppointmentStatusTag appointment={appointment} now={now} />,
    },
    {
      key: 'dateTime',
      header: t('columns.dateTime'),
      cell: when,
      nowrap: true,
      rowHeader: ofPatient,
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
          className={`${styles.chevron} ${styles.rowLink}`}
          aria-label={t('openAppointment', {
            name: appointment.patient.name,
            date: when(appointment),
          })}
        >
          <ChevronRightIcon size={20} />
        </Link>
      ),
    },
  ];
  return (
    <Table
      className={styles.table}
      columns={ofPatient ? columns.filter((column) => column.key !== 'patient') : columns}
      rows={appointments}
      getRowKey={(appointment) => appointment.id}
      caption={t('tableCaption')}
      hideCaption
    />
  );
}
