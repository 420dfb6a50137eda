import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from '@/components/patients/connection-acceptance.module.css';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { site } from '@/lib/site';

/**
 * The frame of a page an e-mailed link opens, outside the signed-in shell (an invitation, an erasure's
 * cancellation): the product's name home, a link to learn about it, and the page's own content.
 */
export function EmailedLinkPage({
  homeLabel,
  learnMoreLabel,
  children,
}: {
  homeLabel: string;
  learnMoreLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link href="/" className={styles.logo} aria-label={homeLabel}>
          {site.productName}
        </Link>
        <Link href="/" className={getButtonClassName({ variant: 'secondary' })}>
          {learnMoreLabel}
        </Link>
      </header>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
