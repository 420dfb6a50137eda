// JSON-LD for search engines: the organisation behind the product and the app it offers.

export interface StructuredDataFacts {
  productName: string;
  publicUrl: string;
  supportEmail: string;
  appStoreUrl: string;
  playStoreUrl: string;
  description: string;
}

type JsonLd = Record<string, unknown>;

function absolute(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).toString();
}

export function buildOrganization(facts: StructuredDataFacts): JsonLd {
  return {
    '@type': 'Organization',
    '@id': absolute(facts.publicUrl, '/#organizacao'),
    name: facts.productName,
    url: absolute(facts.publicUrl, '/'),
    logo: absolute(facts.publicUrl, '/landing/icon-512.png'),
    email: facts.supportEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: facts.supportEmail,
      availableLanguage: 'pt-BR',
    },
  };
}

export function buildLandingJsonLd(facts: StructuredDataFacts): JsonLd {
  const organization = buildOrganization(facts);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization,
      {
        '@type': 'WebSite',
        '@id': absolute(facts.publicUrl, '/#site'),
        name: facts.productName,
        url: absolute(facts.publicUrl, '/'),
        inLanguage: 'pt-BR',
        publisher: { '@id': organization['@id'] },
      },
      {
        '@type': 'MobileApplication',
        '@id': absolute(facts.publicUrl, '/#app'),
        name: facts.productName,
        description: facts.description,
        operatingSystem: 'iOS, Android',
        applicationCategory: 'HealthApplication',
        inLanguage: 'pt-BR',
        installUrl: [facts.appStoreUrl, facts.playStoreUrl],
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'BRL' },
        publisher: { '@id': organization['@id'] },
      },
    ],
  };
}

export function buildPrivacyJsonLd(facts: StructuredDataFacts, title: string): JsonLd {
  const organization = buildOrganization(facts);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organization,
      {
        '@type': 'WebPage',
        '@id': absolute(facts.publicUrl, '/privacy-policy'),
        url: absolute(facts.publicUrl, '/privacy-policy'),
        name: title,
        description: facts.description,
        inLanguage: 'pt-BR',
        publisher: { '@id': organization['@id'] },
      },
    ],
  };
}

/** Serialised for a `<script type="application/ld+json">`: `<` is escaped so no text can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
