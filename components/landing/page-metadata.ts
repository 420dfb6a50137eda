import type { Metadata } from 'next';
import { site } from '@/lib/site';

interface PublicPageMeta {
  path: string;
  title: string;
  description: string;
  type: 'website' | 'article';
  imageAlt: string;
}

/**
 * Search and sharing metadata of a public page. The shared image is app/opengraph-image.png; it is named
 * here because a page's own `openGraph` replaces the one Next.js derives from that file.
 */
export function buildPublicMetadata({ path, title, description, type, imageAlt }: PublicPageMeta): Metadata {
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: path },
    robots: { index: true, follow: true },
    openGraph: {
      type,
      locale: 'pt_BR',
      url: path,
      siteName: site.productName,
      title,
      description,
      images: [{ url: '/opengraph-image.png', width: 1200, height: 630, type: 'image/png', alt: imageAlt }],
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}
