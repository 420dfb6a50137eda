import { useTranslations } from 'next-intl';
import { toIsoDate } from '@/lib/format/dates';
import { site } from '@/lib/site';
import { LogoMark, MailIcon } from './icons';

export function SiteFooter() {
  const t = useTranslations('PublicFooter');
  // The year in the product's zone (APP_TIME_ZONE), not in that of the machine that renders the page.
  const year = toIsoDate(new Date()).slice(0, 4);

  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer-inner">
        <div className="lp-footer-brand">
          <a className="lp-brand" href="/">
            <LogoMark />
            <span>{site.productName}</span>
          </a>
          <p>{t('tagline')}</p>
        </div>
        <nav aria-label={t('navLabel')}>
          <ul className="lp-footer-links">
            <li>
              <a href="/privacy-policy">{t('privacy')}</a>
            </li>
            <li>
              <a href={`mailto:${site.supportEmail}`}>
                <MailIcon />
                {t('support', { email: site.supportEmail })}
              </a>
            </li>
          </ul>
        </nav>
        <p className="lp-copyright">{t('copyright', { year, productName: site.productName })}</p>
      </div>
    </footer>
  );
}
