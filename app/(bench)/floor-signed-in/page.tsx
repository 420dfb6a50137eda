// The floor of a signed-in page for the benchmarks (lib/bench-floor.ts): the session read, one upstream
// call (GET /v1/me through requireSignedIn) and a heading, which every signed-in page pays at least.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { requireSignedIn } from '@/lib/auth/current-user';
import { benchFloorEnabled } from '@/lib/bench-floor';
import { site } from '@/lib/site';

// A title (the product's name: the floor has no text of its own) and no indexing, as every page has: the
// floor must not lose points the pages do not.
export const metadata: Metadata = { title: site.productName, robots: { index: false, follow: false } };

export default async function SignedInFloorPage() {
  await connection();
  if (!benchFloorEnabled()) notFound();
  const { user } = await requireSignedIn();
  return (
    <main>
      <h1>{user.name}</h1>
    </main>
  );
}
