import type { InferGetStaticPropsType, PageConfig } from 'next';
import { useTranslations } from 'next-intl';
import { mainContentId } from '@/components/landing/anchors';
import { ContactSection } from '@/components/landing/contact-section';
import { DownloadSection } from '@/components/landing/download-section';
import { FeaturesSection } from '@/components/landing/features-section';
import { FeedbackSection } from '@/components/landing/feedback-section';
import { HeroSection } from '@/components/landing/hero-section';
import { HowItWorksSection } from '@/components/landing/how-it-works-section';
import { JsonLd } from '@/components/landing/json-ld';
import { NutritionistSection } from '@/components/landing/nutritionist-section';
import { PageHead } from '@/components/landing/page-head';
import { PublicLayout } from '@/components/landing/public-layout';
import { getPublicMessages } from '@/components/landing/public-messages';
import { getStructuredDataFacts } from '@/components/landing/site-facts';
import { SiteHeader } from '@/components/landing/site-header';
import { buildLandingJsonLd } from '@/components/landing/structured-data';
import { readArt } from '@/lib/landing/read-art';
import { site } from '@/lib/site';

// Plain HTML and CSS: the page's behaviour comes from its enhancement script, not from React in the browser.
export const config: PageConfig = { unstable_runtimeJS: false };

export function getStaticProps() {
  return {
    props: {
      messages: getPublicMessages(['PublicHeader', 'PublicFooter', 'Landing']),
      heroArt: readArt('hero'),
    },
    // Rendered again once a day (on the first visit after it is a day old): the footer's copyright year,
    // read in the product's zone at render time, then moves on within a day of New Year, not at the next build.
    revalidate: 86_400,
  };
}

export default function LandingPage({ heroArt }: InferGetStaticPropsType<typeof getStaticProps>) {
  const t = useTranslations('Landing.meta');
  const productName = site.productName;
  const description = t('description', { productName });

  return (
    <PublicLayout>
      <PageHead
        path="/"
        title={t('title', { productName })}
        description={description}
        type="website"
        imageAlt={t('ogImageAlt', { productName })}
      />
      <SiteHeader page="landing" />
      <main id={mainContentId} className="lp-main" tabIndex={-1}>
        <HeroSection art={heroArt} />
        <FeaturesSection />
        <HowItWorksSection />
        <FeedbackSection />
        <NutritionistSection />
        <ContactSection />
        <DownloadSection />
      </main>
      <JsonLd data={buildLandingJsonLd(getStructuredDataFacts(description))} />
    </PublicLayout>
  );
}
