import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { FoodForm } from '@/components/foodstuffs/food-form';
import styles from '@/components/foodstuffs/food-form.module.css';
import { emptyFoodFormValues, fromFoodstuff } from '@/components/foodstuffs/food-form-values';
import { getFoodListHref, readFoodListParams } from '@/components/foodstuffs/food-list-params';
import { loadFoodToEdit } from '@/components/foodstuffs/load-food-to-edit';
import { withClientMessages } from '@/components/i18n/client-messages';
import { ReloadError } from '@/components/ui/reload-error';
import { findFoodstuff } from '@/lib/api/foodstuffs';
import { requireAudience } from '@/lib/auth/current-user';

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
    const t = await getTranslations('FoodForm');
    return (
      <section className={styles.page}>
        <nav aria-label={t('breadcrumb')} className={styles.breadcrumb}>
          <Link href={listHref}>{t('backToList')}</Link>
        </nav>
        <h1 className={styles.title}>{t('editTitle')}</h1>
        <ReloadError message={t('loadError')} retryLabel={t('retry')} />
      </section>
    );
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
