'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useFormState } from '@/components/ui/use-form-state';
import type { Foodstuff } from '@/lib/api/contract';
import { AmountInputs } from './amount-inputs';
import { FoodPicker } from './food-picker';
import styles from './meal-plan.module.css';
import { MeasureSelect } from './measure-select';
import { OPENING_AMOUNT, useAmount } from './use-amount';

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
  const form = useFormState<{ chosen: Foodstuff | null }>({ chosen: null });
  const { chosen } = form.values;
  // A blank quantity is one portion (spec 2 §5), except for a food counted in units, where it is required.
  const amount = useAmount(chosen, { blankIsOnePortion: true });
  const { setAmount, chooseMeasure } = amount;
  // The food just added by 'Adicionar e continuar', said to her; a new search each time (the picker's key).
  const [added, setAdded] = useState<{ name: string; count: number } | null>(null);
  // The food whose opening measure is settled (MeasureSelect's onOpened). Until the chosen one's is, its
  // amount is neither typed (the measure would write over it) nor added (it would go in grams).
  const [openedFor, setOpenedFor] = useState<number | null>(null);
  const opening = chosen !== null && !amount.countedInUnits && openedFor !== chosen.id;

  const startOver = useCallback(() => {
    form.setValues({ chosen: null });
    setAmount(OPENING_AMOUNT);
    form.setTried(false);
  }, [setAmount, form.setValues, form.setTried]);
  useEffect(() => {
    // Reset on closing, so the next opening mounts the picker once, with its search focused by the dialog.
    if (!open) setAdded(null);
    else startOver();
  }, [open, startOver]);

  const choose = (food: Foodstuff) => {
    form.set('chosen', food);
    amount.openFood(food);
    setOpenedFor(null);
  };

  const add = (keepOpen: boolean) => {
    form.setTried(true);
    if (!chosen || !amount.valid) return;
    onAdd(
      {
        food: chosen,
        quantity: amount.quantityValue,
        baselineWeight: amount.baselineWeight,
        measureName: amount.measure?.name ?? null,
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
          <Button variant="secondary" onClick={() => add(true)} disabled={!chosen} loading={opening}>
            {t('newFood.addAndContinue')}
          </Button>
          <Button onClick={() => add(false)} disabled={!chosen} loading={opening}>
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
            {amount.countedInUnits ? null : (
              <MeasureSelect
                foodstuffId={chosen.id}
                unitSymbol={amount.unitSymbol}
                value={amount.measure?.name ?? null}
                onChange={chooseMeasure}
                opensOnUsual
                onOpened={setOpenedFor}
              />
            )}
            <AmountInputs
              {...amount.inputs(form.tried)}
              quantityRequired={amount.countedInUnits}
              disabled={opening}
            />
          </>
        ) : (
          <p className={styles.hint}>{t('newFood.choose')}</p>
        )}
      </div>
    </Dialog>
  );
}
