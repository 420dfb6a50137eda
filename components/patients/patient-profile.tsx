import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import tagStyles from '@/components/ui/tag.module.css';
import type { UserProfile } from '@/lib/api/contract';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatDecimal } from '@/lib/format/numbers';
import { InviteToApp } from './invite-to-app';
import styles from './patient-detail.module.css';

/**
 * Breadcrumb 'Pacientes' and the patient's name, photo, birth date, weight, height and activity level;
 * for a record without the app, 'Convidar para o aplicativo'; `actions` (such as 'Agendar retorno') under
 * them.
 */
export async function PatientProfile({
  patient,
  nutritionistId,
  actions,
}: {
  patient: UserProfile;
  nutritionistId: number;
  actions?: ReactNode;
}) {
  const t = await getTranslations('PatientDetail');
  const tCatalogue = await getTranslations('Catalogue');
  const tInvite = await getTranslations('InviteToApp');
  const measurement = patient.body_measurement;
  const facts = [
    { key: 'birthDate', value: patient.birth_date ? formatIsoDateToBr(patient.birth_date) : null },
    { key: 'weight', value: measurement ? t('kg', { value: formatDecimal(measurement.weight) }) : null },
    { key: 'height', value: measurement ? t('cm', { value: formatDecimal(measurement.height) }) : null },
    {
      key: 'activity',
      value: patient.physical_activity_factor
        ? tCatalogue(getCatalogueLabelKey('activityLevels', patient.physical_activity_factor))
        : null,
    },
  ] as const;
  return (
    <>
      <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href="/patients">{t('patients')}</Link>
          </li>
          <li aria-current="page">{patient.name}</li>
        </ol>
      </nav>
      <section className={styles.profile} aria-labelledby="patient-name">
        <Avatar name={patient.name} src={patient.photo_url} size={88} />
        <div>
          <h1 id="patient-name" className={styles.name}>
            {patient.name}
          </h1>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.key}>
                <dt>{t(`facts.${fact.key}`)}</dt>
                <dd>{fact.value ?? t('notInformed')}</dd>
              </div>
            ))}
          </dl>
          {patient.uses_app ? null : (
            <div className={styles.noApp}>
              <span className={`${tagStyles.tag} ${tagStyles.neutral}`}>{tInvite('noApp')}</span>
              <InviteToApp nutritionistId={nutritionistId} patientId={patient.id} email={patient.email} />
            </div>
          )}
          {actions ? <div className={styles.profileActions}>{actions}</div> : null}
        </div>
      </section>
    </>
  );
}
