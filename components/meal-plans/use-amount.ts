'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { Foodstuff } from '@/lib/api/contract';
import { formatNumber, readDecimal } from '@/lib/format/numbers';
import { getUnitSymbolKey } from '@/lib/format/portions';
import { isValidPlanBaselineWeight, isValidPlanQuantity } from '@/lib/rules/meal-plan-rules';
import type { ChosenMeasure } from './measure-select';

/** The three parts of an amount as she types them: quantity and weight as text, and the household measure. */
export interface AmountText {
  quantity: string;
  weight: string;
  measure: ChosenMeasure | null;
}

/** Before any food: one portion of a weight still to come. */
export const OPENING_AMOUNT: AmountText = { quantity: '1', weight: '', measure: null };

/**
 * How much of a chosen food, as 'Novo alimento' and 'Substituições' ask it: the typed quantity and weight, the
 * household measure (whose weight is the catalogue's), what they read as, and their errors.
 * `blankIsOnePortion`: a blank quantity is one portion (spec 2 §5), except for a food counted in units.
 */
export function useAmount(chosen: Foodstuff | null, { blankIsOnePortion = false } = {}) {
  const t = useTranslations('MealPlan');
  const [amount, setAmount] = useState<AmountText>(OPENING_AMOUNT);
  const { quantity, weight, measure } = amount;

  const setQuantity = useCallback((next: string) => setAmount((last) => ({ ...last, quantity: next })), []);
  const setWeight = useCallback((next: string) => setAmount((last) => ({ ...last, weight: next })), []);
  /** A measure fixes the weight of one portion; the quantity counts measures. */
  const chooseMeasure = useCallback(
    (next: ChosenMeasure | null) =>
      setAmount((last) => ({
        ...last,
        measure: next,
        weight: formatNumber(next ? next.weight : (chosen?.baseline_weight ?? 0)),
      })),
    [chosen],
  );
  /** A food just chosen opens in its own unit and weight; the quantity typed stays. */
  const openFood = useCallback(
    (food: Foodstuff) =>
      setAmount((last) => ({ ...last, measure: null, weight: formatNumber(food.baseline_weight) })),
    [],
  );

  const countedInUnits = chosen?.unit_of_measurement === 'UNITS';
  const quantityBlank = quantity.trim() === '';
  const quantityValue = readDecimal(quantity) ?? (blankIsOnePortion ? 1 : Number.NaN);
  const weightValue = readDecimal(weight) ?? Number.NaN;
  const quantityError =
    blankIsOnePortion && quantityBlank && countedInUnits
      ? t('newFood.quantityRequired')
      : isValidPlanQuantity(quantityValue)
        ? undefined
        : t('newFood.invalidQuantity');
  const weightError = isValidPlanBaselineWeight(weightValue) ? undefined : t('newFood.invalidWeight');
  const unitSymbol = chosen
    ? t(getUnitSymbolKey(chosen.unit_of_measurement === 'UNITS' ? 'GRAMS' : chosen.unit_of_measurement))
    : '';

  return {
    quantity,
    weight,
    measure,
    setQuantity,
    setWeight,
    chooseMeasure,
    openFood,
    /** Sets all three at once (a proposal, or the dialog starting over). */
    setAmount,
    countedInUnits,
    quantityValue,
    weightValue,
    /** The weight of one portion: the measure's when one is chosen, else the typed one. */
    baselineWeight: measure ? measure.weight : weightValue,
    quantityError,
    weightError,
    valid: !quantityError && !weightError,
    unitSymbol,
    /** AmountInputs' props; its errors show once a save was `tried`. */
    inputs: (tried: boolean) => ({
      quantity,
      weight,
      onQuantityChange: setQuantity,
      onWeightChange: setWeight,
      unitSymbol,
      measure,
      errors: tried ? { quantity: quantityError, weight: weightError } : undefined,
    }),
  };
}
