'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { MealPlanSubstitution, UpdateSubstitutionRequest } from '@/lib/api/contract';
import { isValidPlanBaselineWeight, isValidPlanQuantity } from '@/lib/rules/meal-plan-rules';
import type { PlannedFood } from '@/lib/rules/meal-plan-totals';
import { judgeSubstitution } from '@/lib/rules/substitution-equivalence';
import { useEquivalenceFigures } from './equivalence-figures';
import { FoodAmountField } from './food-amount-field';
import styles from './meal-plan.module.css';
import { usePortionText } from './use-portion-text';

/** One alternative in 'Substituições': what it is, its amounts to adjust ('Salvar' once changed), 'Remover'. */
export function SubstitutionItem({
  substitution,
  food,
  busy,
  onSave,
  onRemove,
}: {
  substitution: MealPlanSubstitution;
  /** The planned food it stands in for: new amounts more than 10 % off it are saved only once she says so. */
  food: PlannedFood;
  busy: boolean;
  onSave: (amounts: UpdateSubstitutionRequest) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('MealPlan');
  const portionText = usePortionText();
  const [quantity, setQuantity] = useState(substitution.quantity);
  const [weight, setWeight] = useState(substitution.baseline_weight);
  const name = substitution.foodstuff.name;
  const changed = quantity !== substitution.quantity || weight !== substitution.baseline_weight;
  const valid = isValidPlanQuantity(quantity) && isValidPlanBaselineWeight(weight);
  const figure = useEquivalenceFigures();
  const [keepAnyway, setKeepAnyway] = useState(false);
  const judged =
    changed && valid
      ? judgeSubstitution(food, { ...substitution, quantity, baseline_weight: weight, confirmed: null })
      : null;
  const notEquivalent = judged?.status === 'NOT_EQUIVALENT' ? judged : null;
  return (
    <li>
      <span>{t('substitutions.line', { food: name, portion: portionText(substitution) })}</span>
      <span className={styles.substitutionAmounts}>
        <FoodAmountField
          value={substitution.quantity}
          label={t('quantityOf', { food: name })}
          valid={isValidPlanQuantity}
          onChange={setQuantity}
        />
        {substitution.measure_name ? null : (
          // In a household measure the quantity counts measures of the catalogue's weight.
          <FoodAmountField
            value={substitution.baseline_weight}
            label={t('baselineWeightOf', { food: name })}
            valid={isValidPlanBaselineWeight}
            onChange={setWeight}
          />
        )}
        <Button
          variant="secondary"
          size="sm"
          disabled={busy || !changed || !valid || (notEquivalent !== null && !keepAnyway)}
          aria-label={t('substitutions.saveFor', { food: name })}
          onClick={() =>
            onSave({
              quantity,
              baseline_weight: weight,
              measure_name: substitution.measure_name ?? null,
              amount_origin: 'TYPED',
              confirmed: notEquivalent
                ? { food_value: notEquivalent.foodValue, alternative_value: notEquivalent.alternativeValue }
                : null,
            })
          }
        >
          {t('substitutions.save')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          aria-label={t('substitutions.removeFor', { food: name })}
          onClick={onRemove}
        >
          {t('substitutions.remove')}
        </Button>
      </span>
      {notEquivalent ? (
        <span className={styles.notEquivalent}>
          <span role="status">
            {t('substitutions.notEquivalent', {
              value: figure(substitution.basis, notEquivalent.alternativeValue),
              originalValue: figure(substitution.basis, notEquivalent.foodValue),
            })}
          </span>
          <Checkbox
            label={t('substitutions.confirmNotEquivalent')}
            checked={keepAnyway}
            onChange={(event) => setKeepAnyway(event.target.checked)}
          />
        </span>
      ) : null}
    </li>
  );
}
