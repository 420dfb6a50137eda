import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ServiceUnavailable } from '@/components/portal/service-unavailable';
import { NavigationOverlay } from '@/components/shell/navigation-overlay';
import { SessionEndedNotice } from '@/components/shell/session-ended-notice';
import { TopBar } from '@/components/shell/top-bar';
import { ToastProvider } from '@/components/ui/toast-provider';
import { ApiProblem } from '@/lib/api/errors';
import { requireSignedIn, type SignedIn } from '@/lib/auth/current-user';
import { answerPageWith } from '@/lib/http/page-status';
import styles from './portal.module.css';

// The signed-in area is private: never indexed.
export const metadata: Metadata = { robots: { index: false, follow: false } };

export default async function PortalLayout({ children }: { children: ReactNode }) {
  let signedIn: SignedIn;
  try {
    signedIn = await requireSignedIn();
  } catch (error) {
    // Redirects pass through; an unreachable upstream gets a clear page instead of a crash, titled with
    // the spec's message for a failed read of the user.
    if (!(error instanceof ApiProblem)) throw error;
    // The page says the service is unavailable, and so does its status (504 when the API took too long).
    answerPageWith(error.status === 504 ? 504 : 503);
    const t = await getTranslations('ErrorPage');
    return (
      <ClientMessages namespaces={['ErrorPage', 'Ui']}>
        <main id="conteudo" className={styles.main}>
          <ServiceUnavailable
            title={t('userLoadTitle')}
            description={t('description')}
            retryLabel={t('retry')}
          />
        </main>
      </ClientMessages>
    );
  }
  return (
    // The shell's own namespaces, and the error page's (error.tsx renders inside this layout).
    <ClientMessages namespaces={['Shell', 'Notifications', 'Ui', 'ErrorPage']}>
      <ToastProvider>
        <TopBar user={signedIn.user} audience={signedIn.audience} />
        <main id="conteudo" className={styles.main}>
          {children}
        </main>
        <SessionEndedNotice />
        <NavigationOverlay />
      </ToastProvider>
    </ClientMessages>
  );
}
