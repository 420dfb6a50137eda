import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Avatar } from '@/components/ui/avatar';
import type { Appointment, UserProfile } from '@/lib/api/contract';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import { formatAddressLine } from '@/lib/format/address';
import { formatIsoDateToBr, formatTime } from '@/lib/format/dates';
import { formatDecimal } from '@/lib/format/numbers';
import { APPOINTMENT_TITLE_ID } from './appointment-title';
import styles from './appointments.module.css';
import { AppointmentStatusTag } from './status-tag';

/** Where it happens: Online; the nutritionist's address for Presencial, or 'Endereço a definir'. */
export function describePlace(appointment: Appointment, texts: { online: string; pending: string }): string {
  if (appointment.type === 'ONLINE') return texts.online;
  const address = appointment.nutritionist_address;
  if (!address) return texts.pending;
  return formatAddressLine(address);
}

/**
 * Breadcrumb, the patient's personal information with links to her record and her consultation notes, and
 * Quando, Horário (its start 'às' the end the API answered), Local, Status (spec 2 §2). `now` (the page's clock) tells whether it awaits its outcome.
 */
export async function AppointmentDetails({
  appointment,
  patient,
  now,
}: {
  appointment: Appointment;
  patient: UserProfile | null;
  now: number;
}) {
  const t = await getTranslations('AppointmentDetail');
  const tLabels = await getTranslations('AppointmentLabels');
  const tCatalogue = await getTranslations('Catalogue');
  const measurement = patient?.body_measurement;
  const facts = [
    { key: 'name', value: appointment.patient.name },
    { key: 'birthDate', value: patient?.birth_date ? formatIsoDateToBr(patient.birth_date) : null },
    { key: 'weight', value: measurement ? t('kg', { value: formatDecimal(measurement.weight) }) : null },
    { key: 'height', value: measurement ? t('cm', { value: formatDecimal(measurement.height) }) : null },
    {
      key: 'activity',
      value: patient?.physical_activity_factor
        ? tCatalogue(getCatalogueLabelKey('activityLevels', patient.physical_activity_factor))
        : null,
    },
  ] as const;
  return (
    <>
      <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/appointments">{t('appointments')}</Link>
          </li>
          <li aria-current="page">{t('current')}</li>
        </ol>
      </nav>
      <h1 id={APPOINTMENT_TITLE_ID} className={styles.title} tabIndex={-1}>
        {t('title', { name: appointment.patient.name })}
      </h1>
      <div className={styles.detail}>
        <section className={styles.card} aria-labelledby="appointment-patient">
          <h2 id="appointment-patient">{t('personalInfo')}</h2>
          <div className={styles.profile}>
            <Avatar
              name={appointment.patient.name}
              src={appointment.patient.photo_url}
              size={72}
              decorative
            />
            <dl className={styles.facts}>
              {facts.map((fact) => (
                <div key={fact.key}>
                  <dt>{t(`facts.${fact.key}`)}</dt>
                  <dd>{fact.value ?? t('notInformed')}</dd>
                </div>
              ))}
            </dl>
          </div>
          <nav aria-label={t('patientLinks')}>
            <ul className={styles.patientLinks}>
              <li>
                <Link href={`/patients/${appointment.patient_id}`}>{t('patientRecord')}</Link>
              </li>
              <li>
                <Link href={`/patients/${appointment.patient_id}/consultations`}>{t('patientNotes')}</Link>
              </li>
            </ul>
          </nav>
        </section>
        <section className={styles.card} aria-labelledby="appointment-details">
          <h2 id="appointment-details">{t('details')}</h2>
          <dl className={styles.facts}>
            <div>
              <dt>{t('when')}</dt>
              <dd>{formatIsoDateToBr(appointment.start_date_time)}</dd>
            </div>
            <div>
              <dt>{t('time')}</dt>
              <dd>
                {t('timeRange', {
                  start: formatTime(appointment.start_date_time),
                  end: formatTime(appointment.end_date_time),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('type')}</dt>
              <dd>{tLabels(`types.${appointment.type}`)}</dd>
            </div>
            <div>
              <dt>{t('place')}</dt>
              <dd>{describePlace(appointment, { online: t('online'), pending: t('addressPending') })}</dd>
            </div>
            <div>
              <dt>{t('status')}</dt>
              <dd>
                <AppointmentStatusTag appointment={appointment} now={now} />
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </>
  );
}
