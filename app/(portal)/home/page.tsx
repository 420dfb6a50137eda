import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { plansInFocusQuery } from '@/components/home/load-plans-in-focus';
import { readPlanTabParam } from '@/components/home/plans-in-focus-href';
import { withClientMessages } from '@/components/i18n/client-messages';
import { HomeForAudience, type HomeSearchParams } from '@/components/portal/home-for-audience';
import { getAdminMetrics, getNutritionistDashboard, listPlanAdherence } from '@/lib/api/dashboards';
import { preload, preloadAs, requireSignedIn } from '@/lib/auth/current-user';
import { readPageParam } from '@/lib/rules/list-href';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('dashboard') };
}

async function HomePage({ searchParams }: { searchParams: Promise<HomeSearchParams> }) {
  const query = await searchParams;
  // The home's figures and its table's page travel with the token check, not after it.
  await preloadAs(({ user, audience }) => {
    if (audience === 'nutritionist') {
      preload(getNutritionistDashboard(user.id));
      const firstView = plansInFocusQuery(readPlanTabParam(query.tab), readPageParam(query.page));
      preload(listPlanAdherence(user.id, firstView.toString()));
    }
    if (audience === 'admin') preload(getAdminMetrics());
  });
  return <HomeForAudience signedIn={await requireSignedIn()} searchParams={query} />;
}

export default withClientMessages(
  ['AdminDashboard', 'AvatarChooser', 'Catalogue', 'Errors', 'NutritionistHome', 'Ui'],
  HomePage,
);
