import type { Metadata } from 'next';
import { HomeForAudience } from '@/components/portal/home-for-audience';
import { requireAudience } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  return <HomeForAudience signedIn={await requireAudience(['admin', 'patient'])} />;
}
