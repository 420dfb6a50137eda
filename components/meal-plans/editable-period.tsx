'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons/close';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { MealPeriod } from '@/lib/api/contract';
import { MEAL_NOTES_MAX_LENGTH } from '@/lib/api/contract/values';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import { formatNumber } from '@/lib/format/numbers';
import { getUnitSymbolKey } from '@/lib/format/portions';
import {
  isValidPlanBaselineWeight,
  isValidPlanQuantity,
  listAvailablePeriods,
} from '@/lib/rules/meal-plan-rules';
import { FoodAmountField } from './food-amount-field';
import { MealPeriodSection } from './meal-period-section';
import styles from './meal-plan.module.css';
import type { DraftFood, DraftPeriod } from './meal-plan-draft';
import { MealTimeField } from './meal-time-field';
import { PatientNameField } from './patient-name-field';

export interface PeriodEditing {
  allPeriods: readonly DraftPeriod[];
  onChange: (period: DraftPeriod) => void;
  onRemove: () => void;
  onAddFood: () => void;
}

/** A meal period in the editor (CREATE and EDIT): its type, time and notes, and each food's amounts, to change. */
export function EditableMealPeriod({ period, editing }: { period: DraftPeriod; editing: PeriodEditing }) {
  const t = useTranslations('MealPlan');
  const tCatalogue = useTranslations('Catalogue');
  const updateFood = (key: string, change: Partial<DraftFood>) =>
    editing.onChange({
      ...period,
      meal_foodstuffs: period.meal_foodstuffs.map((food) =>
        food.key === key ? { ...food, ...change } : food,
      ),
    });
  const removeFood = (key: string) =>
    editing.onChange({
      ...period,
      meal_foodstuffs: period.meal_foodstuffs.filter((food) => food.key !== key),
    });
  return (
    <MealPeriodSection
      period={period}
      substitutions="all"
      editing={{
        header: (
          <>
            <Select
              label={t('periodType')}
              placeholder
              value={period.period ?? ''}
              options={listAvailablePeriods(editing.allPeriods, period.period).map((value) => ({
                value,
                label: tCatalogue(getCatalogueLabelKey('mealPeriods', value)),
              }))}
              onChange={(event) => editing.onChange({ ...period, period: event.target.value as MealPeriod })}
            />
            <Button variant="ghost" size="sm" onClick={editing.onRemove}>
              {t('removePeriod')}
            </Button>
          </>
        ),
        fields: (
          <div className={styles.periodFields}>
            <MealTimeField value={period.time} onChange={(time) => editing.onChange({ ...period, time })} />
            <Textarea
              label={t('mealNotes')}
              helpText={t('textLimit', { max: formatNumber(MEAL_NOTES_MAX_LENGTH) })}
              rows={2}
              maxLength={MEAL_NOTES_MAX_LENGTH}
              value={period.notes}
              onChange={(event) => editing.onChange({ ...period, notes: event.target.value })}
            />
          </div>
        ),
        patientName: (food) => (
          <PatientNameField food={food} onChange={(patient_name) => updateFood(food.key, { patient_name })} />
        ),
        quantity: (food) => (
          <FoodAmountField
            value={food.quantity}
            label={t('quantityOf', { food: food.foodstuff.name })}
            valid={isValidPlanQuantity}
            onChange={(quantity) => updateFood(food.key, { quantity })}
          />
        ),
        baselineWeight: (food) =>
          food.measure_name ? (
            // A household measure weighs what the catalogue said: the quantity counts measures.
            t('measures.option', {
              name: food.measure_name,
              weight: formatNumber(food.baseline_weight),
              unit: t(getUnitSymbolKey(food.foodstuff.unit_of_measurement)),
            })
          ) : (
            <FoodAmountField
              value={food.baseline_weight}
              label={t('baselineWeightOf', { food: food.foodstuff.name })}
              valid={isValidPlanBaselineWeight}
              onChange={(baseline_weight) => updateFood(food.key, { baseline_weight })}
            />
          ),
        removeFood: (food) => (
          <IconButton
            label={t('removeFood', { food: food.foodstuff.name })}
            icon={<CloseIcon size={18} />}
            size="sm"
            onClick={() => removeFood(food.key)}
          />
        ),
        changeSubstitutions: (food) => (substitutions) =>
          updateFood(food.key, { substitutions, substitutions_edited: true }),
        addFood: (
          <Button variant="secondary" size="sm" onClick={editing.onAddFood} className={styles.noPrint}>
            {t('addFood')}
          </Button>
        ),
      }}
    />
  );
}
