// A patient's daily and monthly meal summaries (spec 2 §3). Every total is summed by the database over
// the day's or month's meals, found through meals_user_date_idx; nothing loads a patient's whole history.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  DailyMealSummary,
  DayCalories,
  FoodsWithoutValue,
  Meal,
  MonthlyMealSummary,
  SummaryDay,
  SummaryWeek,
} from '@/lib/api/contract';
import { addDaysToDate, getWeekdayOf } from '@/lib/rules/calendar';
import { getLatestSummaryDate } from '@/lib/rules/date-bounds';
import { toZonedDate } from '@/lib/rules/zoned-date';
import { type Db, jsonArrayColumn, selectRows, timestampColumn } from '../../db/client';
import { invalidData } from '../../errors';
import {
  requirementFactsColumns,
  requirementFactsSchema,
  toRequirementHistory,
} from '../record/requirement-facts';
import {
  isRequirementEstimatedOn,
  requirementFoodsWithoutEnergyOn,
  requirementOn,
} from '../record/requirement-history';
import { listMealsBetween } from './meals';

/** Hours (in the service's zone) where the daily donut's periods begin: Manhã, Tarde, Noite. */
export const MORNING_STARTS_AT = 5;
export const AFTERNOON_STARTS_AT = 12;
export const EVENING_STARTS_AT = 18;

const dayTotalsSchema = z.object({
  day: z.string(),
  meal_count: z.number().int(),
  calories: z.number(),
  proteins: z.number(),
  sodium: z.number(),
  carbohydrates: z.number(),
  morning: z.number(),
  afternoon: z.number(),
  evening: z.number(),
  // The day's logged foods without a value of each nutrient (its sums above add the known ones only).
  unknown_calories: z.number().int(),
  unknown_proteins: z.number().int(),
  unknown_sodium: z.number().int(),
  unknown_carbohydrates: z.number().int(),
});
type DayTotals = z.infer<typeof dayTotalsSchema>;

/** The day's counts of foods without a value, as the contract carries them beside the totals. */
export function toFoodsWithoutValue(day: DayTotals | undefined): FoodsWithoutValue {
  return {
    calories: day?.unknown_calories ?? 0,
    proteins: day?.unknown_proteins ?? 0,
    sodium: day?.unknown_sodium ?? 0,
    carbohydrates: day?.unknown_carbohydrates ?? 0,
  };
}

const summaryRowSchema = z.object({
  // The patient's facts: what says what each day needed.
  ...requirementFactsSchema.shape,
  last_meal: timestampColumn.nullable(),
  // The sums of each day with meals.
  days: jsonArrayColumn(dayTotalsSchema),
});

interface SummaryFacts {
  /** The calories needed on a day of the range, by what was in force that day (services/record/requirement-history). */
  requiredOn(day: string): number | null;
  /** The foods without an energy value that the day's required calories left out. */
  requiredFoodsWithoutEnergyOn(day: string): number;
  /** The day's requirement is the body estimate (Mifflin–St Jeor), not a plan's total. */
  requiredEstimatedOn(day: string): boolean;
  lastMealAt: string | null;
  days: Map<string, DayTotals>;
}

/**
 * In one query, one row: per-day sums over [fromDate, toDate) of the zone (each day with meals), what says the
 * calories each day needed (services/record/requirement-facts) and the latest meal. The summaries and the
 * adherence record (services/meals/progress.ts) read it alike.
 */
export async function loadSummaryFacts(
  db: Db,
  userId: number,
  fromDate: string,
  toDate: string,
  { timeZone, now }: SummaryContext,
): Promise<SummaryFacts> {
  const rows = await selectRows(
    db,
    sql`with facts as (
          select
            ${requirementFactsColumns(fromDate, toDate, timeZone)},
            (select max(date_time) from meals where user_id = u.id and date_time <= ${now.toISOString()}::timestamptz) as last_meal
          from users u
          where u.id = ${userId}
        ),
        -- Each meal's sums first: the day's meal count is then a plain count, not a distinct one.
        per_meal as (
          select m.date_time at time zone ${timeZone} as local,
            sum(mf.calories) as calories,
            sum(mf.proteins) as proteins,
            sum(mf.sodium) as sodium,
            sum(mf.carbohydrates) as carbohydrates,
            -- SQL's sum skips NULL (not analysed): the foods it skipped are counted, so the day says it is partial.
            count(*) filter (where mf.calories is null) as unknown_calories,
            count(*) filter (where mf.proteins is null) as unknown_proteins,
            count(*) filter (where mf.sodium is null) as unknown_sodium,
            count(*) filter (where mf.carbohydrates is null) as unknown_carbohydrates
          from meals m
          join meal_foodstuffs mf on mf.meal_id = m.id
          where m.user_id = ${userId}
            and m.date_time >= (${fromDate}::date)::timestamp at time zone ${timeZone}
            and m.date_time < (${toDate}::date)::timestamp at time zone ${timeZone}
          group by m.id
        ),
        days as (
          select local::date::text as day,
            count(*)::int as meal_count,
            coalesce(sum(calories), 0)::float8 as calories,
            coalesce(sum(proteins), 0)::float8 as proteins,
            coalesce(sum(sodium), 0)::float8 as sodium,
            coalesce(sum(carbohydrates), 0)::float8 as carbohydrates,
            coalesce(sum(calories) filter (where h.hour >= ${MORNING_STARTS_AT} and h.hour < ${AFTERNOON_STARTS_AT}), 0)::float8 as morning,
            coalesce(sum(calories) filter (where h.hour >= ${AFTERNOON_STARTS_AT} and h.hour < ${EVENING_STARTS_AT}), 0)::float8 as afternoon,
            coalesce(sum(calories) filter (where h.hour >= ${EVENING_STARTS_AT} or h.hour < ${MORNING_STARTS_AT}), 0)::float8 as evening,
            sum(unknown_calories)::int as unknown_calories,
            sum(unknown_proteins)::int as unknown_proteins,
            sum(unknown_sodium)::int as unknown_sodium,
            sum(unknown_carbohydrates)::int as unknown_carbohydrates
          from per_meal
          cross join lateral (select extract(hour from local)::int as hour) h
          group by 1
        )
        -- One row: the facts once, not again beside each day (a 180-day record read them 180 times).
        select f.*, coalesce((select json_agg(d) from days d), '[]') as days from facts f`,
    summaryRowSchema,
  );
  const [first] = rows;
  if (!first) {
    return {
      requiredOn: () => null,
      requiredFoodsWithoutEnergyOn: () => 0,
      requiredEstimatedOn: () => false,
      lastMealAt: null,
      days: new Map(),
    };
  }
  const history = toRequirementHistory(first);
  const days = new Map(first.days.map((day) => [day.day, day]));
  return {
    requiredOn: (day) => requirementOn(history, day),
    requiredFoodsWithoutEnergyOn: (day) => requirementFoodsWithoutEnergyOn(history, day),
    requiredEstimatedOn: (day) => isRequirementEstimatedOn(history, day),
    lastMealAt: first.last_meal ? new Date(first.last_meal).toISOString() : null,
    days,
  };
}

/** What a day asked for and what was eaten, with what the requirement left out and whether it is the estimate. */
function toDayCalories(
  date: string,
  acquired: number,
  facts: Pick<SummaryFacts, 'requiredOn' | 'requiredFoodsWithoutEnergyOn' | 'requiredEstimatedOn'>,
): DayCalories {
  const required = facts.requiredOn(date);
  return {
    required,
    acquired,
    required_foods_without_energy: facts.requiredFoodsWithoutEnergyOn(date),
    required_estimated: required !== null && facts.requiredEstimatedOn(date),
  };
}

// ── Calendar arithmetic on YYYY-MM-DD strings (lib/rules/calendar) ─────────────────────────────────

/** The month's first day and the next month's: one month, whatever the year (Date.UTC reads 1 as 1901). */
function monthBounds(yearMonth: string): { first: string; next: string } {
  const [year = 1970, month = 1] = yearMonth.split('-').map(Number);
  const [nextYear, nextMonth] = month === 12 ? [year + 1, 1] : [year, month + 1];
  const next = `${String(nextYear).padStart(4, '0')}-${String(nextMonth).padStart(2, '0')}-01`;
  return { first: `${yearMonth}-01`, next };
}

/** The month cut into Sunday-to-Saturday weeks, the first and last clipped to the month. */
export function splitMonthIntoWeeks(yearMonth: string): { start: string; end: string; dates: string[] }[] {
  const { first, next } = monthBounds(yearMonth);
  const weeks: { start: string; end: string; dates: string[] }[] = [];
  for (let date = first; date < next; date = addDaysToDate(date, 1)) {
    if (weeks.length === 0 || getWeekdayOf(date) === 0) weeks.push({ start: date, end: date, dates: [] });
    const week = weeks.at(-1);
    if (!week) continue;
    week.dates.push(date);
    week.end = date;
  }
  return weeks;
}

// ── Summaries ───────────────────────────────────────────────────────────────────────────────────────

export interface SummaryContext {
  timeZone: string;
  now: Date;
}

/** No summary screen looks past the week holding today (lib/rules/date-bounds): a later period is a 400. */
function requireWithinHorizon(period: string, field: string, { timeZone, now }: SummaryContext): void {
  const latest = getLatestSummaryDate(toZonedDate(now, timeZone));
  if (period > latest.slice(0, period.length)) throw invalidData(`Campo inválido: ${field}.`);
}

export async function getDailySummary(
  db: Db,
  userId: number,
  date: string,
  { timeZone, now }: SummaryContext,
): Promise<DailyMealSummary> {
  requireWithinHorizon(date, 'date', { timeZone, now });
  const next = addDaysToDate(date, 1);
  const [facts, meals] = await Promise.all([
    loadSummaryFacts(db, userId, date, next, { timeZone, now }),
    listMealsBetween(db, userId, date, next, timeZone),
  ]);
  const day = facts.days.get(date);
  return {
    date,
    total_of_calories: day?.calories ?? 0,
    total_of_proteins: day?.proteins ?? 0,
    total_of_sodium: day?.sodium ?? 0,
    total_of_carbohydrates: day?.carbohydrates ?? 0,
    foods_without_value: toFoodsWithoutValue(day),
    calories_period: {
      morning: day?.morning ?? 0,
      afternoon: day?.afternoon ?? 0,
      evening: day?.evening ?? 0,
    },
    calories: toDayCalories(date, day?.calories ?? 0, facts),
    meals,
    last_meal_date_time: facts.lastMealAt,
  };
}

export async function getMonthlySummary(
  db: Db,
  userId: number,
  yearMonth: string,
  { timeZone, now }: SummaryContext,
): Promise<MonthlyMealSummary> {
  requireWithinHorizon(yearMonth, 'year_month', { timeZone, now });
  const { first, next } = monthBounds(yearMonth);
  const [facts, meals] = await Promise.all([
    loadSummaryFacts(db, userId, first, next, { timeZone, now }),
    listMealsBetween(db, userId, first, next, timeZone),
  ]);
  const mealsByDay = new Map<string, Meal[]>();
  for (const meal of meals) {
    const day = toZonedDate(new Date(meal.date_time), timeZone);
    mealsByDay.set(day, [...(mealsByDay.get(day) ?? []), meal]);
  }
  const toDay = (date: string): SummaryDay => {
    const row = facts.days.get(date);
    return {
      date,
      calories: toDayCalories(date, row?.calories ?? 0, facts),
      total_of_calories: row?.calories ?? 0,
      total_of_proteins: row?.proteins ?? 0,
      total_of_sodium: row?.sodium ?? 0,
      total_of_carbohydrates: row?.carbohydrates ?? 0,
      foods_without_value: toFoodsWithoutValue(row),
      meals: mealsByDay.get(date) ?? [],
    };
  };
  const weeks: SummaryWeek[] = splitMonthIntoWeeks(yearMonth).map((week, index) => {
    const days = week.dates.map(toDay);
    const logged = days.filter((day) => day.meals.length > 0).map((day) => day.total_of_calories);
    return {
      week_index: index,
      start_date: week.start,
      end_date: week.end,
      minimum_calories: logged.length > 0 ? Math.min(...logged) : null,
      maximum_calories: logged.length > 0 ? Math.max(...logged) : null,
      days,
    };
  });
  return { year_month: yearMonth, weeks };
}
