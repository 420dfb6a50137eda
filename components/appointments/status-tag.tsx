import { useTranslations } from 'next-intl';
import tagStyles from '@/components/ui/tag.module.css';
import type { AppointmentStatus } from '@/lib/api/contract';
import { awaitsOutcome } from '@/lib/rules/appointment-outcome';
import styles from './appointments.module.css';

const TONES: Record<AppointmentStatus, string | undefined> = {
  CONFIRMED: tagStyles.success,
  CANCELED: tagStyles.danger,
  COMPLETED: styles.tagCompleted,
  NO_SHOW: styles.tagNoShow,
};

/**
 * 'Confirmada' (green), 'Cancelada' (red), 'Realizada' or 'Faltou'; a confirmed consultation that has
 * begun reads 'Resultado pendente' instead, until its nutritionist records how it went.
 */
export function StatusTag({
  status,
  awaitsOutcome = false,
}: {
  status: AppointmentStatus;
  awaitsOutcome?: boolean;
}) {
  const t = useTranslations('AppointmentLabels');
  return (
    <span
      className={`${tagStyles.tag} ${tagStyles.nowrap} ${awaitsOutcome ? styles.tagAwaitingOutcome : TONES[status]}`}
    >
      {awaitsOutcome ? t('awaitingOutcome') : t(`statuses.${status}`)}
    </span>
  );
}

/**
 * An appointment's status as of `now`: 'Resultado pendente' once a confirmed one has begun; beside a
 * confirmed one still to come, 'Presença confirmada' when the patient answered her reminder.
 */
export function AppointmentStatusTag({
  appointment,
  now,
}: {
  appointment: {
    status: AppointmentStatus;
    start_date_time: string;
    attendance_confirmed_at?: string | null;
  };
  now: Date | number;
}) {
  const t = useTranslations('AppointmentLabels');
  const pending = awaitsOutcome({ status: appointment.status, start: appointment.start_date_time }, now);
  const attended = appointment.status === 'CONFIRMED' && !pending && appointment.attendance_confirmed_at;
  return (
    <>
      <StatusTag status={appointment.status} awaitsOutcome={pending} />
      {attended ? (
        <>
          {' '}
          <span className={`${tagStyles.tag} ${tagStyles.nowrap}`}>{t('attendanceConfirmed')}</span>
        </>
      ) : null}
    </>
  );
}
