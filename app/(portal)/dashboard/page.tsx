import type { Metadata } from 'next';
import { HomeForAudience } from '@/components/portal/home-for-audience';
import { getAdminMetrics } from '@/lib/api/dashboards';
import { preload, preloadAs, requireAudience } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  await preloadAs(({ audience }) => {
    if (audience === 'admin') preload(getAdminMetrics());
  });
  return <HomeForAudience signedIn={await requireAudience(['admin', 'patient'])} />;
}
