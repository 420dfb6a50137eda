import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DeletionCancellation } from '@/components/deletion-cancellation/deletion-cancellation';
import { ClientMessages } from '@/components/i18n/client-messages';
import styles from '@/components/patients/connection-acceptance.module.css';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { site } from '@/lib/site';

// Rendered per request: the route gate's nonce-based CSP needs the nonce in the page's scripts.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getTranslations('DeletionCancellation'))('pageTitle'),
    // A personal, single-use link: never indexed, never followed.
    robots: { index: false, follow: false },
  };
}

/**
 * Where the e-mail about an erasure her nutritionist asked for leads the patient: outside the shell, with no
 * sign-in (her account may be the very thing at stake). Nothing is cancelled until she presses the button.
 */
export default async function DeletionCancellationPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const t = await getTranslations('DeletionCancellation');
  return (
    <ClientMessages namespaces={['DeletionCancellation']}>
      <div className={styles.page}>
        <header className={styles.header}>
          <Link href="/" className={styles.logo} aria-label={t('home', { product: site.productName })}>
            {site.productName}
          </Link>
          <Link href="/" className={getButtonClassName({ variant: 'secondary' })}>
            {t('learnMore', { product: site.productName })}
          </Link>
        </header>
        <main className={styles.main}>
          <DeletionCancellation code={code} />
        </main>
      </div>
    </ClientMessages>
  );
}
