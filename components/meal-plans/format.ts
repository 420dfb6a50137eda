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
