import { useTranslations } from 'next-intl';
import { PartialNote } from '@/components/nutrients/partial-note';
import { ShownValue } from '@/components/nutrients/unknown-value';
import { Table, type TableColumn } from '@/components/ui/table';
import type { Meal } from '@/lib/api/contract';
import { formatTime } from '@/lib/format/dates';
import { formatCalories } from '@/lib/format/numbers';
import { formatSum } from '@/lib/format/partial-totals';
import styles from './summary.module.css';

/** A meal is named by what was eaten: its foods, in the order they were logged. */
export function describeMeal(meal: Meal): string {
  return meal.foodstuffs.map((item) => item.foodstuff.name).join(', ');
}

/** The day's meals: image, name, time and calories (spec 2 §2); a card per meal on a phone. */
export function MealTable({ meals, caption }: { meals: Meal[]; caption: string }) {
  const t = useTranslations('PatientSummary');
  if (meals.length === 0) return <p className={styles.muted}>{t('noMeals')}</p>;
  const columns: TableColumn<Meal>[] = [
    {
      key: 'image',
      header: t('columns.image'),
      hideHeader: true,
      width: '56px',
      card: 'media',
      cell: (meal) => {
        const photo = meal.foodstuffs.find((item) => item.foodstuff.photo_url)?.foodstuff.photo_url;
        return photo ? (
          // biome-ignore lint/performance/noImgElement: catalogue photos are served by the API from any host
          <img src={photo} alt="" width={40} height={40} loading="lazy" className={styles.mealImage} />
        ) : (
          <span className={styles.mealImage} aria-hidden="true" />
        );
      },
    },
    {
      key: 'meal',
      header: t('columns.meal'),
      rowHeader: true,
      cell: (meal) => <span className={styles.mealName}>{describeMeal(meal)}</span>,
    },
    { key: 'time', header: t('columns.time'), nowrap: true, cell: (meal) => formatTime(meal.date_time) },
    {
      key: 'calories',
      header: t('columns.calories'),
      align: 'end',
      nowrap: true,
      cell: (meal) => (
        <>
          <ShownValue
            text={formatSum(meal.total_of_calories, meal.foods_without_value.calories, (value) =>
              t('kcal', { value: formatCalories(value) }),
            )}
          />
          <PartialNote unknown={{ calories: meal.foods_without_value.calories }} />
        </>
      ),
    },
  ];
  return <Table columns={columns} rows={meals} getRowKey={(meal) => meal.id} caption={caption} hideCaption />;
}
