import { useTranslations } from 'next-intl';
import { site } from '@/lib/site';
import { sectionIds } from './anchors';
import { FeedbackCarousel } from './feedback-carousel';

const items = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'] as const;

export function FeedbackSection() {
  const t = useTranslations('Landing.feedback');

  return (
    <section
      id={sectionIds.feedback}
      className="lp-section lp-section-white"
      aria-labelledby="depoimentos-titulo"
    >
      <div className="lp-container">
        <div className="lp-section-heading">
          <h2 id="depoimentos-titulo">{t('title')}</h2>
          <p>{t('intro', { productName: site.productName })}</p>
        </div>
        <FeedbackCarousel label={t('listLabel')} previousLabel={t('previous')} nextLabel={t('next')}>
          <ul className="lp-feedback-list">
            {items.map((item) => (
              <li key={item} className="lp-feedback-card">
                <figure>
                  <blockquote>
                    <p>{t(`items.${item}.quote`)}</p>
                  </blockquote>
                  <figcaption>
                    <span className="lp-avatar" aria-hidden="true">
                      {t(`items.${item}.author`).charAt(0)}
                    </span>
                    <span>
                      <strong>{t(`items.${item}.author`)}</strong>
                      <span className="lp-muted">{t(`items.${item}.role`)}</span>
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </FeedbackCarousel>
      </div>
    </section>
  );
}
