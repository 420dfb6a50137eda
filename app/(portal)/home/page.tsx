import type { Metadata } from 'next';
import { withClientMessages } from '@/components/i18n/client-messages';
import { HomeForAudience, type HomeSearchParams } from '@/components/portal/home-for-audience';
import { getAdminMetrics, getNutritionistDashboard } from '@/lib/api/dashboards';
import { preload, preloadAs, requireSignedIn } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Dashboard' };

async function HomePage({ searchParams }: { searchParams: Promise<HomeSearchParams> }) {
  // The home's figures travel with the token check, not after it.
  await preloadAs(({ user, audience }) => {
    if (audience === 'nutritionist') preload(getNutritionistDashboard(user.id));
    if (audience === 'admin') preload(getAdminMetrics());
  });
  return <HomeForAudience signedIn={await requireSignedIn()} searchParams={await searchParams} />;
}

export default withClientMessages(
  ['AdminDashboard', 'AvatarChooser', 'Catalogue', 'Errors', 'NutritionistHome', 'Ui'],
  HomePage,
);
