// The framework's floor for the benchmarks (lib/bench-floor.ts): no product code, rendered per request.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { benchFloorEnabled } from '@/lib/bench-floor';
import { site } from '@/lib/site';

// A title (the product's name: the floor has no text of its own) and no indexing, as every page has: the
// floor must not lose points the pages do not.
export const metadata: Metadata = { title: site.productName, robots: { index: false, follow: false } };

export default async function FloorProbePage() {
  // Per request, as the signed-in pages are: a prerendered page would measure the file server instead.
  await connection();
  if (!benchFloorEnabled()) notFound();
  // One line of text and nothing else: Lighthouse needs a first paint to measure at all.
  return (
    <main>
      <h1>{site.productName}</h1>
    </main>
  );
}
