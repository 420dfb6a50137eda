import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { HomeForAudience } from '@/components/portal/home-for-audience';
import { startHomeReads } from '@/lib/api/server/home-reads';
import { readAs } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('dashboard') };
}

async function DashboardPage() {
  const { reads, ...signedIn } = await readAs(['admin', 'patient'], (user) => startHomeReads(user));
  return <HomeForAudience signedIn={signedIn} reads={reads} />;
}

export default withClientMessages(
  ['AdminDashboard', 'AvatarChooser', 'Catalogue', 'Errors', 'NutritionistHome', 'Ui'],
  DashboardPage,
);
