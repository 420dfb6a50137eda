import Link from 'next/link';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import styles from './auth-layout.module.css';

/** The two-panel frame of the sign-in and registration pages: the promise beside the form. */
export function AuthLayout({
  promiseTitle,
  promiseText,
  backHomeLabel,
  children,
}: {
  promiseTitle: string;
  promiseText: string;
  backHomeLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <aside className={styles.promise}>
        {/* The visible name starts the accessible one (WCAG 2.5.3), the destination is told after it. */}
        <Link href="/" className={styles.brand}>
          {site.productName}
          <span className="visually-hidden"> – {backHomeLabel}</span>
        </Link>
        <p className={styles.promiseTitle}>{promiseTitle}</p>
        <p className={styles.promiseText}>{promiseText}</p>
      </aside>
      <main className={styles.content}>
        <div className={styles.card}>{children}</div>
      </main>
    </div>
  );
}
