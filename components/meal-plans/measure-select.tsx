'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { useHouseholdMeasures } from '@/components/foodstuffs/use-household-measures';
import { Select } from '@/components/ui/select';
import type { HouseholdMeasures } from '@/lib/api/contract';
import { formatNumber } from '@/lib/format/numbers';
import styles from './meal-plan.module.css';

export interface ChosenMeasure {
  name: string;
  weight: number;
}

/**
 * The measure a food opens on: the one she planned it in last (null if that was its own unit), else its
 * first measure read from IBGE, else its own unit. A measure she used that the catalogue has since removed
 * counts as never used.
 */
export function openingMeasure(data: HouseholdMeasures): ChosenMeasure | null {
  const pick = (measure: HouseholdMeasures['measures'][number] | undefined) =>
    measure ? { name: measure.name, weight: measure.weight } : null;
  const last = data.last_used;
  if (last) {
    if (last.measure_name === null) return null;
    const used = data.measures.find((measure) => measure.name === last.measure_name);
    if (used) return pick(used);
  }
  return pick(data.measures.find((measure) => measure.source !== null));
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
  opensOnUsual = false,
  onOpened,
}: {
  foodstuffId: number;
  unitSymbol: string;
  /** The chosen measure's name, or null for the food's own unit. */
  value: string | null;
  onChange: (measure: ChosenMeasure | null) => void;
  /** Choose the food's opening measure (openingMeasure) once its measures are read. */
  opensOnUsual?: boolean;
  /** With opensOnUsual: the food's opening is settled (its measure chosen, or none, or none readable). */
  onOpened?: (foodstuffId: number) => void;
}) {
  const t = useTranslations('MealPlan.measures');
  const { data, error, isLoading, isValidating } = useHouseholdMeasures(foodstuffId);
  // Once per food, on the measures as read now (a cached answer may predate her last plan); a measure she
  // changed afterwards is hers.
  const openedFor = useRef<number | null>(null);
  // Measures that cannot be read settle it too: the amount is then given in the food's unit, and a read that
  // succeeds later no longer changes it.
  useEffect(() => {
    if (!opensOnUsual || openedFor.current === foodstuffId || (!error && (!data || isValidating))) return;
    openedFor.current = foodstuffId;
    const opening = error || !data ? null : openingMeasure(data);
    if (opening) onChange(opening);
    onOpened?.(foodstuffId);
  }, [opensOnUsual, data, error, isValidating, foodstuffId, onChange, onOpened]);
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
        // Her choice: the opening measure, if not chosen yet, no longer replaces it.
        openedFor.current = foodstuffId;
        const measure = data.measures.find((m) => m.name === event.target.value);
        onChange(measure ? { name: measure.name, weight: measure.weight } : null);
      }}
    />
  );
}
