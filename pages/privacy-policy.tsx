import type { PageConfig } from 'next';
import { useTranslations } from 'next-intl';
import { mainContentId } from '@/components/landing/anchors';
import { JsonLd } from '@/components/landing/json-ld';
import { PageHead } from '@/components/landing/page-head';
import { PrivacyDocument } from '@/components/landing/privacy-document';
import { PublicLayout } from '@/components/landing/public-layout';
import { getPublicMessages } from '@/components/landing/public-messages';
import { getStructuredDataFacts } from '@/components/landing/site-facts';
import { SiteHeader } from '@/components/landing/site-header';
import { buildPrivacyJsonLd } from '@/components/landing/structured-data';
import { site } from '@/lib/site';
import messages from '@/messages/pt-BR.json';

// Plain HTML and CSS: the page's behaviour comes from its enhancement script, not from React in the browser.
export const config: PageConfig = { unstable_runtimeJS: false };

export function getStaticProps() {
  return {
    props: {
      messages: {
        ...getPublicMessages(['PublicHeader', 'PublicFooter', 'Privacy']),
        // The sharing image is the landing page's, and so is its description.
        Landing: { meta: messages.Landing.meta },
      },
    },
    // Rendered again once a day (on the first visit after it is a day old): the footer's copyright year,
    // read in the product's zone at render time, then moves on within a day of New Year, not at the next build.
    revalidate: 86_400,
  };
}

export default function PrivacyPolicyPage() {
  const t = useTranslations('Privacy.meta');
  const landing = useTranslations('Landing.meta');
  const productName = site.productName;
  const title = t('title', { productName });
  const description = t('description', { productName });

  return (
    <PublicLayout>
      <PageHead
        path="/privacy-policy"
        title={title}
        description={description}
        type="article"
        imageAlt={landing('ogImageAlt', { productName })}
      />
      <SiteHeader page="privacy" />
      <main id={mainContentId} className="lp-main" tabIndex={-1}>
        <PrivacyDocument />
      </main>
      <JsonLd data={buildPrivacyJsonLd(getStructuredDataFacts(description), title)} />
    </PublicLayout>
  );
}
