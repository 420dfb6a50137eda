'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useHouseholdMeasures } from '@/components/foodstuffs/use-household-measures';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { useFormState } from '@/components/ui/use-form-state';
import type { CreateSubstitutionRequest, Foodstuff } from '@/lib/api/contract';
import { formatCalories, formatNumber, formatNutrient } from '@/lib/format/numbers';
import { formatKnownValue } from '@/lib/format/partial-totals';
import { computeFoodTotals } from '@/lib/rules/meal-plan-totals';
import { judgeSubstitution } from '@/lib/rules/substitution-equivalence';
import {
  BASIS_NUTRIENT,
  proposeSubstitution,
  SUBSTITUTION_BASES,
  type SubstitutionBasis,
} from '@/lib/rules/substitution-proposal';
import { AmountInputs } from './amount-inputs';
import { useEquivalenceFigures } from './equivalence-figures';
import { FoodPicker } from './food-picker';
import styles from './meal-plan.module.css';
import type { DraftFood } from './meal-plan-draft';
import { toPlanFoodstuff } from './meal-plan-draft';
import { MeasureSelect } from './measure-select';
import { useAmount } from './use-amount';

/**
 * 'Adicionar substituição': a catalogue food, what it must match (the planned food's energy or one
 * macronutrient), and its amount, proposed to match and adjustable. Where no amount can be proposed (a value
 * unknown or zero) the form says so and she types one. What each brings of the matched nutrient is shown
 * side by side.
 */
export function SubstitutionForm({
  food,
  busy,
  onAdd,
}: {
  food: DraftFood;
  busy: boolean;
  /** The request, and the catalogue food it names (the editor keeps it in the draft until the save). */
  onAdd: (body: CreateSubstitutionRequest, chosen: Foodstuff) => void;
}) {
  const t = useTranslations('MealPlan');
  const form = useFormState<{ chosen: Foodstuff | null; basis: SubstitutionBasis; keepAnyway: boolean }>({
    chosen: null,
    basis: 'ENERGY',
    keepAnyway: false,
  });
  const { chosen, basis, keepAnyway } = form.values;
  const amount = useAmount(chosen);
  const [note, setNote] = useState('');
  // The amounts last proposed: added unchanged, the alternative follows its food (PROPOSED).
  const [proposed, setProposed] = useState<{
    quantity: number;
    weight: number;
    measure: string | null;
  } | null>(null);

  const figure = useEquivalenceFigures();
  const nutrientName = (value: SubstitutionBasis) => t(`substitutions.nutrientNames.${value}`);
  // The proposal is written in one of the alternative's household measures where one fits, so it waits for
  // them; where they cannot be read it is made in the food's unit.
  const measures = useHouseholdMeasures(chosen && chosen.unit_of_measurement !== 'UNITS' ? chosen.id : null);
  const measuresSettled = !chosen || chosen.unit_of_measurement === 'UNITS' || !measures.isLoading;
  // The food whose amount was last proposed: until the chosen one's is, there is nothing to add yet.
  const [proposedFor, setProposedFor] = useState<number | null>(null);
  const proposing = chosen !== null && proposedFor !== chosen.id;
  const propose = (alternative: Foodstuff, matched: SubstitutionBasis) => {
    setProposedFor(alternative.id);
    const proposal = proposeSubstitution(
      food,
      { ...alternative, measures: measures.data?.measures ?? [] },
      matched,
    );
    if (proposal.ok) {
      setProposed({
        quantity: proposal.quantity,
        weight: proposal.baseline_weight,
        measure: proposal.measure_name,
      });
      amount.setAmount({
        quantity: formatNumber(proposal.quantity),
        weight: formatNumber(proposal.baseline_weight),
        measure: proposal.measure_name
          ? { name: proposal.measure_name, weight: proposal.baseline_weight }
          : null,
      });
      setNote(t('substitutions.proposed', { nutrient: nutrientName(matched) }));
      return;
    }
    setProposed(null);
    amount.setAmount({ quantity: '1', weight: formatNumber(alternative.baseline_weight), measure: null });
    setNote(
      t(`substitutions.notProposable.${proposal.reason}`, {
        original: food.foodstuff.name,
        alternative: alternative.name,
        nutrient: nutrientName(matched),
      }),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: proposes again only when the food, the basis or its measures change, never over what she typed.
  useEffect(() => {
    if (chosen && measuresSettled) propose(chosen, basis);
  }, [chosen, basis, measuresSettled, measures.data]);

  // What each brings of the matched nutrient: '–' where it is unknown, never 0.
  const nutrient = BASIS_NUTRIENT[basis];
  const shown = (value: number | null) =>
    formatKnownValue(value, (known) =>
      nutrient === 'calories'
        ? t('kcal', { value: formatCalories(known) })
        : t('grams', { value: formatNutrient(known) }),
    );
  const alternativeValue =
    chosen && amount.valid
      ? computeFoodTotals({
          quantity: amount.quantityValue,
          baseline_weight: amount.weightValue,
          foodstuff: toPlanFoodstuff(chosen),
        })[nutrient]
      : null;
  // Amounts more than 10 % off the food are added only once she says she means them.
  const judged =
    chosen && amount.valid
      ? judgeSubstitution(food, {
          basis,
          quantity: amount.quantityValue,
          baseline_weight: amount.baselineWeight,
          foodstuff: toPlanFoodstuff(chosen),
        })
      : null;
  const notEquivalent = judged?.status === 'NOT_EQUIVALENT' ? judged : null;

  const add = () => {
    form.setTried(true);
    if (!chosen || !amount.valid || (notEquivalent && !keepAnyway)) return;
    const baseline_weight = amount.baselineWeight;
    const measure_name = amount.measure?.name ?? null;
    const asProposed =
      proposed !== null &&
      proposed.quantity === amount.quantityValue &&
      proposed.weight === baseline_weight &&
      proposed.measure === measure_name;
    onAdd(
      {
        foodstuff_id: chosen.id,
        basis,
        baseline_weight,
        quantity: amount.quantityValue,
        measure_name,
        amount_origin: asProposed ? 'PROPOSED' : 'TYPED',
        confirmed: notEquivalent
          ? { food_value: notEquivalent.foodValue, alternative_value: notEquivalent.alternativeValue }
          : null,
      },
      chosen,
    );
  };

  return (
    <div className={styles.newFood}>
      <Select
        label={t('substitutions.basis')}
        value={basis}
        options={SUBSTITUTION_BASES.map((value) => ({ value, label: t(`substitutions.bases.${value}`) }))}
        onChange={(event) => form.set('basis', event.target.value as SubstitutionBasis)}
      />
      <FoodPicker name="substitution-food" chosen={chosen} onChoose={(next) => form.set('chosen', next)} />
      {chosen ? (
        <>
          <p className={styles.hint} role="status" data-testid="substitution-proposal">
            {note}
          </p>
          {chosen.unit_of_measurement === 'UNITS' ? null : (
            <MeasureSelect
              foodstuffId={chosen.id}
              unitSymbol={amount.unitSymbol}
              value={amount.measure?.name ?? null}
              onChange={amount.chooseMeasure}
            />
          )}
          {/* Until the amount is proposed, which writes over the fields. */}
          <AmountInputs {...amount.inputs(form.tried)} disabled={proposing} />
          <p className={styles.hint} data-testid="substitution-compare">
            {t('substitutions.compare', {
              alternative: chosen.name,
              value: shown(alternativeValue),
              original: food.foodstuff.name,
              originalValue: shown(computeFoodTotals(food)[nutrient]),
            })}
          </p>
          {notEquivalent ? (
            <>
              <p className={styles.notEquivalent} role="status">
                {t('substitutions.notEquivalent', {
                  value: figure(basis, notEquivalent.alternativeValue),
                  originalValue: figure(basis, notEquivalent.foodValue),
                })}
              </p>
              <Checkbox
                label={t('substitutions.confirmNotEquivalent')}
                checked={keepAnyway}
                onChange={(event) => form.set('keepAnyway', event.target.checked)}
              />
            </>
          ) : null}
        </>
      ) : (
        <p className={styles.hint}>{t('newFood.choose')}</p>
      )}
      {/* Busy until the amount is proposed: a press before then found no weight and added nothing. */}
      <Button
        onClick={add}
        disabled={!chosen || (notEquivalent !== null && !keepAnyway)}
        loading={busy || proposing}
      >
        {t('substitutions.add')}
      </Button>
    </div>
  );
}
