import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { SWRConfig } from 'swr';
import { AppointmentActions } from '@/components/appointments/appointment-actions';
import { AppointmentDetails } from '@/components/appointments/appointment-details';
import { AppointmentOutcome } from '@/components/appointments/appointment-outcome';
import styles from '@/components/appointments/appointments.module.css';
import { BookReturn } from '@/components/appointments/book-return';
import { withClientMessages } from '@/components/i18n/client-messages';
import { ChargeCard } from '@/components/money/charge-card';
import { idParamSchema } from '@/lib/api/contract';
import { getAppointment, getAppointmentPatient } from '@/lib/api/server/appointments';
import { prefetchCharge } from '@/lib/api/server/money';
import { requireAudience } from '@/lib/auth/current-user';
import { canRecordOutcome } from '@/lib/rules/appointment-outcome';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('appointment') };
}

async function AppointmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { user } = await requireAudience(['nutritionist']);
  const parsed = idParamSchema.safeParse((await params).id);
  const appointment = parsed.success ? await getAppointment(parsed.data) : null;
  if (!appointment) return <AppointmentNotFound />;
  const [patient, chargeFallback] = await Promise.all([
    getAppointmentPatient(appointment.patient_id),
    prefetchCharge(appointment.id),
  ]);
  const now = Date.now();
  // A cancelled consultation has no actions of its own (spec 2 §4); one with an outcome only corrects it.
  const withOutcome = canRecordOutcome(
    { status: appointment.status, start: appointment.start_date_time },
    now,
  );
  const chosen = {
    id: appointment.patient_id,
    name: appointment.patient.name,
    photo_url: appointment.patient.photo_url,
  };
  return (
    <>
      <AppointmentDetails appointment={appointment} patient={patient} now={now} />
      <div className={`${styles.card} ${styles.actionsCard}`}>
        {withOutcome ? (
          <AppointmentOutcome appointmentId={appointment.id} status={appointment.status} />
        ) : null}
        <div className={styles.detailActions}>
          {/* After a missed consultation, 'Remarcar' books her a new one; otherwise a return can be booked. */}
          <BookReturn
            nutritionistId={user.id}
            patient={chosen}
            action={appointment.status === 'NO_SHOW' ? 'rebook' : 'bookReturn'}
            variant={appointment.status === 'NO_SHOW' ? 'primary' : 'secondary'}
          />
          {appointment.status === 'CONFIRMED' ? (
            <AppointmentActions appointmentId={appointment.id} nutritionistId={user.id} />
          ) : null}
        </div>
      </div>
      <SWRConfig value={{ fallback: chargeFallback }}>
        <ChargeCard appointmentId={appointment.id} />
      </SWRConfig>
    </>
  );
}

async function AppointmentNotFound() {
  const t = await getTranslations('AppointmentDetail');
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>{t('notFoundTitle')}</h1>
      <p>{t('notFoundText')}</p>
      <Link href="/appointments">{t('backToList')}</Link>
    </section>
  );
}

export default withClientMessages(
  [
    'AppointmentDetail',
    'AppointmentLabels',
    'AppointmentOutcome',
    'BookAppointment',
    'BookReturn',
    'CancelAppointment',
    'ChargeCard',
    'Errors',
    'MoneyLabels',
    'PackageCover',
    'PaymentForm',
    'RescheduleAppointment',
    'SlotPicker',
    'Ui',
  ],
  AppointmentPage,
);
