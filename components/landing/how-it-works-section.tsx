import { useTranslations } from 'next-intl';
import { site } from '@/lib/site';
import { sectionIds } from './anchors';

const steps = ['step1', 'step2', 'step3'] as const;

export function HowItWorksSection() {
  const t = useTranslations('Landing.howItWorks');

  return (
    <section id={sectionIds.howItWorks} className="lp-section" aria-labelledby="como-funciona-titulo">
      <div className="lp-container">
        <div className="lp-section-heading">
          <h2 id="como-funciona-titulo">{t('title')}</h2>
          <p>{t('intro')}</p>
        </div>
        <ol className="lp-card-grid">
          {steps.map((step, index) => (
            <li key={step} className="lp-step">
              <span className="lp-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{t(`${step}.title`)}</h3>
              <p>{t(`${step}.text`, { productName: site.productName })}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
