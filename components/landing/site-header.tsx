import { useTranslations } from 'next-intl';
import { site } from '@/lib/site';
import { sectionIds } from './anchors';
import { DownloadAppLink } from './download-app-link';
import { LogoMark } from './icons';
import { MobileMenu } from './mobile-menu';

interface SiteHeaderProps {
  /** On the landing page the anchors stay on the page; elsewhere they lead back to it. */
  page: 'landing' | 'privacy';
}

export function SiteHeader({ page }: SiteHeaderProps) {
  const t = useTranslations('PublicHeader');
  const onLanding = page === 'landing';
  const anchor = (id: string) => (onLanding ? `#${id}` : `/#${id}`);
  const links = [
    { id: sectionIds.start, label: t('start') },
    { id: sectionIds.features, label: t('features') },
    { id: sectionIds.contact, label: t('contact') },
  ];

  return (
    <header className="lp-header">
      <div className="lp-container lp-header-inner">
        <a className="lp-brand" href={onLanding ? anchor(sectionIds.start) : '/'}>
          <LogoMark />
          <span>{site.productName}</span>
        </a>
        <MobileMenu label={t('menu')}>
          <nav aria-label={t('navLabel')}>
            <ul className="lp-nav-list">
              {links.map((link) => (
                <li key={link.id}>
                  <a className="lp-nav-link" href={anchor(link.id)}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="lp-header-actions">
            {onLanding ? (
              <DownloadAppLink
                href={anchor(sectionIds.download)}
                appStoreUrl={site.appStoreUrl}
                className="lp-button lp-button-secondary"
              >
                {t('downloadApp')}
              </DownloadAppLink>
            ) : (
              // Spec 1 §2: on the privacy page 'Baixar App' is shown but does nothing.
              <button type="button" className="lp-button lp-button-secondary">
                {t('downloadApp')}
              </button>
            )}
            <a className="lp-button lp-button-primary" href="/login">
              {onLanding ? t('signIn') : t('signInPrivacy')}
            </a>
          </div>
        </MobileMenu>
      </div>
    </header>
  );
}
