// How many calories a patient's day asks for: the ACTIVE meal plan's daily total when there is one,
// otherwise the estimate from the latest body measurement, age, sex and activity (lib/rules).
import { desc, eq, sql } from 'drizzle-orm';
import { estimateEnergyRequirement } from '@/lib/rules/energy-requirement';
import { type Db, selectRows } from '../db/client';
import { bodyMeasurements, users } from '../db/schema';

/** The ACTIVE plan's calories for a whole day, or null without an active plan. */
export async function sumActivePlanCalories(db: Db, patientId: number): Promise<number | null> {
  // Each planned food is baseline_weight × quantity of a food whose nutrients are per its own baseline.
  const [row] = await selectRows<{ plans: number; total: number | null }>(
    db,
    sql`select count(distinct p.id)::int as plans,
          sum(coalesce(f.calories, 0) * i.baseline_weight * i.quantity / f.baseline_weight)::float8 as total
        from meal_plans p
        left join meal_periods mp on mp.meal_plan_id = p.id
        left join meal_plan_foodstuffs i on i.meal_period_id = mp.id
        left join foodstuffs f on f.id = i.foodstuff_id
        where p.patient_id = ${patientId} and p.status = 'ACTIVE'`,
  );
  if (!row || row.plans === 0) return null;
  return Math.round(row.total ?? 0);
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
    .where(eq(bodyMeasurements.userId, patientId))
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
