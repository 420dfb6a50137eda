import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { sectionIds } from './anchors';
import { CalculatorIcon, PlateIcon, ProgressIcon } from './icons';

const features: { key: 'calculator' | 'meals' | 'progress'; icon: ReactNode }[] = [
  { key: 'calculator', icon: <CalculatorIcon /> },
  { key: 'meals', icon: <PlateIcon /> },
  { key: 'progress', icon: <ProgressIcon /> },
];

export function FeaturesSection() {
  const t = useTranslations('Landing.features');

  return (
    <section
      id={sectionIds.features}
      className="lp-section lp-section-white"
      aria-labelledby="funcionalidades-titulo"
    >
      <div className="lp-container">
        <div className="lp-section-heading">
          <h2 id="funcionalidades-titulo">{t('title')}</h2>
          <p>{t('intro')}</p>
        </div>
        <ul className="lp-card-grid">
          {features.map(({ key, icon }) => (
            <li key={key} className="lp-card">
              <span className="lp-card-icon">{icon}</span>
              <h3>{t(`${key}.title`)}</h3>
              <p>{t(`${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
