import type { Metadata } from 'next';
import { HomeForAudience, type HomeSearchParams } from '@/components/portal/home-for-audience';
import { requireSignedIn } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function HomePage({ searchParams }: { searchParams: Promise<HomeSearchParams> }) {
  return <HomeForAudience signedIn={await requireSignedIn()} searchParams={await searchParams} />;
}
