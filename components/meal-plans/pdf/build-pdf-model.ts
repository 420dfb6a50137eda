// The words and numbers of the printed plan, from the plan and the page's messages, so the PDF drawing
// itself holds no logic and every text stays in messages/pt-BR.json.
import type { MealPlanDetail } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import {
  computeDayTotals,
  computeFoodTotals,
  computePeriodTotals,
  PLAN_NUTRIENTS,
} from '@/lib/rules/meal-plan-totals';
import { describePortion, formatKcal, formatNutrient } from '../format';
import type { MealPlanPdfModel } from './meal-plan-document';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export function buildMealPlanPdfModel(input: {
  plan: MealPlanDetail;
  patientName: string;
  productName: string;
  today: string;
  /** MealPlan messages, MealPlanPrint messages, and the meal period names of Catalogue. */
  t: Translate;
  tPrint: Translate;
  periodName: (period: MealPlanDetail['meal_periods'][number]['period']) => string;
}): MealPlanPdfModel {
  const { plan, t, tPrint } = input;
  const kcal = (value: number) => t('kcal', { value: formatKcal(value) });
  const author = plan.nutritionist;
  const crn =
    author.crn !== null && author.registration_number
      ? ` – ${tPrint('crn', { crn: author.crn, number: author.registration_number })}`
      : '';
  const day = computeDayTotals(plan.meal_periods);
  return {
    productName: input.productName,
    title: tPrint('heading'),
    lines: [
      tPrint('patient', { name: input.patientName }),
      `${tPrint('nutritionist', { name: author.name })}${crn}`,
      tPrint('validity', {
        start: formatIsoDateToBr(plan.start_date),
        end: formatIsoDateToBr(plan.end_date),
      }),
    ],
    columns: { food: t('columns.food'), quantity: t('columns.quantity'), calories: t('columns.calories') },
    periods: plan.meal_periods.map((period) => ({
      name: input.periodName(period.period),
      foods: period.meal_foodstuffs.map((food) => ({
        name: food.foodstuff.name,
        portion: describePortion(food, t),
        calories: formatKcal(computeFoodTotals(food).calories),
      })),
      totalLabel: t('periodTotal'),
      totalCalories: formatKcal(computePeriodTotals(period).calories),
    })),
    dayTitle: t('dayTotals'),
    dayTotals: PLAN_NUTRIENTS.map((nutrient) => ({
      label: t(`nutrients.${nutrient}`),
      value:
        nutrient === 'calories'
          ? kcal(day.calories)
          : nutrient === 'sodium'
            ? t('milligrams', { value: formatNutrient(day.sodium) })
            : t('grams', { value: formatNutrient(day[nutrient]) }),
    })),
    footer: tPrint('generated', { date: formatIsoDateToBr(input.today) }),
  };
}
