'use client';

import { useTranslations } from 'next-intl';
import { Fragment } from 'react';
import { FoodThumbnail } from '@/components/foodstuffs/food-thumbnail';
import { PartialNote } from '@/components/nutrients/partial-note';
import { ShownValue } from '@/components/nutrients/unknown-value';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { CloseIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { MealPeriod } from '@/lib/api/contract';
import { MEAL_NOTES_MAX_LENGTH } from '@/lib/api/contract/values';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import { formatCalories, formatNumber, formatNutrient } from '@/lib/format/numbers';
import { formatKnownValue, formatSum } from '@/lib/format/partial-totals';
import { getUnitSymbolKey } from '@/lib/format/portions';
import {
  isValidPlanBaselineWeight,
  isValidPlanQuantity,
  listAvailablePeriods,
} from '@/lib/rules/meal-plan-rules';
import {
  computeFoodTotals,
  computePeriodTotals,
  type FoodNutrients,
  type NutrientTotals,
} from '@/lib/rules/meal-plan-totals';
import { type Nutrient, PLAN_NUTRIENTS } from '@/lib/rules/nutrients';
import { FoodAmountField } from './food-amount-field';
import styles from './meal-plan.module.css';
import type { DraftFood, DraftPeriod } from './meal-plan-draft';
import { MealTimeField } from './meal-time-field';
import { AllergenWarning } from './patient-allergens';
import { PatientNameField } from './patient-name-field';
import { SubstitutionLines } from './substitution-lines';
import { usePortionText } from './use-portion-text';

/** The nutrients after energy, each in its column (energy has its own, first). */
const NUTRIENT_COLUMNS = PLAN_NUTRIENTS.filter(
  (nutrient): nutrient is Exclude<Nutrient, 'calories'> => nutrient !== 'calories',
);

export interface PeriodEditing {
  allPeriods: readonly DraftPeriod[];
  onChange: (period: DraftPeriod) => void;
  onRemove: () => void;
  onAddFood: () => void;
}

/** A number cell; like every `styles.line` cell, a line labelled with its column's name when each food is a card. */
const NUMBER_CELL = `${styles.number} ${styles.line}`;

/** A food's row: '–' where the food has no value of the nutrient. */
function FoodCells({ values }: { values: FoodNutrients }) {
  const t = useTranslations('MealPlan.columns');
  return (
    <>
      <td className={NUMBER_CELL} data-label={t('calories')}>
        <ShownValue text={formatKnownValue(values.calories, formatCalories)} />
      </td>
      {NUTRIENT_COLUMNS.map((nutrient) => (
        <td key={nutrient} className={NUMBER_CELL} data-label={t(nutrient)}>
          <ShownValue text={formatKnownValue(values[nutrient], formatNutrient)} />
        </td>
      ))}
    </>
  );
}

/** The period's sums; the note under the table says which of them met foods without a value. */
function TotalCells({ totals }: { totals: NutrientTotals }) {
  const t = useTranslations('MealPlan.columns');
  return (
    <>
      <td className={NUMBER_CELL} data-label={t('calories')}>
        <ShownValue text={formatSum(totals.sums.calories, totals.unknown.calories, formatCalories)} />
      </td>
      {NUTRIENT_COLUMNS.map((nutrient) => (
        <td key={nutrient} className={NUMBER_CELL} data-label={t(nutrient)}>
          <ShownValue text={formatSum(totals.sums[nutrient], totals.unknown[nutrient], formatNutrient)} />
        </td>
      ))}
    </>
  );
}

/**
 * One meal period: its type and its foods with what each brings, editable in CREATE and EDIT. Under a food,
 * its substitutions ('ou: …'); `onSubstitutions` offers to change them (in the viewer a saved food's, in the
 * editor any food's).
 */
export function MealPeriodSection({
  period,
  editing,
  onSubstitutions,
}: {
  period: DraftPeriod;
  editing?: PeriodEditing;
  onSubstitutions?: (food: DraftFood) => void;
}) {
  const t = useTranslations('MealPlan');
  const tCatalogue = useTranslations('Catalogue');
  const portionText = usePortionText();
  const periodName = period.period
    ? tCatalogue(getCatalogueLabelKey('mealPeriods', period.period))
    : t('periodUntitled');
  const totals = computePeriodTotals({
    meal_foodstuffs: period.meal_foodstuffs.map((food) => ({
      ...food,
      quantity: Number.isFinite(food.quantity) ? food.quantity : 0,
      baseline_weight: Number.isFinite(food.baseline_weight) ? food.baseline_weight : 0,
    })),
  });

  const updateFood = (key: string, change: Partial<DraftFood>) =>
    editing?.onChange({
      ...period,
      meal_foodstuffs: period.meal_foodstuffs.map((food) =>
        food.key === key ? { ...food, ...change } : food,
      ),
    });
  const columnCount = (editing ? 3 : 2) + 1 + NUTRIENT_COLUMNS.length + (editing ? 1 : 0);
  const removeFood = (key: string) =>
    editing?.onChange({
      ...period,
      meal_foodstuffs: period.meal_foodstuffs.filter((food) => food.key !== key),
    });

  return (
    <section className={styles.period} aria-label={periodName}>
      <header className={styles.periodHeader}>
        {editing ? (
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
        ) : (
          <h3 className={styles.periodTitle}>
            {periodName}
            {/* A space, so the heading's accessible name reads 'Almoço 12:30'. */}
            {period.time ? ' ' : null}
            {period.time ? (
              <time className={styles.periodTime} dateTime={period.time}>
                {period.time}
              </time>
            ) : null}
          </h3>
        )}
        {editing ? (
          <Button variant="ghost" size="sm" onClick={editing.onRemove}>
            {t('removePeriod')}
          </Button>
        ) : null}
      </header>
      {editing ? (
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
      ) : null}
      {period.meal_foodstuffs.length === 0 ? (
        <p className={styles.hint}>{t('periodEmpty')}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus so keyboards can scroll it (WCAG 2.1.1).
        <section className={styles.tableFrame} tabIndex={0} aria-label={t('foodsOf', { period: periodName })}>
          <table className={styles.foods}>
            <thead>
              <tr>
                <th scope="col">{t('columns.food')}</th>
                <th scope="col">{t('columns.quantity')}</th>
                {editing ? <th scope="col">{t('columns.baselineWeight')}</th> : null}
                <th scope="col">{t('columns.calories')}</th>
                {NUTRIENT_COLUMNS.map((nutrient) => (
                  <th scope="col" key={nutrient}>
                    {t(`columns.${nutrient}`)}
                  </th>
                ))}
                {editing ? <th scope="col">{t('columns.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {period.meal_foodstuffs.map((food) => {
                const safe = {
                  ...food,
                  quantity: Number.isFinite(food.quantity) ? food.quantity : 0,
                  baseline_weight: Number.isFinite(food.baseline_weight) ? food.baseline_weight : 0,
                };
                // The viewer changes a saved food's alternatives; the editor any food's, in the draft.
                const substitutable =
                  onSubstitutions !== undefined && (food.id !== null || editing !== undefined);
                return (
                  <Fragment key={food.key}>
                    <tr>
                      <th scope="row" className={styles.foodName}>
                        <FoodThumbnail url={food.foodstuff.photo_url} size={32} />
                        <span>
                          {food.foodstuff.name}
                          {food.foodstuff.archived ? (
                            <span className={styles.badge}>{t('archived')}</span>
                          ) : null}
                          {food.foodstuff.catalogue_changed && !food.foodstuff.archived ? (
                            <span className={styles.badge}>{t('catalogueChanged')}</span>
                          ) : null}
                          {/* However it came into the plan: typed, a template, another plan, a version. */}
                          <AllergenWarning foodName={food.foodstuff.name} />
                          <PatientNameField
                            food={food}
                            onChange={
                              editing ? (patient_name) => updateFood(food.key, { patient_name }) : undefined
                            }
                          />
                        </span>
                      </th>
                      <td className={styles.line} data-label={t('columns.quantity')}>
                        {editing ? (
                          <FoodAmountField
                            value={food.quantity}
                            label={t('quantityOf', { food: food.foodstuff.name })}
                            valid={isValidPlanQuantity}
                            onChange={(quantity) => updateFood(food.key, { quantity })}
                          />
                        ) : (
                          portionText(food)
                        )}
                      </td>
                      {editing ? (
                        <td className={styles.line} data-label={t('columns.baselineWeight')}>
                          {food.measure_name ? (
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
                          )}
                        </td>
                      ) : null}
                      <FoodCells values={computeFoodTotals(safe)} />
                      {editing ? (
                        <td className={styles.foodActions}>
                          <IconButton
                            label={t('removeFood', { food: food.foodstuff.name })}
                            icon={<CloseIcon size={18} />}
                            size="sm"
                            onClick={() => removeFood(food.key)}
                          />
                        </td>
                      ) : null}
                    </tr>
                    {substitutable || (food.substitutions ?? []).length > 0 ? (
                      <tr className={styles.substitutionRow}>
                        <td colSpan={columnCount}>
                          <SubstitutionLines
                            food={food}
                            onChange={
                              editing
                                ? (substitutions) =>
                                    updateFood(food.key, { substitutions, substitutions_edited: true })
                                : undefined
                            }
                          />
                          {substitutable ? (
                            <Button
                              variant="ghost"
                              size="sm"
                              className={styles.noPrint}
                              aria-label={t('substitutions.openFor', { food: food.foodstuff.name })}
                              onClick={() => onSubstitutions(food)}
                            >
                              {t('substitutions.open')}
                            </Button>
                          ) : null}
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={editing ? 3 : 2}>
                  {t('periodTotal')}
                </th>
                <TotalCells totals={totals} />
                {editing ? <td className={styles.foodActions} /> : null}
              </tr>
              {Object.values(totals.unknown).some((count) => count > 0) ? (
                <tr className={styles.partialRow}>
                  <td colSpan={columnCount}>
                    <PartialNote unknown={totals.unknown} />
                  </td>
                </tr>
              ) : null}
            </tfoot>
          </table>
        </section>
      )}
      {!editing && period.notes.trim() !== '' ? (
        <div>
          <h4 className={styles.notesTitle}>{t('mealNotes')}</h4>
          <p className={styles.patientText}>{period.notes}</p>
        </div>
      ) : null}
      {editing ? (
        <Button variant="secondary" size="sm" onClick={editing.onAddFood} className={styles.noPrint}>
          {t('addFood')}
        </Button>
      ) : null}
    </section>
  );
}
