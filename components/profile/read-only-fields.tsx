'use client';

import { useTranslations } from 'next-intl';
import type { Nutritionist } from '@/lib/api/contract';
import { formatDateBr } from '@/lib/rules/calendar';
import { InfoTooltip } from './info-tooltip';
import styles from './profile.module.css';

type FieldKey = 'name' | 'email' | 'birthDate' | 'gender' | 'registrationNumber' | 'crn';

/** Name, e-mail, birth date, gender, registration number and CRN: read-only, each saying why (spec 2 §5). */
export function ReadOnlyFields({ profile }: { profile: Nutritionist }) {
  const t = useTranslations('Profile');
  const tCatalogue = useTranslations('Catalogue');
  const fields: [FieldKey, string][] = [
    ['name', profile.name],
    ['email', profile.email],
    ['birthDate', profile.birth_date ? formatDateBr(profile.birth_date) : t('notInformed')],
    ['gender', profile.gender ? tCatalogue(`genders.${profile.gender}`) : t('notInformed')],
    ['registrationNumber', profile.professional_document.registration_number],
    ['crn', t('crnValue', { crn: profile.professional_document.crn })],
  ];
  return (
    <dl className={styles.readOnly}>
      {fields.map(([key, value]) => (
        <div key={key} className={styles.readOnlyField}>
          <dt>
            {t(key)}
            <InfoTooltip label={`${t('whyReadOnly')} (${t(key)})`} text={t(`tooltips.${key}`)} />
          </dt>
          <dd data-testid={`profile-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
