// The end of the clinical record kept after a patient's erasure request (deletion-requests.ts): once
// CLINICAL_RECORD_RETENTION_YEARS have passed since its last entry (Lei 13.787/2018, art. 6: at least 20
// years from the last record), the jobs worker erases it in its hourly housekeeping. What goes: anamnesis
// versions, consultations with their notes, anthropometric records, goals, meal plans with their versions,
// the link to her nutritionist, invitations and notifications that name her, and her name, birth date and
// sex. What stays: her account row as an anonymous stub, because the access trail (its own retention) and the
// request point at it. PATIENT_TABLES (patients/patient-tables.ts) says which table gets what. Patients who
// never asked for erasure are never looked at.
import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, selectRows } from '../../db/client';
import {
  anamneses,
  appointments,
  bodyMeasurements,
  connectionRequests,
  consultationNotes,
  deletionRequests,
  mealPlans,
  mealPlanVersions,
  notifications,
  patientGoals,
  users,
} from '../../db/schema';
import { log } from '../../log';
import { PATIENT_TABLES, patientColumnOf, type RetentionStep } from '../patients/patient-tables';
import { erasedEmailOf } from './deletion-requests';

/** The name an account is left with once nothing of her record remains. */
export const ERASED_NAME = 'Dados excluídos';

/** The latest entry of the clinical record of `patientId` (null when it holds none). */
const lastRecordOf = (patientId: SQL) => sql`greatest(
  (select max(${anamneses.recordedAt}) from ${anamneses} where ${anamneses.patientId} = ${patientId}),
  (select max(${consultationNotes.recordedAt}) from ${consultationNotes}
    join ${appointments} on ${appointments.id} = ${consultationNotes.appointmentId}
    where ${appointments.patientId} = ${patientId}),
  (select max(${bodyMeasurements.measuredAt}) from ${bodyMeasurements}
    where ${bodyMeasurements.userId} = ${patientId}),
  (select max(${patientGoals.updatedAt}) from ${patientGoals} where ${patientGoals.patientId} = ${patientId}),
  (select max(greatest(${mealPlans.createdAt}, ${mealPlans.updatedAt})) from ${mealPlans}
    where ${mealPlans.patientId} = ${patientId}),
  (select max(${mealPlanVersions.replacedAt}) from ${mealPlanVersions}
    join ${mealPlans} on ${mealPlans.id} = ${mealPlanVersions.mealPlanId}
    where ${mealPlans.patientId} = ${patientId}),
  (select max(${appointments.startDateTime}) from ${appointments}
    where ${appointments.patientId} = ${patientId}))`;

/** Whether the record of `patientId` is empty or its last entry is before `cutoff`. */
const expiredBefore = (patientId: SQL, cutoff: Date) =>
  sql`coalesce(${lastRecordOf(patientId)}, '-infinity'::timestamptz) < ${cutoff.toISOString()}::timestamptz`;

/** `now` moved back by whole calendar years (29 February lands on 1 March in a common year). */
function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/** Erases every kept record whose retention is over; answers how many patients' records went. */
export async function eraseExpiredRecords(db: Db, now: Date, retentionYears: number): Promise<number> {
  const cutoff = yearsBefore(now, retentionYears);
  const due = await selectRows(
    db,
    sql`select ${deletionRequests.id} as id, ${deletionRequests.patientId} as patient_id
        from ${deletionRequests}
        where ${deletionRequests.status} = 'COMPLETED' and ${deletionRequests.recordErasedAt} is null
          and ${expiredBefore(sql`${deletionRequests.patientId}`, cutoff)}`,
    z.object({ id: z.number().int(), patient_id: z.number().int() }),
  );
  let erased = 0;
  for (const request of due) {
    if (await eraseRecord(db, request.id, request.patient_id, cutoff, now)) erased += 1;
  }
  return erased;
}

/** How each step of PATIENT_TABLES' retention is carried out, in the transaction that holds her row locked. */
const RETENTION_STEPS: Record<
  RetentionStep,
  (tx: Db, context: { patientId: number; requestId: number; now: Date }) => Promise<unknown>
> = {
  identification: (tx, { patientId, now }) =>
    tx
      .update(users)
      .set({ name: ERASED_NAME, birthDate: null, gender: null, physicalActivityFactor: null, updatedAt: now })
      .where(eq(users.id, patientId)),
  invitations: (tx, { patientId }) =>
    tx
      .delete(connectionRequests)
      .where(
        or(
          eq(connectionRequests.patientId, patientId),
          eq(connectionRequests.patientEmail, erasedEmailOf(patientId)),
        ),
      ),
  // A nutritionist's notifications about her carry her name beside her id.
  notificationsAboutHer: (tx, { patientId }) => {
    const aboutHer = JSON.stringify([{ key: 'patient_id', value: String(patientId) }]);
    return tx.delete(notifications).where(sql`${notifications.metadata} @> ${aboutHer}::jsonb`);
  },
  request: (tx, { requestId, now }) =>
    tx.update(deletionRequests).set({ recordErasedAt: now }).where(eq(deletionRequests.id, requestId)),
};

async function eraseRecord(
  db: Db,
  requestId: number,
  patientId: number,
  cutoff: Date,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Another process's housekeeping may hold this request: it does the work, this one moves on.
    const [request] = await tx
      .select({ id: deletionRequests.id })
      .from(deletionRequests)
      .where(and(eq(deletionRequests.id, requestId), isNull(deletionRequests.recordErasedAt)))
      .for('update', { skipLocked: true });
    if (!request) return false;
    // Locking her row holds back a record being written meanwhile; one written before is seen below.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, patientId)).for('update');
    const [still] = await selectRows(
      tx,
      sql`select ${expiredBefore(sql`${patientId}`, cutoff)} as expired`,
      z.object({ expired: z.boolean() }),
    );
    if (!still?.expired) return false;

    // Notes go with their appointments; a plan's meals, foods, substitutions and versions go with the plan.
    const context = { patientId, requestId, now };
    for (const { table, patient, retention } of PATIENT_TABLES) {
      if ('by' in retention && retention.by) await RETENTION_STEPS[retention.by](tx, context);
      else if (retention.do === 'delete')
        await tx.delete(table).where(eq(patientColumnOf(patient), patientId));
    }
    log.info({ patientId, deletionRequestId: requestId }, 'clinical record erased: its retention is over');
    return true;
  });
}
