import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DeletionCancellation } from '@/components/deletion-cancellation/deletion-cancellation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { EmailedLinkPage } from '@/components/shell/emailed-link-page';
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
    <ClientMessages namespaces={['DeletionCancellation', 'Errors']}>
      <EmailedLinkPage
        homeLabel={t('home', { product: site.productName })}
        learnMoreLabel={t('learnMore', { product: site.productName })}
      >
        <DeletionCancellation code={code} />
      </EmailedLinkPage>
    </ClientMessages>
  );
}
