import type { Metadata } from 'next';
import { HomeForAudience } from '@/components/portal/home-for-audience';
import { requireSignedIn } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function HomePage() {
  return <HomeForAudience signedIn={await requireSignedIn()} />;
}
