import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { AppointmentActions } from '@/components/appointments/appointment-actions';
import { AppointmentDetails } from '@/components/appointments/appointment-details';
import styles from '@/components/appointments/appointments.module.css';
import { withClientMessages } from '@/components/i18n/client-messages';
import { getAppointment, getAppointmentPatient } from '@/lib/api/appointments';
import { idParamSchema } from '@/lib/api/contract';
import { requireAudience } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('appointment') };
}

async function AppointmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { user } = await requireAudience(['nutritionist']);
  const parsed = idParamSchema.safeParse((await params).id);
  const appointment = parsed.success ? await getAppointment(parsed.data) : null;
  if (!appointment) return <AppointmentNotFound />;
  const patient = await getAppointmentPatient(appointment.patient_id);
  return (
    <>
      <AppointmentDetails appointment={appointment} patient={patient} />
      {appointment.status === 'CONFIRMED' ? (
        <div className={`${styles.card} ${styles.actionsCard}`}>
          <AppointmentActions appointmentId={appointment.id} nutritionistId={user.id} />
        </div>
      ) : null}
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
  ['AppointmentDetail', 'CancelAppointment', 'RescheduleAppointment', 'SlotPicker', 'Ui'],
  AppointmentPage,
);
