'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Foodstuff } from '@/lib/api/contract';
import { formatNumber, readDecimal } from '@/lib/format/numbers';
import { getUnitSymbolKey } from '@/lib/format/portions';
import { isValidPlanBaselineWeight, isValidPlanQuantity } from '@/lib/rules/meal-plan-rules';
import { AmountInputs } from './amount-inputs';
import { FoodPicker } from './food-picker';
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
 * 'Novo alimento' (spec 2 §5): search the catalogue (10 a page, her recent foods before anything is typed),
 * pick a food, then quantity (1 by default, required for UNITS foods) and a numeric baseline weight (the
 * food's own by default), or a household measure: the food opens on the one she used last for it, else on
 * its first IBGE measure. A food without a value
 * of some nutrient is marked before it is chosen: it will add nothing known of it to the totals.
 */
export function NewFoodDialog({
  open,
  onClose,
  onAdd,
  nutritionistId,
}: {
  open: boolean;
  onClose: () => void;
  /** `keepOpen`: 'Adicionar e continuar', the dialog stays open for the meal's next food. */
  onAdd: (choice: NewFoodChoice, keepOpen: boolean) => void;
  /** Whose recent foods the search offers before anything is typed. */
  nutritionistId: number;
}) {
  const t = useTranslations('MealPlan');
  const [chosen, setChosen] = useState<Foodstuff | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [weight, setWeight] = useState('');
  const [measure, setMeasure] = useState<ChosenMeasure | null>(null);
  const [tried, setTried] = useState(false);
  // The food just added by 'Adicionar e continuar', said to her; a new search each time (the picker's key).
  const [added, setAdded] = useState<{ name: string; count: number } | null>(null);

  const startOver = useCallback(() => {
    setChosen(null);
    setQuantity('1');
    setWeight('');
    setMeasure(null);
    setTried(false);
  }, []);
  useEffect(() => {
    // Reset on closing, so the next opening mounts the picker once, with its search focused by the dialog.
    if (!open) setAdded(null);
    else startOver();
  }, [open, startOver]);

  const choose = (food: Foodstuff) => {
    setChosen(food);
    setMeasure(null);
    setWeight(formatNumber(food.baseline_weight));
  };
  // A measure fixes the weight of one portion; the quantity counts measures.
  const chooseMeasure = useCallback(
    (next: ChosenMeasure | null) => {
      setMeasure(next);
      setWeight(formatNumber(next ? next.weight : (chosen?.baseline_weight ?? 0)));
    },
    [chosen],
  );

  // A blank quantity is one portion (spec 2 §5), except for a food counted in units, where it is required.
  const countedInUnits = chosen?.unit_of_measurement === 'UNITS';
  const quantityBlank = quantity.trim() === '';
  const quantityValue = readDecimal(quantity) ?? 1;
  const weightValue = readDecimal(weight) ?? Number.NaN;
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

  const add = (keepOpen: boolean) => {
    setTried(true);
    if (!chosen || quantityError || weightError) return;
    onAdd(
      {
        food: chosen,
        quantity: quantityValue,
        baselineWeight: measure ? measure.weight : weightValue,
        measureName: measure?.name ?? null,
      },
      keepOpen,
    );
    if (!keepOpen) return;
    setAdded((last) => ({ name: chosen.name, count: (last?.count ?? 0) + 1 }));
    startOver();
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
            {/* Once a food went in, closing keeps it: nothing is cancelled. */}
            {added ? t('newFood.close') : t('newFood.cancel')}
          </Button>
          <Button variant="secondary" onClick={() => add(true)} disabled={!chosen}>
            {t('newFood.addAndContinue')}
          </Button>
          <Button onClick={() => add(false)} disabled={!chosen}>
            {t('newFood.add')}
          </Button>
        </>
      }
    >
      <div className={styles.newFood}>
        <p role="status" className={styles.hint}>
          {added ? t('newFood.added', { food: added.name }) : ''}
        </p>
        {open ? (
          <FoodPicker
            key={added?.count ?? 0}
            name="new-food"
            chosen={chosen}
            onChoose={choose}
            nutritionistId={nutritionistId}
            autoFocusSearch={added !== null}
          />
        ) : null}
        {chosen ? (
          <>
            {countedInUnits ? null : (
              <MeasureSelect
                foodstuffId={chosen.id}
                unitSymbol={unitSymbol}
                value={measure?.name ?? null}
                onChange={chooseMeasure}
                opensOnUsual
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
