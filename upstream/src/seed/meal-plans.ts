// Meal plans: an ACTIVE one for the main demo patient and a few others (so the nutritionist's dashboard has
// plans that are followed and plans that are not), and an old INACTIVE one for another patient.

import { addDaysToDate, addMonthsToDate } from '@/lib/rules/calendar';
import { computeDailyKcal } from '@/lib/rules/meal-plan-totals';
import type { Db } from '@/upstream/src/db/client';
import { mealPeriods, mealPlanFoodstuffs, mealPlans } from '@/upstream/src/db/schema';
import { copyFoodValues } from '@/upstream/src/services/meal-plans/meal-plan-foods';
import type { CatalogueFoods, FoodRef } from './catalogue-foods';
import { MEAL_LOG_DAYS } from './meal-logs';

type Period = (typeof mealPeriods.$inferInsert)['period'];

/** A planned food: `baselineWeight` g (or ml) per portion, `quantity` portions (units for UNITS foods). */
interface PlannedFood {
  food: FoodRef;
  baselineWeight?: number;
  quantity?: number;
}

type PlanDraft = Partial<Record<Period, PlannedFood[]>>;

const ACTIVE_PLAN: PlanDraft = {
  BREAKFAST: [
    { food: { branded: 'wholegrain-bread' }, quantity: 2 },
    { food: { taco: 461 }, baselineWeight: 40 },
    { food: { taco: 226 }, baselineWeight: 200 },
  ],
  MORNING_SNACK: [
    { food: { taco: 222 }, baselineWeight: 150 },
    { food: { taco: 589 }, baselineWeight: 10 },
  ],
  LUNCH: [
    { food: { taco: 1 }, baselineWeight: 200 },
    { food: { taco: 561 }, baselineWeight: 150 },
    { food: { taco: 410 }, baselineWeight: 160 },
  ],
  AFTERNOON_SNACK: [
    { food: { branded: 'plain-yogurt' }, quantity: 1 },
    { food: { branded: 'cereal-bar' }, quantity: 1 },
  ],
  DINNER: [
    { food: { taco: 317 }, baselineWeight: 150 },
    { food: { taco: 91 }, baselineWeight: 200 },
    { food: { taco: 100 }, baselineWeight: 100 },
  ],
};

const OLD_PLAN: PlanDraft = {
  BREAKFAST: [
    { food: { taco: 53 }, baselineWeight: 50 },
    { food: { taco: 471 }, baselineWeight: 150 },
  ],
  LUNCH: [
    { food: { taco: 3 }, baselineWeight: 150 },
    { food: { taco: 567 }, baselineWeight: 120 },
    { food: { taco: 346 }, baselineWeight: 120 },
  ],
  DINNER: [
    { food: { taco: 544 }, baselineWeight: 250 },
    { food: { taco: 129 }, baselineWeight: 100 },
  ],
  SUPPER: [
    { food: { taco: 449 }, baselineWeight: 170 },
    { food: { taco: 256 }, baselineWeight: 100 },
  ],
};

export interface MealPlanPeople {
  nutritionistId: number;
  activePlanPatientIds: readonly number[];
  inactivePlanPatientId: number;
}

/** Creates the plans; answers the daily calories of the active plan (the requirement of those patients). */
export async function seedMealPlans(
  db: Db,
  foods: CatalogueFoods,
  people: MealPlanPeople,
  today: string,
  now: Date,
): Promise<{ activePlanDailyKcal: number }> {
  // In force since the first logged day, so every logged day is judged against it (services/record/requirement-history).
  const activeSince = addDaysToDate(today, -(MEAL_LOG_DAYS - 1));
  for (const patientId of people.activePlanPatientIds) {
    await insertPlan(db, foods, ACTIVE_PLAN, {
      nutritionistId: people.nutritionistId,
      patientId,
      status: 'ACTIVE',
      startDate: activeSince,
      endDate: addMonthsToDate(today, 3),
      createdAt: new Date(`${activeSince}T12:00:00Z`),
      updatedAt: now,
    });
  }
  const oldStart = addDaysToDate(today, -200);
  await insertPlan(db, foods, OLD_PLAN, {
    nutritionistId: people.nutritionistId,
    patientId: people.inactivePlanPatientId,
    status: 'INACTIVE',
    startDate: oldStart,
    endDate: addMonthsToDate(oldStart, 3),
    createdAt: new Date(`${oldStart}T12:00:00Z`),
    updatedAt: new Date(`${addDaysToDate(oldStart, 75)}T12:00:00Z`),
  });
  return { activePlanDailyKcal: sumPlanKcal(foods, ACTIVE_PLAN) };
}

async function insertPlan(
  db: Db,
  foods: CatalogueFoods,
  draft: PlanDraft,
  plan: typeof mealPlans.$inferInsert,
): Promise<void> {
  const [inserted] = await db.insert(mealPlans).values(plan).returning({ id: mealPlans.id });
  if (!inserted) throw new Error('The meal plan was not inserted');
  const entries = listPeriods(draft);
  const periods = await db
    .insert(mealPeriods)
    .values(entries.map(([period]) => ({ mealPlanId: inserted.id, period })))
    .returning({ id: mealPeriods.id, period: mealPeriods.period });
  const periodIds = new Map(periods.map((row) => [row.period, row.id]));
  await db.insert(mealPlanFoodstuffs).values(
    entries.flatMap(([period, planned]) =>
      planned.map((item) => {
        const food = foods.get(item.food);
        const mealPeriodId = periodIds.get(period);
        if (mealPeriodId === undefined) throw new Error(`The ${period} period was not inserted`);
        return {
          mealPeriodId,
          foodstuffId: food.id,
          baselineWeight: item.baselineWeight ?? food.baselineWeight,
          quantity: item.quantity ?? 1,
          ...copyFoodValues(food),
        };
      }),
    ),
  );
}

function sumPlanKcal(foods: CatalogueFoods, draft: PlanDraft): number {
  return computeDailyKcal(
    listPeriods(draft).map(([, planned]) => ({
      meal_foodstuffs: planned.map((item) => {
        const food = foods.get(item.food);
        return {
          baseline_weight: item.baselineWeight ?? food.baselineWeight,
          quantity: item.quantity ?? 1,
          foodstuff: { baseline_weight: food.baselineWeight, nutrition_information: food },
        };
      }),
    })),
  );
}

function listPeriods(draft: PlanDraft): [Period, PlannedFood[]][] {
  return Object.entries(draft).filter((entry): entry is [Period, PlannedFood[]] => entry[1] !== undefined);
}
