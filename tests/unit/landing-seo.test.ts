import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { buildLandingJsonLd, serializeJsonLd } from '@/components/landing/structured-data';

const facts = {
  productName: 'Nutrir',
  publicUrl: 'https://nutrir.app.br',
  supportEmail: 'suporte@nutrir.app.br',
  appStoreUrl: 'https://apps.apple.com/br/app/nutrir/id1',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=br.app.nutrir',
  description: 'App de calorias',
};

describe('structured data', () => {
  it('describes the organisation and the free app with both store links', () => {
    const graph = buildLandingJsonLd(facts)['@graph'] as Record<string, unknown>[];
    const organization = graph.find((node) => node['@type'] === 'Organization');
    const app = graph.find((node) => node['@type'] === 'MobileApplication');
    expect(organization).toMatchObject({
      name: 'Nutrir',
      url: 'https://nutrir.app.br/',
      email: facts.supportEmail,
    });
    expect(app).toMatchObject({
      name: 'Nutrir',
      installUrl: [facts.appStoreUrl, facts.playStoreUrl],
      offers: { price: '0', priceCurrency: 'BRL' },
    });
  });

  it('cannot close its script element', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lists only the public pages in the sitemap', () => {
    const paths = sitemap().map((entry) => new URL(entry.url).pathname);
    expect(paths).toEqual(['/', '/privacy-policy']);
  });

  it('keeps crawlers out of the portal and its API', () => {
    const rules = robots().rules;
    const rule = Array.isArray(rules) ? rules[0] : rules;
    const disallowed = [rule?.disallow].flat();
    for (const path of [
      '/home',
      '/dashboard',
      '/patients',
      '/appointments',
      '/foodstuffs',
      '/profile',
      '/api/',
    ]) {
      expect(disallowed).toContain(path);
    }
    expect(disallowed).not.toContain('/');
    expect(disallowed).not.toContain('/privacy-policy');
    expect(robots().sitemap).toMatch(/\/sitemap\.xml$/);
  });
});
