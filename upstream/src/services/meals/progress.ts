// The adherence record of a patient (/v1/users/{id}/progress): the last 30, 90 or 180 days up to today,
// each day's calories summed by the database (the summaries' own per-day sums) and judged by the one day
// rule (lib/rules/adherence.ts) against the same required calories the summaries show; the weekly share of
// followed days; and the weights of the anthropometric records in the period.
import { and, asc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Progress, ProgressDay, ProgressWeek } from '@/lib/api/contract';
import { classifyDayAdherence } from '@/lib/rules/adherence';
import type { ProgressPeriod } from '@/lib/rules/anthropometry/ranges';
import { addDaysToDate, getWeekdayOf } from '@/lib/rules/calendar';
import { toAdherencePercentage } from '@/lib/rules/weekly-adherence';
import { toZonedDate } from '@/lib/rules/zoned-date';
import type { Db } from '../../db/client';
import { bodyMeasurements } from '../../db/schema';
import { loadSummaryFacts, type SummaryContext, toFoodsWithoutValue } from './summaries';

/** Sunday-to-Saturday weeks of the period, the first and last clipped to it. */
function groupIntoWeeks(days: ProgressDay[]): ProgressWeek[] {
  const weeks: ProgressDay[][] = [];
  for (const day of days) {
    const sunday = getWeekdayOf(day.date) === 0;
    if (weeks.length === 0 || sunday) weeks.push([]);
    weeks.at(-1)?.push(day);
  }
  return weeks.map((week) => {
    const followed = week.filter((day) => day.status === 'FOLLOWED').length;
    return {
      start_date: week[0]?.date ?? '',
      end_date: week.at(-1)?.date ?? '',
      followed_days: followed,
      days: week.length,
      adherence_percentage: toAdherencePercentage(followed, week.length),
    };
  });
}

export async function getProgress(
  db: Db,
  patientId: number,
  period: ProgressPeriod,
  { timeZone, now }: SummaryContext,
): Promise<Progress> {
  const today = toZonedDate(now, timeZone);
  const from = addDaysToDate(today, -(period - 1));
  const next = addDaysToDate(today, 1);
  const [{ requiredOn, requiredFoodsWithoutEnergyOn, days: totals }, weights] = await Promise.all([
    loadSummaryFacts(db, patientId, from, next, { timeZone, now }),
    db
      .select({
        date: sql<string>`((${bodyMeasurements.measuredAt} at time zone ${timeZone})::date)::text`,
        weight: bodyMeasurements.weight,
      })
      .from(bodyMeasurements)
      .where(
        and(
          eq(bodyMeasurements.userId, patientId),
          isNotNull(bodyMeasurements.weight),
          gte(bodyMeasurements.measuredAt, sql`(${from}::date)::timestamp at time zone ${timeZone}`),
          lt(bodyMeasurements.measuredAt, sql`(${next}::date)::timestamp at time zone ${timeZone}`),
        ),
      )
      .orderBy(asc(bodyMeasurements.measuredAt)),
  ]);
  const days: ProgressDay[] = [];
  for (let date = from; date < next; date = addDaysToDate(date, 1)) {
    const row = totals.get(date);
    const required = requiredOn(date);
    const intake = { required, acquired: row?.calories ?? 0, mealCount: row?.meal_count ?? 0 };
    days.push({
      date,
      required,
      acquired: intake.acquired,
      acquired_foods_without_energy: toFoodsWithoutValue(row).calories,
      required_foods_without_energy: required === null ? 0 : requiredFoodsWithoutEnergyOn(date),
      meal_count: intake.mealCount,
      status: classifyDayAdherence(intake),
    });
  }
  return {
    from,
    to: today,
    days,
    weeks: groupIntoWeeks(days),
    weights: weights.flatMap(({ date, weight }) => (weight === null ? [] : [{ date, weight }])),
  };
}
