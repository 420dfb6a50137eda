import Link from 'next/link';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import styles from './booking.module.css';

/** The frame of the public booking pages: the product's name, then the page's cards. */
export function BookingLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <div className={styles.frame}>
        <header>
          <Link href="/" className={styles.brand}>
            {site.productName}
          </Link>
        </header>
        <main className={styles.frame}>{children}</main>
      </div>
    </div>
  );
}
