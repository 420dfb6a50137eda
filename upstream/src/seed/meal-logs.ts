// Meals the demo patients logged over the last days: most days three or four meals, some days none,
// with portions scaled so each patient's daily totals follow their eating habits.
import { addDaysToDate } from '@/lib/rules/calendar';
import { formatClockTime } from '@/lib/rules/zoned-time';
import type { Db } from '@/upstream/src/db/client';
import { mealFoodstuffs, meals } from '@/upstream/src/db/schema';
import { computeLoggedNutrients, type Nutrients } from '@/upstream/src/services/meals/nutrients';
import { atZonedTime, toZonedDate } from './calendar';
import type { CatalogueFood, CatalogueFoods } from './catalogue-foods';
import type { EatingHabits } from './demo-accounts';
import { CHUNK_SIZE, insertInChunks } from './insert-in-chunks';
import { type LoggedMeal, MEAL_MENUS, MEAL_TIMES, type MenuItem } from './meal-menus';
import { createRandom, type Random } from './random';

export interface MealLogger {
  userId: number;
  /** Seeds the patient's own random stream, so one patient's logs do not depend on the others. */
  seed: string;
  habits: EatingHabits;
  dailyNeedKcal: number;
}

interface PlannedMeal {
  userId: number;
  dateTime: Date;
  items: { foodId: number; quantity: number; snapshot: Nutrients }[];
}

// Each meal's usual share of a day's energy; the three main meals make up most of it.
const MEAL_SHARES: Readonly<Record<LoggedMeal, number>> = {
  breakfast: 0.25,
  lunch: 0.38,
  snack: 0.12,
  dinner: 0.3,
};

const MEAL_CHANCES: Readonly<Record<Exclude<LoggedMeal, 'snack'>, number>> = {
  breakfast: 0.92,
  lunch: 0.97,
  dinner: 0.93,
};

export async function seedMealLogs(db: Db, foods: CatalogueFoods, loggers: MealLogger[], now: Date) {
  const planned = loggers.flatMap((logger) => planMeals(foods, logger, now));
  const inserted: { id: number; userId: number; dateTime: Date }[] = [];
  for (let start = 0; start < planned.length; start += CHUNK_SIZE) {
    const rows = planned.slice(start, start + CHUNK_SIZE).map(({ userId, dateTime }) => ({
      userId,
      dateTime,
      createdAt: dateTime,
      updatedAt: dateTime,
    }));
    inserted.push(
      ...(await db
        .insert(meals)
        .values(rows)
        .returning({ id: meals.id, userId: meals.userId, dateTime: meals.dateTime })),
    );
  }
  // Matched by patient and time (unique per patient here) rather than trusting RETURNING's order.
  const mealIds = new Map(inserted.map((meal) => [mealKey(meal.userId, meal.dateTime), meal.id]));
  const foodRows = planned.flatMap((meal) => {
    const mealId = mealIds.get(mealKey(meal.userId, meal.dateTime));
    if (mealId === undefined) throw new Error('A seeded meal was not inserted');
    return meal.items.map((item) => ({
      mealId,
      foodstuffId: item.foodId,
      quantity: item.quantity,
      ...item.snapshot,
    }));
  });
  await insertInChunks(db, mealFoodstuffs, foodRows);
}

/** How far back the demo logs go: a patient who has logged longer still shows these days only. */
export const MEAL_LOG_DAYS = 90;

function planMeals(foods: CatalogueFoods, logger: MealLogger, now: Date): PlannedMeal[] {
  const random = createRandom(`meals:${logger.seed}`);
  const today = toZonedDate(now);
  const planned: PlannedMeal[] = [];
  for (let daysAgo = Math.min(logger.habits.loggingDays, MEAL_LOG_DAYS) - 1; daysAgo >= 0; daysAgo -= 1) {
    if (random.chance(logger.habits.skipDayChance)) continue;
    const date = addDaysToDate(today, -daysAgo);
    const menus = chooseDayMenus(random, logger.habits);
    // A meal left unlogged lowers the day's total, as it would in the app.
    const loggedShare = Math.min(
      1,
      menus.reduce((sum, [meal]) => sum + MEAL_SHARES[meal], 0),
    );
    const dayIntake = Math.max(0.3, logger.habits.intake + logger.habits.spread * random.normal());
    const targetKcal = logger.dailyNeedKcal * dayIntake * loggedShare;
    const baseKcal = menus.reduce((sum, [, menu]) => sum + sumMenuKcal(foods, menu), 0);
    const scale = Math.min(2.4, Math.max(0.45, targetKcal / baseKcal));
    for (const [meal, menu] of menus) {
      const minutes = MEAL_TIMES[meal] + Math.round(random.between(-7, 7)) * 5;
      const dateTime = atZonedTime(date, formatClockTime(minutes));
      if (dateTime > now) continue;
      planned.push({
        userId: logger.userId,
        dateTime,
        items: menu.map((item) => {
          const food = foods.get(item.food);
          const quantity = toLoggedQuantity(food, item.amount * scale * random.between(0.9, 1.1));
          return { foodId: food.id, quantity, snapshot: computeLoggedNutrients(food, quantity) };
        }),
      });
    }
  }
  return planned;
}

function chooseDayMenus(random: Random, habits: EatingHabits): [LoggedMeal, readonly MenuItem[]][] {
  const chosen: LoggedMeal[] = [];
  if (random.chance(MEAL_CHANCES.breakfast)) chosen.push('breakfast');
  if (random.chance(MEAL_CHANCES.lunch)) chosen.push('lunch');
  if (random.chance(habits.snackChance)) chosen.push('snack');
  if (random.chance(MEAL_CHANCES.dinner)) chosen.push('dinner');
  if (chosen.length === 0) chosen.push('lunch');
  return chosen.map((meal) => [meal, random.pick(MEAL_MENUS[meal])]);
}

function sumMenuKcal(foods: CatalogueFoods, menu: readonly MenuItem[]): number {
  return menu.reduce((sum, item) => {
    const food = foods.get(item.food);
    // Only to size the demo portions: a food without an energy value brings none the plan can count on.
    return sum + (computeLoggedNutrients(food, inUnitsOfFood(food, item.amount)).calories ?? 0);
  }, 0);
}

/** Portions as people log them: whole multiples of 5 g or ml, never less than 5. */
/** A menu's amount (grams or ml) in the log's quantity: a count of units for UNITS foods. */
function inUnitsOfFood(food: CatalogueFood, amount: number): number {
  return food.unitOfMeasurement === 'UNITS' ? amount / food.baselineWeight : amount;
}

/** A menu's amount as the log records it: whole units for UNITS foods, else a rounded amount. */
function toLoggedQuantity(food: CatalogueFood, amount: number): number {
  if (food.unitOfMeasurement === 'UNITS') return Math.max(1, Math.round(inUnitsOfFood(food, amount)));
  return roundPortion(amount);
}

function roundPortion(amount: number): number {
  return Math.max(5, Math.round(amount / 5) * 5);
}

function mealKey(userId: number, dateTime: Date): string {
  return `${userId}@${dateTime.getTime()}`;
}
