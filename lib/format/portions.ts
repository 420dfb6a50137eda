// Amounts of a meal plan as the screen and the printed plan write them; the numbers themselves are
// formatted by lib/format/numbers.
import type { Unit } from '@/lib/api/contract';
import { formatNumber } from '@/lib/format/numbers';
import { roundToThousandths } from '@/lib/rules/stored-amounts';

/** The unit's short symbol key in messages (MealPlan.unitSymbols). */
export function getUnitSymbolKey(unit: Unit): `unitSymbols.${Unit}` {
  return `unitSymbols.${unit}`;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A planned food's amount: `quantity` portions of `baseline_weight`, in a household measure or its unit. */
export interface Portion {
  quantity: number;
  baseline_weight: number;
  measure_name?: string | null;
  foodstuff: { unit_of_measurement: Unit };
}

/**
 * How much of a food, in words a patient follows at home: the household measure first with the whole weight
 * after it ('2 × colher de servir (90 g)'), else '150 g', '2 × 150 g', '2 un (25 g cada)'.
 * `t` reads the MealPlan messages.
 */
export function describePortion(food: Portion, t: Translate): string {
  const unit = food.foodstuff.unit_of_measurement;
  if (food.measure_name && unit !== 'UNITS') {
    const values = {
      measure: food.measure_name,
      quantity: formatNumber(food.quantity),
      amount: formatNumber(roundToThousandths(food.quantity * food.baseline_weight)),
      unit: t(getUnitSymbolKey(unit)),
    };
    return food.quantity === 1 ? t('measurePortionOne', values) : t('measurePortion', values);
  }
  if (unit === 'UNITS') {
    return t('unitPortion', {
      quantity: formatNumber(food.quantity),
      amount: formatNumber(food.baseline_weight),
      unit: t(getUnitSymbolKey('GRAMS')),
    });
  }
  const values = { amount: formatNumber(food.baseline_weight), unit: t(getUnitSymbolKey(unit)) };
  return food.quantity === 1
    ? t('portion', values)
    : t('portions', { ...values, quantity: formatNumber(food.quantity) });
}
