import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { FoodList } from '@/components/foodstuffs/food-list';
import { withClientMessages } from '@/components/i18n/client-messages';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('foodstuffs') };
}

// GET /foodstuffs – the catalogue; its view (page, filters, search) lives in the URL.
function Page() {
  return (
    <Suspense>
      <FoodList />
    </Suspense>
  );
}

export default withClientMessages(['Catalogue', 'FoodList', 'Ui'], Page);
