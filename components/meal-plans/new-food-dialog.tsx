'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Foodstuff } from '@/lib/api/contract';
import { formatNumber } from '@/lib/format/numbers';
import { isValidPlanBaselineWeight, isValidPlanQuantity } from '@/lib/rules/meal-plan-rules';
import { AmountInputs } from './amount-inputs';
import { FoodPicker } from './food-picker';
import { getUnitSymbolKey, parseDecimal } from './format';
import styles from './meal-plan.module.css';
import { type ChosenMeasure, MeasureSelect } from './measure-select';

export interface NewFoodChoice {
  food: Foodstuff;
  quantity: number;
  baselineWeight: number;
  /** The household measure the weight is, or null for the food's own unit. */
  measureName: string | null;
}

/**
 * 'Novo alimento' (spec 2 §5): search the catalogue (4 a page), pick a food, then quantity (1 by default,
 * required for UNITS foods) and a numeric baseline weight (the food's own by default). A food without a value
 * of some nutrient is marked before it is chosen: it will add nothing known of it to the totals.
 */
export function NewFoodDialog({
  open,
  onClose,
  onAdd,
}: {
  open: boolean;
  onClose: () => void;
  onAdd: (choice: NewFoodChoice) => void;
}) {
  const t = useTranslations('MealPlan');
  const [chosen, setChosen] = useState<Foodstuff | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [weight, setWeight] = useState('');
  const [measure, setMeasure] = useState<ChosenMeasure | null>(null);
  const [tried, setTried] = useState(false);

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    setQuantity('1');
    setWeight('');
    setMeasure(null);
    setTried(false);
  }, [open]);

  const choose = (food: Foodstuff) => {
    setChosen(food);
    setMeasure(null);
    setWeight(formatNumber(food.baseline_weight));
  };
  // A measure fixes the weight of one portion; the quantity counts measures.
  const chooseMeasure = (next: ChosenMeasure | null) => {
    setMeasure(next);
    setWeight(formatNumber(next ? next.weight : (chosen?.baseline_weight ?? 0)));
  };

  // A blank quantity is one portion (spec 2 §5), except for a food counted in units, where it is required.
  const countedInUnits = chosen?.unit_of_measurement === 'UNITS';
  const quantityBlank = quantity.trim() === '';
  const quantityValue = quantityBlank ? 1 : parseDecimal(quantity);
  const weightValue = parseDecimal(weight);
  const quantityError =
    quantityBlank && countedInUnits
      ? t('newFood.quantityRequired')
      : isValidPlanQuantity(quantityValue)
        ? undefined
        : t('newFood.invalidQuantity');
  const weightError = isValidPlanBaselineWeight(weightValue) ? undefined : t('newFood.invalidWeight');
  const unitSymbol = chosen
    ? t(getUnitSymbolKey(chosen.unit_of_measurement === 'UNITS' ? 'GRAMS' : chosen.unit_of_measurement))
    : '';

  const add = () => {
    setTried(true);
    if (!chosen || quantityError || weightError) return;
    onAdd({
      food: chosen,
      quantity: quantityValue,
      baselineWeight: measure ? measure.weight : weightValue,
      measureName: measure?.name ?? null,
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('newFood.title')}
      size="lg"
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('newFood.cancel')}
          </Button>
          <Button onClick={add} disabled={!chosen}>
            {t('newFood.add')}
          </Button>
        </>
      }
    >
      <div className={styles.newFood}>
        {open ? <FoodPicker name="new-food" chosen={chosen} onChoose={choose} /> : null}
        {chosen ? (
          <>
            {countedInUnits ? null : (
              <MeasureSelect
                foodstuffId={chosen.id}
                unitSymbol={unitSymbol}
                value={measure?.name ?? null}
                onChange={chooseMeasure}
              />
            )}
            <AmountInputs
              quantity={quantity}
              weight={weight}
              onQuantityChange={setQuantity}
              onWeightChange={setWeight}
              unitSymbol={unitSymbol}
              measure={measure}
              quantityRequired={countedInUnits}
              errors={tried ? { quantity: quantityError, weight: weightError } : undefined}
            />
          </>
        ) : (
          <p className={styles.hint}>{t('newFood.choose')}</p>
        )}
      </div>
    </Dialog>
  );
}
