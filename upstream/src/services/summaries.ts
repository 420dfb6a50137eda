// A patient's daily and monthly meal summaries (spec 2 §3). Every total is summed by the database over
// the day's or month's meals, found through meals_user_date_idx; nothing loads a patient's whole history.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DailyMealSummary, Meal, MonthlyMealSummary, SummaryDay, SummaryWeek } from '@/lib/api/contract';
import { type Db, selectRows, timestampColumn } from '../db/client';
import { getRequiredCalories } from './energy-requirement';
import { listMealsBetween } from './meals';

/** Hours (in the service's zone) where the daily donut's periods begin: Manhã, Tarde, Noite. */
export const MORNING_STARTS_AT = 5;
export const AFTERNOON_STARTS_AT = 12;
export const EVENING_STARTS_AT = 18;

const dayTotalsRowSchema = z.object({
  day: z.string(),
  meal_count: z.number().int(),
  calories: z.number(),
  proteins: z.number(),
  sodium: z.number(),
  carbohydrates: z.number(),
  morning: z.number(),
  afternoon: z.number(),
  evening: z.number(),
});

/** Per-day sums over [fromDate, toDate) of the zone, one row per day that has meals. */
export async function sumDays(db: Db, userId: number, fromDate: string, toDate: string, timeZone: string) {
  const rows = await selectRows(
    db,
    sql`select (m.date_time at time zone ${timeZone})::date::text as day,
          count(distinct m.id)::int as meal_count,
          coalesce(sum(mf.calories), 0)::float8 as calories,
          coalesce(sum(mf.proteins), 0)::float8 as proteins,
          coalesce(sum(mf.sodium), 0)::float8 as sodium,
          coalesce(sum(mf.carbohydrates), 0)::float8 as carbohydrates,
          coalesce(sum(mf.calories) filter (where h.hour >= ${MORNING_STARTS_AT} and h.hour < ${AFTERNOON_STARTS_AT}), 0)::float8 as morning,
          coalesce(sum(mf.calories) filter (where h.hour >= ${AFTERNOON_STARTS_AT} and h.hour < ${EVENING_STARTS_AT}), 0)::float8 as afternoon,
          coalesce(sum(mf.calories) filter (where h.hour >= ${EVENING_STARTS_AT} or h.hour < ${MORNING_STARTS_AT}), 0)::float8 as evening
        from meals m
        join meal_foodstuffs mf on mf.meal_id = m.id
        cross join lateral (select extract(hour from m.date_time at time zone ${timeZone})::int as hour) h
        where m.user_id = ${userId}
          and m.date_time >= (${fromDate}::date)::timestamp at time zone ${timeZone}
          and m.date_time < (${toDate}::date)::timestamp at time zone ${timeZone}
        group by 1`,
    dayTotalsRowSchema,
  );
  return new Map(rows.map((row) => [row.day, row]));
}

async function findLastMealAt(db: Db, userId: number, now: Date): Promise<string | null> {
  const [row] = await selectRows(
    db,
    sql`select max(date_time) as last from meals where user_id = ${userId} and date_time <= ${now.toISOString()}::timestamptz`,
    z.object({ last: timestampColumn.nullable() }),
  );
  return row?.last ? new Date(row.last).toISOString() : null;
}

// ── Calendar arithmetic on YYYY-MM-DD strings ───────────────────────────────────────────────────────

export function toZonedDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

function parseDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: string, days: number): string {
  const value = parseDate(date);
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
function weekdayOf(date: string): number {
  return parseDate(date).getUTCDay();
}

function monthBounds(yearMonth: string): { first: string; next: string } {
  const [year, month] = yearMonth.split('-').map(Number);
  const next = new Date(Date.UTC(year ?? 1970, month ?? 1, 1)).toISOString().slice(0, 10);
  return { first: `${yearMonth}-01`, next };
}

/** The month cut into Sunday-to-Saturday weeks, the first and last clipped to the month. */
export function splitMonthIntoWeeks(yearMonth: string): { start: string; end: string; dates: string[] }[] {
  const { first, next } = monthBounds(yearMonth);
  const weeks: { start: string; end: string; dates: string[] }[] = [];
  for (let date = first; date < next; date = addDays(date, 1)) {
    if (weeks.length === 0 || weekdayOf(date) === 0) weeks.push({ start: date, end: date, dates: [] });
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

export async function getDailySummary(
  db: Db,
  userId: number,
  date: string,
  { timeZone, now }: SummaryContext,
): Promise<DailyMealSummary> {
  const next = addDays(date, 1);
  const [required, meals, totals, lastMealAt] = await Promise.all([
    getRequiredCalories(db, userId, toZonedDate(now, timeZone)),
    listMealsBetween(db, userId, date, next, timeZone),
    sumDays(db, userId, date, next, timeZone),
    findLastMealAt(db, userId, now),
  ]);
  const day = totals.get(date);
  return {
    date,
    total_of_calories: day?.calories ?? 0,
    total_of_proteins: day?.proteins ?? 0,
    total_of_sodium: day?.sodium ?? 0,
    total_of_carbohydrates: day?.carbohydrates ?? 0,
    calories_period: {
      morning: day?.morning ?? 0,
      afternoon: day?.afternoon ?? 0,
      evening: day?.evening ?? 0,
    },
    calories: { required, acquired: day?.calories ?? 0 },
    meals,
    last_meal_date_time: lastMealAt,
  };
}

export async function getMonthlySummary(
  db: Db,
  userId: number,
  yearMonth: string,
  { timeZone, now }: SummaryContext,
): Promise<MonthlyMealSummary> {
  const { first, next } = monthBounds(yearMonth);
  const [required, meals, totals] = await Promise.all([
    getRequiredCalories(db, userId, toZonedDate(now, timeZone)),
    listMealsBetween(db, userId, first, next, timeZone),
    sumDays(db, userId, first, next, timeZone),
  ]);
  const mealsByDay = new Map<string, Meal[]>();
  for (const meal of meals) {
    const day = toZonedDate(new Date(meal.date_time), timeZone);
    mealsByDay.set(day, [...(mealsByDay.get(day) ?? []), meal]);
  }
  const toDay = (date: string): SummaryDay => {
    const row = totals.get(date);
    return {
      date,
      calories: { required, acquired: row?.calories ?? 0 },
      total_of_calories: row?.calories ?? 0,
      total_of_proteins: row?.proteins ?? 0,
      total_of_sodium: row?.sodium ?? 0,
      total_of_carbohydrates: row?.carbohydrates ?? 0,
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
