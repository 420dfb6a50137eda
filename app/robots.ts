import type { MetadataRoute } from 'next';
import { routeTable } from '@/lib/routes';
import { site } from '@/lib/site';

/** First path segments of every signed-in page, e.g. `/patients` for `/patients/:id/meal-plan`. */
function portalPaths(): string[] {
  const roots = routeTable
    .filter((rule) => rule.access.kind === 'member')
    .map((rule) => `/${rule.pattern.split('/')[1]}`);
  return [...new Set(roots)];
}

// Only the public pages are for search engines; the portal, its API and invitation links are not.
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [...portalPaths(), '/api/', '/connection-requests/'],
    },
    sitemap: new URL('/sitemap.xml', site.publicUrl).toString(),
  };
}
