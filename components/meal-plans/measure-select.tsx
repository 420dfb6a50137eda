'use client';

import { useTranslations } from 'next-intl';
import { useHouseholdMeasures } from '@/components/foodstuffs/use-household-measures';
import { Select } from '@/components/ui/select';
import { formatNumber } from '@/lib/format/numbers';
import styles from './meal-plan.module.css';

export interface ChosenMeasure {
  name: string;
  weight: number;
}

/**
 * 'Medida caseira' of a chosen food: its measures from the catalogue ('colher de servir (45 g)'), or the
 * food's own unit. Shows nothing for a food without measures; says so when they cannot be read, and the
 * amount can still be given in the food's unit.
 */
export function MeasureSelect({
  foodstuffId,
  unitSymbol,
  value,
  onChange,
}: {
  foodstuffId: number;
  unitSymbol: string;
  /** The chosen measure's name, or null for the food's own unit. */
  value: string | null;
  onChange: (measure: ChosenMeasure | null) => void;
}) {
  const t = useTranslations('MealPlan.measures');
  const { data, error, isLoading } = useHouseholdMeasures(foodstuffId);
  if (error) return <p className={styles.hint}>{t('loadFailed', { unit: unitSymbol })}</p>;
  if (isLoading || !data) {
    return (
      <p className={styles.hint} role="status">
        {t('loading')}
      </p>
    );
  }
  if (data.measures.length === 0) return null;
  const options = [
    { value: '', label: t('inUnit', { unit: unitSymbol }) },
    ...data.measures.map((measure) => ({
      value: measure.name,
      label: t('option', { name: measure.name, weight: formatNumber(measure.weight), unit: unitSymbol }),
    })),
  ];
  return (
    <Select
      label={t('label')}
      helpText={t('help')}
      options={options}
      value={value ?? ''}
      onChange={(event) => {
        const measure = data.measures.find((m) => m.name === event.target.value);
        onChange(measure ? { name: measure.name, weight: measure.weight } : null);
      }}
    />
  );
}
