import type { MetadataRoute } from 'next';
import { site } from '@/lib/site';

export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { url: new URL('/', site.publicUrl).toString(), changeFrequency: 'monthly', priority: 1 },
    { url: new URL('/privacy-policy', site.publicUrl).toString(), changeFrequency: 'yearly', priority: 0.5 },
  ];
}
