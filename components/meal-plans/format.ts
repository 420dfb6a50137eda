// Numbers of a meal plan as the screen and the printed plan show them: nutrients to 1 decimal, kcal whole.
import type { Unit } from '@/lib/api/contract';

const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const upToThree = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

export const formatKcal = (value: number) => whole.format(Math.round(value));
export const formatNutrient = (value: number) => oneDecimal.format(value);
export const formatAmount = (value: number) => upToThree.format(value);

/** '1,5' or '1.5' → 1.5; anything else NaN (an invalid field, not a zero). */
export function parseDecimal(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** The unit's short symbol key in messages (MealPlan.unitSymbols). */
export function getUnitSymbolKey(unit: Unit): `unitSymbols.${Unit}` {
  return `unitSymbols.${unit}`;
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * How much of a food, in words a patient follows at home: '150 g', '2 × 150 g', '2 un (25 g cada)'.
 * `t` reads the MealPlan messages.
 */
export function describePortion(
  food: { quantity: number; baseline_weight: number; foodstuff: { unit_of_measurement: Unit } },
  t: Translate,
): string {
  const unit = food.foodstuff.unit_of_measurement;
  if (unit === 'UNITS') {
    return t('unitPortion', {
      quantity: formatAmount(food.quantity),
      amount: formatAmount(food.baseline_weight),
      unit: t(getUnitSymbolKey('GRAMS')),
    });
  }
  const values = { amount: formatAmount(food.baseline_weight), unit: t(getUnitSymbolKey(unit)) };
  return food.quantity === 1
    ? t('portion', values)
    : t('portions', { ...values, quantity: formatAmount(food.quantity) });
}
