import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import nutritionist from '@/public/landing/nutritionist.png';
import { sectionIds } from './anchors';
import { PatientsIcon, PlanIcon, ReportIcon } from './icons';
import { StaticImage } from './static-image';

const points: { key: 'patients' | 'plans' | 'monitoring'; icon: ReactNode }[] = [
  { key: 'patients', icon: <PatientsIcon /> },
  { key: 'plans', icon: <PlanIcon /> },
  { key: 'monitoring', icon: <ReportIcon /> },
];

export function NutritionistSection() {
  const t = useTranslations('Landing.nutritionist');

  return (
    <section
      id={sectionIds.nutritionist}
      className="lp-section lp-section-tinted"
      aria-labelledby="nutricionistas-titulo"
    >
      <div className="lp-container lp-split">
        <StaticImage
          className="lp-split-image"
          src={nutritionist}
          alt={t('imageAlt')}
          sizes="(min-width: 960px) 520px, 92vw"
        />
        <div>
          <p className="lp-eyebrow">{t('eyebrow')}</p>
          <h2 id="nutricionistas-titulo">{t('title')}</h2>
          <p className="lp-lead">{t('text')}</p>
          <ul className="lp-point-list">
            {points.map(({ key, icon }) => (
              <li key={key}>
                <span className="lp-card-icon">{icon}</span>
                <span>
                  <strong>{t(`${key}.title`)}</strong>
                  <span className="lp-muted">{t(`${key}.text`)}</span>
                </span>
              </li>
            ))}
          </ul>
          <div className="lp-actions">
            <a className="lp-button lp-button-primary" href="/login">
              {t('cta')}
            </a>
            <a className="lp-button lp-button-secondary" href="/nutritionist-registration">
              {t('register')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
