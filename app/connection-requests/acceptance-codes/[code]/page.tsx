import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ConnectionAcceptance } from '@/components/patients/connection-acceptance';
import styles from '@/components/patients/connection-acceptance.module.css';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { site } from '@/lib/site';

// Rendered per request: the route gate's nonce-based CSP needs the nonce in the page's scripts.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return {
    title: (await getTranslations('ConnectionAcceptance'))('pageTitle'),
    // A personal, single-use link: never indexed, never followed.
    robots: { index: false, follow: false },
  };
}

/** Where the invitation e-mail leads (spec 2 §2): outside the shell, for signed-in and signed-out visitors. */
export default async function ConnectionAcceptancePage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  const t = await getTranslations('ConnectionAcceptance');
  return (
    <ClientMessages namespaces={['AppStoreLinks', 'ConnectionAcceptance', 'Ui']}>
      <div className={styles.page}>
        <header className={styles.header}>
          <Link href="/" className={styles.logo} aria-label={t('home', { product: site.productName })}>
            {site.productName}
          </Link>
          <Link href="/" className={getButtonClassName({ variant: 'secondary' })}>
            {t('learnMore')}
          </Link>
        </header>
        <main className={styles.main}>
          <ConnectionAcceptance code={code} />
        </main>
      </div>
    </ClientMessages>
  );
}
