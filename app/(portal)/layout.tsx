import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ServiceUnavailable } from '@/components/portal/service-unavailable';
import { TopBar } from '@/components/shell/top-bar';
import { ToastProvider } from '@/components/ui/toast-provider';
import { ApiProblem } from '@/lib/api/errors';
import { requireSignedIn, type SignedIn } from '@/lib/auth/current-user';
import styles from './portal.module.css';

// The signed-in area is private: never indexed.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function PortalLayout({ children }: { children: ReactNode }) {
  let signedIn: SignedIn;
  try {
    signedIn = await requireSignedIn();
  } catch (error) {
    // Redirects pass through; an unreachable upstream gets a clear page instead of a crash.
    if (!(error instanceof ApiProblem)) throw error;
    const t = await getTranslations('ErrorPage');
    return (
      <NextIntlClientProvider>
        <main id="conteudo" className={styles.main}>
          <ServiceUnavailable title={t('title')} description={t('description')} retryLabel={t('retry')} />
        </main>
      </NextIntlClientProvider>
    );
  }
  return (
    <NextIntlClientProvider>
      <ToastProvider>
        <TopBar user={signedIn.user} audience={signedIn.audience} />
        <main id="conteudo" className={styles.main}>
          {children}
        </main>
      </ToastProvider>
    </NextIntlClientProvider>
  );
}
