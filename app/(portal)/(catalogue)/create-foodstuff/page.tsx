import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FoodForm } from '@/components/foodstuffs/food-form';
import { fromFoodstuff } from '@/components/foodstuffs/food-form-initial-values';
import { emptyFoodFormValues } from '@/components/foodstuffs/food-form-values';
import { FoodLoadError } from '@/components/foodstuffs/food-load-error';
import { loadFoodToEdit } from '@/components/foodstuffs/load-food-to-edit';
import { withClientMessages } from '@/components/i18n/client-messages';
import { findFoodstuff } from '@/lib/api/server/foodstuffs';
import { requireAudience } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('createFoodstuff') };
}

// GET /create-foodstuff – 'Novo alimento'; ?draftFoodstuffId= prefills it from an existing food (Duplicar).
async function Page({ searchParams }: { searchParams: Promise<{ draftFoodstuffId?: string }> }) {
  await requireAudience(['admin']);
  const { draftFoodstuffId } = await searchParams;
  const loaded = draftFoodstuffId ? await loadFoodToEdit(() => findFoodstuff(draftFoodstuffId)) : null;
  if (loaded?.kind === 'error') {
    return <FoodLoadError mode="create" listHref="/foodstuffs" />;
  }
  const draft = loaded?.kind === 'found' ? loaded.food : null;
  return (
    <FoodForm
      key={draft?.id ?? 'new'}
      mode="create"
      initialValues={draft ? fromFoodstuff(draft, { keepBarcode: false }) : emptyFoodFormValues()}
      listHref="/foodstuffs"
      draftMissing={loaded?.kind === 'missing'}
    />
  );
}

export default withClientMessages(
  ['BrandChooser', 'Catalogue', 'Errors', 'FoodForm', 'ImageSelector', 'Ui', 'UnitConversion'],
  Page,
);
