import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { HomeForAudience } from '@/components/portal/home-for-audience';
import { type HomeSearchParams, startHomeReads } from '@/lib/api/server/home-reads';
import { readAs } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('dashboard') };
}

async function HomePage({ searchParams }: { searchParams: Promise<HomeSearchParams> }) {
  const query = await searchParams;
  // The home's figures and its table's page travel with the token check, not after it.
  const { reads, ...signedIn } = await readAs(['nutritionist', 'admin', 'patient'], (user) =>
    startHomeReads(user, query),
  );
  return <HomeForAudience signedIn={signedIn} reads={reads} searchParams={query} />;
}

export default withClientMessages(
  ['AvatarChooser', 'Catalogue', 'Errors', 'NutritionistHome', 'Ui'],
  HomePage,
);
