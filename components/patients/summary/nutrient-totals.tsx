import { useTranslations } from 'next-intl';
import { PartialNote } from '@/components/nutrients/partial-note';
import { ShownValue } from '@/components/nutrients/unknown-value';
import type { FoodsWithoutValue } from '@/lib/api/contract';
import { formatCalories, formatNutrient } from '@/lib/format/numbers';
import { formatSum } from '@/lib/format/partial-totals';
import { checkEnergyEstimateAge } from '@/lib/rules/energy-requirement';
import styles from './summary.module.css';
import { useSummaryPatient } from './summary-patient';

/**
 * Calories (no decimals) and proteins g, sodium mg, carbohydrates g to one decimal (spec 2 §2); a total that
 * met logged foods without a value says it is partial.
 */
export function NutrientTotals({
  calories,
  proteins,
  sodium,
  carbohydrates,
  unknown,
  required,
  requiredFoodsWithoutEnergy,
  requiredEstimated,
  date,
}: {
  calories: number;
  proteins: number;
  sodium: number;
  carbohydrates: number;
  unknown: FoodsWithoutValue;
  required: number | null;
  /** The foods of the plan behind `required` that have no energy value. */
  requiredFoodsWithoutEnergy: number;
  /** `required` is the Mifflin–St Jeor estimate, not a plan's total. */
  requiredEstimated: boolean;
  /** The day summed: the patient's age is taken on it. */
  date: string;
}) {
  const t = useTranslations('PatientSummary');
  const patient = useSummaryPatient();
  // As the meal plan screen does: an estimate for an age outside the equation's sample says so.
  const ageWarning =
    required !== null && requiredEstimated ? checkEnergyEstimateAge(patient.birthDate, date) : null;
  const kcal = (value: number) => t('kcal', { value: formatCalories(value) });
  const grams = (value: number) => t('grams', { value: formatNutrient(value) });
  const milligrams = (value: number) => t('milligrams', { value: formatNutrient(value) });
  const totals = [
    ['calories', calories, kcal],
    ['proteins', proteins, grams],
    ['sodium', sodium, milligrams],
    ['carbohydrates', carbohydrates, grams],
  ] as const;
  const items = [
    ...totals.map(([key, sum, format]) => ({
      key,
      label: t(`totals.${key}`),
      value: formatSum(sum, unknown[key], format),
      unknown: { [key]: unknown[key] },
    })),
    {
      key: 'required',
      label: t('totals.required'),
      value: required === null ? t('requiredUnknown') : kcal(required),
      unknown: { calories: required === null ? 0 : requiredFoodsWithoutEnergy },
    },
  ];
  return (
    <dl className={styles.totals}>
      {items.map((item) => (
        <div key={item.key} className={styles.total} data-total={item.key}>
          <dt>{item.label}</dt>
          <dd>
            <ShownValue text={item.value} />
          </dd>
          {/* A second description of the same term: what the total leaves out. */}
          {Object.values(item.unknown).some((count) => count > 0) ? (
            <dd>
              <PartialNote unknown={item.unknown} />
            </dd>
          ) : null}
          {item.key === 'required' && ageWarning ? (
            <dd className={styles.requiredWarning} role="note">
              {t('requiredAgeWarning', {
                min: ageWarning.minAge,
                max: ageWarning.maxAge,
                age: ageWarning.age,
                gender: patient.gender ?? 'UNKNOWN',
              })}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
