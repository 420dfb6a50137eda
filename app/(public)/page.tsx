import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { mainContentId } from '@/components/landing/anchors';
import { ContactSection } from '@/components/landing/contact-section';
import { DownloadSection } from '@/components/landing/download-section';
import { FeaturesSection } from '@/components/landing/features-section';
import { FeedbackSection } from '@/components/landing/feedback-section';
import { HeroSection } from '@/components/landing/hero-section';
import { HowItWorksSection } from '@/components/landing/how-it-works-section';
import { JsonLd } from '@/components/landing/json-ld';
import { NutritionistSection } from '@/components/landing/nutritionist-section';
import { buildPublicMetadata } from '@/components/landing/page-metadata';
import { getStructuredDataFacts } from '@/components/landing/site-facts';
import { SiteHeader } from '@/components/landing/site-header';
import { buildLandingJsonLd } from '@/components/landing/structured-data';
import { site } from '@/lib/site';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Landing.meta');
  const productName = site.productName;
  return buildPublicMetadata({
    path: '/',
    title: t('title', { productName }),
    description: t('description', { productName }),
    type: 'website',
    imageAlt: t('ogImageAlt', { productName }),
  });
}

export default async function LandingPage() {
  const t = await getTranslations('Landing.meta');
  const description = t('description', { productName: site.productName });

  return (
    <>
      <SiteHeader page="landing" />
      <main id={mainContentId} className="lp-main" tabIndex={-1}>
        <HeroSection />
        <FeaturesSection />
        <HowItWorksSection />
        <FeedbackSection />
        <NutritionistSection />
        <ContactSection />
        <DownloadSection />
      </main>
      <JsonLd data={buildLandingJsonLd(getStructuredDataFacts(description))} />
    </>
  );
}
