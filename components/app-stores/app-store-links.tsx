import { useTranslations } from 'next-intl';
import { site } from '@/lib/site';
import styles from './app-store-links.module.css';

/** The mobile app's store pages, as the landing page's download section lists them (lib/site). */
export function AppStoreLinks() {
  const t = useTranslations('AppStoreLinks');
  return (
    <ul className={styles.stores} aria-label={t('label')}>
      <li>
        <a href={site.appStoreUrl} rel="noopener">
          {t('appStore')}
        </a>
      </li>
      <li>
        <a href={site.playStoreUrl} rel="noopener">
          {t('playStore')}
        </a>
      </li>
    </ul>
  );
}
