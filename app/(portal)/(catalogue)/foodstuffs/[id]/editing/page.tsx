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
import { getFoodListHref, readFoodListParams } from '@/lib/lists/food-list';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('editFoodstuff') };
}

interface PageProps {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// GET /foodstuffs/{id}/editing – 'Editar alimento'; the list's currentPage, withBarcode and withBrand ride along.
async function Page({ params, searchParams }: PageProps) {
  await requireAudience(['admin']);
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const listParams = readFoodListParams({
    get: (name) => {
      const value = query[name];
      return typeof value === 'string' ? value : null;
    },
  });
  const loaded = await loadFoodToEdit(() => findFoodstuff(id));
  const listHref = getFoodListHref(listParams);
  if (loaded.kind === 'error') {
    return <FoodLoadError mode="edit" listHref={listHref} />;
  }
  const food = loaded.kind === 'found' ? loaded.food : null;
  return (
    <FoodForm
      key={food?.id ?? 'missing'}
      mode="edit"
      foodId={food?.id}
      initialValues={food ? fromFoodstuff(food, { keepBarcode: true }) : emptyFoodFormValues()}
      listHref={listHref}
      missing={food === null}
    />
  );
}

export default withClientMessages(
  ['BrandChooser', 'Catalogue', 'Errors', 'FoodForm', 'ImageSelector', 'Ui', 'UnitConversion'],
  Page,
);
