import { useTranslations } from 'next-intl';
import { site } from '@/lib/site';
import { sectionIds } from './anchors';
import { DownloadAppLink } from './download-app-link';
import { InlineArt } from './inline-art';

/** `art` is the hero illustration's SVG markup (readArt('hero')). */
export function HeroSection({ art }: { art: string }) {
  const t = useTranslations('Landing.hero');
  const header = useTranslations('PublicHeader');
  const productName = site.productName;

  return (
    <section id={sectionIds.start} className="lp-section lp-hero" aria-labelledby="inicio-titulo">
      <div className="lp-container lp-hero-inner">
        <div className="lp-hero-text">
          <p className="lp-eyebrow">{t('eyebrow')}</p>
          <h1 id="inicio-titulo">{t('title')}</h1>
          <p className="lp-lead">{t('text', { productName })}</p>
          <div className="lp-actions">
            <a className="lp-button lp-button-primary" href={`#${sectionIds.features}`}>
              {t('learnMore')}
            </a>
            <DownloadAppLink
              href={`#${sectionIds.download}`}
              appStoreUrl={site.appStoreUrl}
              className="lp-button lp-button-secondary"
            >
              {header('downloadApp')}
            </DownloadAppLink>
          </div>
        </div>
        <InlineArt markup={art} className="lp-hero-art" label={t('imageAlt', { productName })} />
      </div>
    </section>
  );
}
