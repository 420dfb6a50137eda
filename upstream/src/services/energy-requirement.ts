// How many calories a patient's day asks for: the ACTIVE meal plan's daily total when there is one,
// otherwise the estimate from the latest body measurement, age, sex and activity (lib/rules).
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { estimateEnergyRequirement } from '@/lib/rules/energy-requirement';
import { type Db, selectRows } from '../db/client';
import { bodyMeasurements, users } from '../db/schema';
import { plannedFoodsOf, SUM_PLANNED_CALORIES } from './nutrients';

/** The ACTIVE plan's calories for a whole day, or null without an active plan. */
export async function sumActivePlanCalories(db: Db, patientId: number): Promise<number | null> {
  const [row] = await selectRows(
    db,
    sql`select count(distinct p.id)::int as plans, ${SUM_PLANNED_CALORIES}::float8 as total
        from meal_plans p
        ${plannedFoodsOf('p.id')}
        where p.patient_id = ${patientId} and p.status = 'ACTIVE'`,
    z.object({ plans: z.number().int(), total: z.number().nullable() }),
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
