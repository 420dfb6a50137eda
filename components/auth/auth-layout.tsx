import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import styles from './auth-layout.module.css';

/**
 * The two-panel frame of the sign-in, registration, password and session pages: the promise beside the
 * form. The (auth) group's layout draws it once for all of them; the script-free /session-expired
 * (pages/) draws it too, so it reads its texts the way both routers can.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const t = useTranslations('LoginPage');
  return (
    <div className={styles.page}>
      <aside className={styles.promise}>
        {/* The visible name starts the accessible one (WCAG 2.5.3), the destination is told after it. */}
        <Link href="/" className={styles.brand}>
          {site.productName}
          <span className="visually-hidden"> – {t('backHome')}</span>
        </Link>
        <p className={styles.promiseTitle}>{t('promiseTitle')}</p>
        <p className={styles.promiseText}>{t('promiseText')}</p>
      </aside>
      <main className={styles.content}>
        <div className={styles.card}>{children}</div>
      </main>
    </div>
  );
}
