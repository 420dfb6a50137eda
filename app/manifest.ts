import type { MetadataRoute } from 'next';
import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/site';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const t = await getTranslations({ locale: 'pt-BR', namespace: 'Landing.meta' });
  return {
    name: site.productName,
    short_name: site.productName,
    description: t('manifestDescription'),
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f7f6fa',
    theme_color: '#e8437a',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/landing/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/landing/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/landing/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
