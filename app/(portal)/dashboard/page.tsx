import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { HomeForAudience } from '@/components/portal/home-for-audience';
import { getAdminMetrics } from '@/lib/api/dashboards';
import { preload, preloadAs, requireAudience } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('dashboard') };
}

async function DashboardPage() {
  await preloadAs(({ audience }) => {
    if (audience === 'admin') preload(getAdminMetrics());
  });
  return <HomeForAudience signedIn={await requireAudience(['admin', 'patient'])} />;
}

export default withClientMessages(
  ['AdminDashboard', 'AvatarChooser', 'Catalogue', 'Errors', 'NutritionistHome', 'Ui'],
  DashboardPage,
);
