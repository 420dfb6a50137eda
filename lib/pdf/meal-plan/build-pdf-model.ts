// The words and numbers of the printed plan, from the plan and the page's messages, so the PDF drawing
// itself holds no logic and every text stays in messages/pt-BR.json.

import type { MealPlanDetail } from '@/lib/api/contract';
import { formatAddressLine } from '@/lib/format/address';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatCalories, formatNutrient } from '@/lib/format/numbers';
import { describePartialSum, formatKnownValue, formatSum } from '@/lib/format/partial-totals';
import { patientPortion } from '@/lib/pdf/meal-plan/patient-portion';
import type { MealPlanPdfModel } from '@/lib/pdf/meal-plan/pdf-model';
import { sortPeriodsByTime } from '@/lib/rules/meal-plan-rules';
import {
  computeDayTotals,
  computeFoodTotals,
  computePeriodTotals,
  PLAN_NUTRIENTS,
} from '@/lib/rules/meal-plan-totals';
import { patientFoodName } from '@/lib/rules/patient-food-name';
import type { PlanAdequacy } from '@/lib/rules/plan-adequacy';
import { buildNutrientsSection } from './nutrients-section';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export function buildMealPlanPdfModel(input: {
  plan: MealPlanDetail;
  patientName: string;
  productName: string;
  today: string;
  /**
   * 'Incluir notas técnicas': which totals are partial, and why. The patient's copy leaves them out (a '–'
   * still stands for a value nobody knows); the nutritionist's own copy may keep them.
   */
  technicalNotes?: boolean;
  /** The day against her DRIs, to print; absent or null: not printed. */
  adequacy?: PlanAdequacy | null;
  /** PlanNutrients messages, for that table. */
  tNutrients?: Translate;
  /** MealPlan messages, MealPlanPrint messages, UnknownNutrients messages, and the meal period names of Catalogue. */
  t: Translate;
  tPrint: Translate;
  tUnknown: Translate;
  periodName: (period: MealPlanDetail['meal_periods'][number]['period']) => string;
}): MealPlanPdfModel {
  const { plan, t, tPrint, tUnknown } = input;
  const kcal = (value: number) => t('kcal', { value: formatCalories(value) });
  // Unknown stays unknown on paper too: '–' for a food without a value, and a sum that met one says so.
  const partial = (unknown: Parameters<typeof describePartialSum>[0]) =>
    input.technicalNotes ? describePartialSum(unknown, tUnknown) : null;
  const author = plan.nutritionist;
  const crn =
    author.crn !== null && author.registration_number
      ? ` – ${tPrint('crn', { crn: author.crn, number: author.registration_number })}`
      : '';
  const day = computeDayTotals(plan.meal_periods);
  // Some patients (an eating disorder, say) should not see numbers: no energy nor macronutrient at all then.
  const showNumbers = !plan.hide_numbers_in_pdf;
  const periodTotal = ({ sums, unknown }: ReturnType<typeof computePeriodTotals>) =>
    showNumbers
      ? {
          label: t('periodTotal'),
          calories: formatSum(sums.calories, unknown.calories, formatCalories),
          note: partial({ calories: unknown.calories }),
        }
      : null;
  return {
    productName: input.productName,
    title: tPrint('heading'),
    lines: [
      tPrint('patient', { name: input.patientName }),
      `${tPrint('nutritionist', { name: author.name })}${crn}`,
      tPrint('email', { email: author.email }),
      ...(author.address ? [tPrint('address', { address: formatAddressLine(author.address) })] : []),
      tPrint('validity', {
        start: formatIsoDateToBr(plan.start_date),
        end: formatIsoDateToBr(plan.end_date),
      }),
    ],
    columns: {
      food: t('columns.food'),
      quantity: t('columns.quantity'),
      calories: showNumbers ? t('columns.calories') : null,
    },
    // As the patient follows the day: by time, where the plan gives one.
    periods: sortPeriodsByTime(plan.meal_periods).map((period) => ({
      name: input.periodName(period.period),
      time: period.time,
      notesTitle: t('mealNotes'),
      notes: period.notes,
      foods: period.meal_foodstuffs.map((food) => ({
        name: patientFoodName(food),
        portion: patientPortion(food, t),
        calories: showNumbers ? formatKnownValue(computeFoodTotals(food).calories, formatCalories) : null,
        // Alternatives bring no number: they are not in the totals.
        substitutions: (food.substitutions ?? []).map((substitution) =>
          t('substitutions.line', {
            food: patientFoodName(substitution),
            portion: patientPortion(substitution, t),
          }),
        ),
      })),
      total: periodTotal(computePeriodTotals(period)),
    })),
    day: showNumbers
      ? {
          title: t('dayTotals'),
          totals: PLAN_NUTRIENTS.map((nutrient) => ({
            label: t(`nutrients.${nutrient}`),
            value: formatSum(day.sums[nutrient], day.unknown[nutrient], (value) =>
              nutrient === 'calories'
                ? kcal(value)
                : nutrient === 'sodium'
                  ? t('milligrams', { value: formatNutrient(value) })
                  : t('grams', { value: formatNutrient(value) }),
            ),
            note: partial({ [nutrient]: day.unknown[nutrient] }),
          })),
        }
      : null,
    // Numbers hidden from the patient hide these too.
    nutrients:
      input.adequacy && showNumbers ? buildNutrientsSection(input.adequacy, input.tNutrients ?? t) : null,
    guidance: plan.guidance ? { title: t('guidance'), text: plan.guidance } : null,
    footer: tPrint('generated', { date: formatIsoDateToBr(input.today) }),
  };
}
