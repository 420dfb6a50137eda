import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mainContentId } from '@/components/landing/anchors';
import { JsonLd } from '@/components/landing/json-ld';
import { buildPublicMetadata } from '@/components/landing/page-metadata';
import { PrivacyDocument } from '@/components/landing/privacy-document';
import { getStructuredDataFacts } from '@/components/landing/site-facts';
import { SiteHeader } from '@/components/landing/site-header';
import { buildPrivacyJsonLd } from '@/components/landing/structured-data';
import { site } from '@/lib/site';

async function getMeta() {
  const t = await getTranslations('Privacy.meta');
  const productName = site.productName;
  return { title: t('title', { productName }), description: t('description', { productName }) };
}

export async function generateMetadata(): Promise<Metadata> {
  const { title, description } = await getMeta();
  const landing = await getTranslations('Landing.meta');
  return buildPublicMetadata({
    path: '/privacy-policy',
    title,
    description,
    type: 'article',
    imageAlt: landing('ogImageAlt', { productName: site.productName }),
  });
}

export default async function PrivacyPolicyPage() {
  const { title, description } = await getMeta();

  return (
    <>
      <SiteHeader page="privacy" />
      <main id={mainContentId} className="lp-main" tabIndex={-1}>
        <PrivacyDocument />
      </main>
      <JsonLd data={buildPrivacyJsonLd(getStructuredDataFacts(description), title)} />
    </>
  );
}
