import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/site';
import { LogoMark, MailIcon } from './icons';

export async function SiteFooter() {
  const t = await getTranslations('PublicFooter');
  const year = new Date().getFullYear();

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
        <p className="lp-copyright">
          {t('copyright', { year: String(year), productName: site.productName })}
        </p>
      </div>
    </footer>
  );
}
