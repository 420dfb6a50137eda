'use client';

import { useTranslations } from 'next-intl';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { CheckCircleIcon } from '@/components/ui/icons/status';
import type { Nutritionist } from '@/lib/api/contract';
import { formatFixedDecimal } from '@/lib/format/numbers';
import styles from './profile.module.css';

/**
 * 'Como os pacientes veem você': the avatar with the verified badge, name and specialisations, with real
 * figures — the average rating (or 'Sem avaliações') and the months since the account was created. There
 * are no patient comments in the data, and the card says so instead of inventing a count.
 */
export function PatientPreview({ profile, monthsActive }: { profile: Nutritionist; monthsActive: number }) {
  const t = useTranslations('Profile');
  return (
    <Card as="section" title={t('previewTitle')} className={styles.preview}>
      <div className={styles.previewHead}>
        <span className={styles.previewAvatar}>
          <Avatar src={profile.photo_url} name={profile.name} size={72} decorative />
          <span className={styles.badge} title={t('verified')}>
            <CheckCircleIcon aria-hidden="true" size={20} />
            <span className="visually-hidden">{t('verified')}</span>
          </span>
        </span>
        <div>
          <p className={styles.previewName} data-testid="preview-name">
            {profile.name}
          </p>
          {profile.specializations.length > 0 ? (
            <ul
              className={styles.chips}
              aria-label={t('specializationsTitle')}
              data-testid="preview-specializations"
            >
              {profile.specializations.map((specialization) => (
                <li key={specialization.id} className={styles.chip}>
                  {specialization.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.hint}>{t('noSpecializations')}</p>
          )}
        </div>
      </div>
      <ul className={styles.figures}>
        <li data-testid="preview-rating">
          {profile.average_rating === null
            ? t('noRating')
            : t('rating', { rating: formatFixedDecimal(profile.average_rating, 1) })}
        </li>
        <li data-testid="preview-months">{t('monthsActive', { months: monthsActive })}</li>
        <li>{t('noComments')}</li>
      </ul>
      <p className={styles.note}>{t('previewNote')}</p>
    </Card>
  );
}
