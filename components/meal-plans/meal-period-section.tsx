// Rendered by the server in the plan's view, and in the browser by the editor: its only client parts are
// the allergen warning and the 'Substituições' button.
import { useTranslations } from 'next-intl';
import { Fragment, type ReactNode } from 'react';
import { FoodThumbnail } from '@/components/foodstuffs/food-thumbnail';
import { PartialNote } from '@/components/nutrients/partial-note';
import { ShownValue } from '@/components/nutrients/unknown-value';
import type { MealPlanSubstitution } from '@/lib/api/contract';
import { getCatalogueLabelKey } from '@/lib/catalogue';
import { formatCalories, formatNutrient } from '@/lib/format/numbers';
import { formatKnownValue, formatSum } from '@/lib/format/partial-totals';
import {
  computeFoodTotals,
  computePeriodTotals,
  type FoodNutrients,
  type NutrientTotals,
} from '@/lib/rules/meal-plan-totals';
import { type Nutrient, PLAN_NUTRIENTS } from '@/lib/rules/nutrients';
import styles from './meal-plan.module.css';
import type { DraftFood, DraftPeriod } from './meal-plan-draft';
import { AllergenWarning } from './patient-allergens';
import { PatientName } from './patient-name';
import { SubstitutionLines } from './substitution-lines';
import { SubstitutionsButton } from './substitutions-button';
import { usePortionText } from './use-portion-text';

/** The nutrients after energy, each in its column (energy has its own, first). */
const NUTRIENT_COLUMNS = PLAN_NUTRIENTS.filter(
  (nutrient): nutrient is Exclude<Nutrient, 'calories'> => nutrient !== 'calories',
);

/**
 * What the editor puts into a period (editable-period.tsx): its fields and buttons, kept out of this file so
 * the plan's view loads none of their code.
 */
export interface PeriodEditParts {
  /** The period's type and 'Remover refeição', in place of its heading. */
  header: ReactNode;
  /** Its time and notes. */
  fields: ReactNode;
  /** The food's name for the patient, to change. */
  patientName: (food: DraftFood) => ReactNode;
  quantity: (food: DraftFood) => ReactNode;
  baselineWeight: (food: DraftFood) => ReactNode;
  removeFood: (food: DraftFood) => ReactNode;
  changeSubstitutions: (food: DraftFood) => (substitutions: MealPlanSubstitution[]) => void;
  addFood: ReactNode;
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
 * One meal period: its type and its foods with what each brings, editable in CREATE and EDIT (`editing`).
 * Under a food, its substitutions ('ou: …'); `substitutions` offers to change them: a saved food's in the
 * plan's view, any food's in the editor (SubstitutionsButton).
 */
export function MealPeriodSection({
  period,
  editing,
  substitutions,
}: {
  period: DraftPeriod;
  editing?: PeriodEditParts;
  substitutions?: 'saved' | 'all';
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
  const columnCount = (editing ? 3 : 2) + 1 + NUTRIENT_COLUMNS.length + (editing ? 1 : 0);

  return (
    <section className={styles.period} aria-label={periodName}>
      <header className={styles.periodHeader}>
        {editing ? (
          editing.header
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
      </header>
      {editing?.fields}
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
                // The view changes a saved food's alternatives; the editor any food's, in the draft.
                const substitutable =
                  substitutions === 'all' || (substitutions === 'saved' && food.id !== null);
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
                          {editing ? editing.patientName(food) : <PatientName food={food} />}
                        </span>
                      </th>
                      <td className={styles.line} data-label={t('columns.quantity')}>
                        {editing ? editing.quantity(food) : portionText(food)}
                      </td>
                      {editing ? (
                        <td className={styles.line} data-label={t('columns.baselineWeight')}>
                          {editing.baselineWeight(food)}
                        </td>
                      ) : null}
                      <FoodCells values={computeFoodTotals(safe)} />
                      {editing ? <td className={styles.foodActions}>{editing.removeFood(food)}</td> : null}
                    </tr>
                    {substitutable || (food.substitutions ?? []).length > 0 ? (
                      <tr className={styles.substitutionRow}>
                        <td colSpan={columnCount}>
                          <SubstitutionLines food={food} onChange={editing?.changeSubstitutions(food)} />
                          {substitutable ? (
                            <SubstitutionsButton
                              food={{ id: food.id, key: food.key, name: food.foodstuff.name }}
                            />
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
      {editing?.addFood}
    </section>
  );
}
