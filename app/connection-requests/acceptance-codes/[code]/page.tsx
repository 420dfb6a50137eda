import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ConnectionAcceptance } from '@/components/patients/connection-acceptance';
import { EmailedLinkPage } from '@/components/shell/emailed-link-page';
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
      <EmailedLinkPage homeLabel={t('home', { product: site.productName })} learnMoreLabel={t('learnMore')}>
        <ConnectionAcceptance code={code} />
      </EmailedLinkPage>
    </ClientMessages>
  );
}
