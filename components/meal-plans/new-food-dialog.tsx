'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { FoodThumbnail } from '@/components/foodstuffs/food-thumbnail';
import { useDebouncedValue } from '@/components/foodstuffs/use-debounced-value';
import { formatKnownValue } from '@/components/nutrients/partial-totals';
import { UnknownNutrientsMark } from '@/components/nutrients/unknown-nutrients-mark';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { SimplePaginator } from '@/components/ui/simple-paginator';
import type { Foodstuff } from '@/lib/api/contract';
import { isValidPlanBaselineWeight, isValidPlanQuantity } from '@/lib/rules/meal-plan-rules';
import { formatAmount, formatKcal, getUnitSymbolKey, parseDecimal } from './format';
import styles from './meal-plan.module.css';
import { useFoodstuffSearch } from './use-meal-plans';

export interface NewFoodChoice {
  food: Foodstuff;
  quantity: number;
  baselineWeight: number;
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
  const [text, setText] = useState('');
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<Foodstuff | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [weight, setWeight] = useState('');
  const [tried, setTried] = useState(false);
  const search = useDebouncedValue(text, 300);
  const { data, error, isLoading } = useFoodstuffSearch(search, page);

  useEffect(() => {
    if (!open) return;
    setText('');
    setPage(0);
    setChosen(null);
    setQuantity('1');
    setWeight('');
    setTried(false);
  }, [open]);

  const choose = (food: Foodstuff) => {
    setChosen(food);
    setWeight(formatAmount(food.baseline_weight));
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
    onAdd({ food: chosen, quantity: quantityValue, baselineWeight: weightValue });
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
        <Input
          label={t('newFood.search')}
          helpText={t('newFood.searchHelp')}
          type="search"
          value={text}
          onValueChange={(value) => {
            setText(value);
            setPage(0);
          }}
          autoComplete="off"
        />
        <fieldset className={styles.results}>
          <legend className="visually-hidden">{t('newFood.results')}</legend>
          {error ? <p role="alert">{t('newFood.loadFailed')}</p> : null}
          {!error && data && data.content.length === 0 ? <p>{t('newFood.noResults')}</p> : null}
          {isLoading && !data ? <p aria-live="polite">…</p> : null}
          {data?.content.map((food) => (
            <label
              key={food.id}
              className={styles.result}
              data-selected={chosen?.id === food.id || undefined}
            >
              <input
                type="radio"
                name="new-food"
                checked={chosen?.id === food.id}
                onChange={() => choose(food)}
              />
              <FoodThumbnail url={food.photo_url} size={36} />
              <span className={styles.resultText}>
                <strong>{food.name}</strong>
                <small>
                  {t('newFood.per', {
                    calories: formatKnownValue(food.nutrition_information.calories, formatKcal),
                    amount: food.unit_of_measurement === 'UNITS' ? '1' : formatAmount(food.baseline_weight),
                    unit: t(getUnitSymbolKey(food.unit_of_measurement)),
                  })}
                </small>
                <UnknownNutrientsMark values={food.nutrition_information} />
              </span>
            </label>
          ))}
        </fieldset>
        {data && data.total_pages > 1 ? (
          <SimplePaginator
            page={page + 1}
            totalPages={data.total_pages}
            onPageChange={(next) => setPage(next - 1)}
          />
        ) : null}
        {chosen ? (
          <div className={styles.amounts}>
            <Input
              label={t('newFood.quantity')}
              helpText={t('newFood.quantityHelp')}
              inputMode="decimal"
              value={quantity}
              required={countedInUnits}
              onValueChange={setQuantity}
              error={tried ? quantityError : undefined}
            />
            <Input
              label={t('newFood.baselineWeight', { unit: unitSymbol })}
              inputMode="decimal"
              value={weight}
              onValueChange={setWeight}
              error={tried ? weightError : undefined}
            />
          </div>
        ) : (
          <p className={styles.hint}>{t('newFood.choose')}</p>
        )}
      </div>
    </Dialog>
  );
}
