import { useTranslations } from 'next-intl';
import { formatCalories, formatNutrient } from './format';
import styles from './summary.module.css';

/** Calories (no decimals) and proteins g, sodium mg, carbohydrates g to one decimal (spec 2 §2). */
export function NutrientTotals({
  calories,
  proteins,
  sodium,
  carbohydrates,
  required,
}: {
  calories: number;
  proteins: number;
  sodium: number;
  carbohydrates: number;
  required: number | null;
}) {
  const t = useTranslations('PatientSummary');
  const items = [
    { key: 'calories', label: t('totals.calories'), value: t('kcal', { value: formatCalories(calories) }) },
    { key: 'proteins', label: t('totals.proteins'), value: t('grams', { value: formatNutrient(proteins) }) },
    { key: 'sodium', label: t('totals.sodium'), value: t('milligrams', { value: formatNutrient(sodium) }) },
    {
      key: 'carbohydrates',
      label: t('totals.carbohydrates'),
      value: t('grams', { value: formatNutrient(carbohydrates) }),
    },
    {
      key: 'required',
      label: t('totals.required'),
      value: required === null ? t('requiredUnknown') : t('kcal', { value: formatCalories(required) }),
    },
  ];
  return (
    <dl className={styles.totals}>
      {items.map((item) => (
        <div key={item.key} className={styles.total} data-total={item.key}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
