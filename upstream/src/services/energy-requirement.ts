// How many calories a patient's day asks for: the ACTIVE meal plan's daily total when there is one,
// otherwise the estimate from the latest record with weight and height, age, sex and activity (lib/rules).
import { and, desc, eq } from 'drizzle-orm';
import { estimateEnergyRequirement } from '@/lib/rules/energy-requirement';
import { computeDailyKcal } from '@/lib/rules/meal-plan-totals';
import type { Db } from '../db/client';
import { bodyMeasurements, users } from '../db/schema';
import { hasWeightAndHeight } from './body-measurements';
import { findActiveMealPlan } from './meal-plans';

/** The ACTIVE plan's calories for a whole day (the same total its screen shows), or null without one. */
export async function sumActivePlanCalories(db: Db, patientId: number): Promise<number | null> {
  const plan = await findActiveMealPlan(db, patientId);
  return plan ? computeDailyKcal(plan.meal_periods) : null;
}

/** Required calories of any day for this patient, as of `today` (YYYY-MM-DD in the service's zone). */
export async function getRequiredCalories(db: Db, patientId: number, today: string): Promise<number | null> {
  const planned = await sumActivePlanCalories(db, patientId);
  if (planned !== null) return planned;
  const [person] = await db
    .select({ birthDate: users.birthDate, gender: users.gender, activity: users.physicalActivityFactor })
    .from(users)
    .where(eq(users.id, patientId));
  if (!person) return null;
  const [measurement] = await db
    .select({ weight: bodyMeasurements.weight, height: bodyMeasurements.height })
    .from(bodyMeasurements)
    .where(and(eq(bodyMeasurements.userId, patientId), hasWeightAndHeight))
    .orderBy(desc(bodyMeasurements.measuredAt))
    .limit(1);
  return estimateEnergyRequirement(
    {
      weightKg: measurement?.weight ?? null,
      heightCm: measurement?.height ?? null,
      birthDate: person.birthDate,
      gender: person.gender,
      activity: person.activity,
    },
    today,
  );
}
