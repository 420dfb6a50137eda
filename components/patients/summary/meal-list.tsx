import { useTranslations } from 'next-intl';
import type { Meal } from '@/lib/api/contract';
import { formatTime } from '@/lib/format/dates';
import { formatCalories } from './format';
import styles from './summary.module.css';

/** A meal is named by what was eaten: its foods, in the order they were logged. */
export function describeMeal(meal: Meal): string {
  return meal.foodstuffs.map((item) => item.foodstuff.name).join(', ');
}

/** The day's meals: image, name, time and calories (spec 2 §2). */
export function MealTable({ meals, caption }: { meals: Meal[]; caption: string }) {
  const t = useTranslations('PatientSummary');
  if (meals.length === 0) return <p className={styles.muted}>{t('noMeals')}</p>;
  return (
    <div className={styles.mealTableScroll}>
      <table className={styles.mealTable}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('columns.image')}</span>
            </th>
            <th scope="col">{t('columns.meal')}</th>
            <th scope="col">{t('columns.time')}</th>
            <th scope="col" className={styles.end}>
              {t('columns.calories')}
            </th>
          </tr>
        </thead>
        <tbody>
          {meals.map((meal) => {
            const photo = meal.foodstuffs.find((item) => item.foodstuff.photo_url)?.foodstuff.photo_url;
            return (
              <tr key={meal.id}>
                <td className={styles.imageCell}>
                  {photo ? (
                    // biome-ignore lint/performance/noImgElement: catalogue photos are served by the API from any host
                    <img
                      src={photo}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className={styles.mealImage}
                    />
                  ) : (
                    <span className={styles.mealImage} aria-hidden="true" />
                  )}
                </td>
                <th scope="row" className={styles.mealName}>
                  {describeMeal(meal)}
                </th>
                <td>{formatTime(meal.date_time)}</td>
                <td className={styles.end}>{t('kcal', { value: formatCalories(meal.total_of_calories) })}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
