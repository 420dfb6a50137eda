import { useTranslations } from 'next-intl';
import { site } from '@/lib/site';
import { sectionIds } from './anchors';
import { AppleStoreIcon, PlayStoreIcon } from './icons';

export function DownloadSection() {
  const t = useTranslations('Landing.download');
  const stores = [
    { href: site.appStoreUrl, lead: t('appStoreLead'), name: t('appStore'), icon: <AppleStoreIcon /> },
    { href: site.playStoreUrl, lead: t('googlePlayLead'), name: t('googlePlay'), icon: <PlayStoreIcon /> },
  ];

  return (
    <section id={sectionIds.download} className="lp-section lp-download" aria-labelledby="baixar-app-titulo">
      <div className="lp-container lp-download-inner">
        <div>
          <h2 id="baixar-app-titulo">{t('title')}</h2>
          <p className="lp-lead">{t('text', { productName: site.productName })}</p>
        </div>
        <ul className="lp-stores">
          {stores.map((store) => (
            <li key={store.href}>
              <a className="lp-store-link" href={store.href}>
                {store.icon}
                <span>
                  <span className="lp-store-lead">{store.lead} </span>
                  <span className="lp-store-name">{store.name}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
