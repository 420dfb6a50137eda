// The access trail of a patient's care data (LGPD art. 11, 18): written by http/access-trail.ts on every
// call of a care route, read newest first, pruned after the retention period. No function here changes or
// removes a single row: only age does.
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type {
  AccessTrailAction,
  AccessTrailOutcome,
  AccessTrailPage,
  AccessTrailResource,
  AccessTrailRole,
} from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { hasRole, type Role } from '../../db/roles';
import { accessTrail, userRoles, users } from '../../db/schema';
import { toPage } from '../../infra/paging';

export interface AccessRecord {
  patientId: number;
  actor: { userId: number; roles: Role[] };
  resource: AccessTrailResource;
  action: AccessTrailAction;
  outcome: AccessTrailOutcome;
  requestId: string;
  at: Date;
}

/** How the caller stood towards the patient: she herself, a nutritionist, an administrator. */
function roleOf(actor: AccessRecord['actor'], patientId: number): AccessTrailRole {
  if (actor.userId === patientId) return 'PATIENT';
  if (hasRole(actor.roles, 'ROLE_NUTRITIONIST')) return 'NUTRITIONIST';
  if (hasRole(actor.roles, 'ROLE_ADMIN')) return 'ADMIN';
  return 'PATIENT';
}

/**
 * Adds the rows, in one statement, of those whose `patientId` names a patient: a refused guess at an id of
 * nobody, or of a nutritionist or an administrator, is no patient's trail. One call of a care route writes
 * one row, a list of the practice's money a row per patient it names, and a batch of reads (routes/reads.ts)
 * the rows of all its calls together.
 */
export async function recordAccesses(db: Db, records: readonly AccessRecord[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map(
    (record) => sql`(${record.patientId}::int, ${record.actor.userId}::int,
      ${roleOf(record.actor, record.patientId)}::access_trail_role, ${record.resource}::access_trail_resource,
      ${record.action}::access_trail_action, ${record.outcome}::access_trail_outcome, ${record.requestId}::text,
      ${record.at.toISOString()}::timestamptz)`,
  );
  await db.execute(sql`
    insert into ${accessTrail} (patient_id, actor_id, actor_role, resource, action, outcome, request_id, at)
    select row.patient_id, row.actor_id, row.actor_role, row.resource, row.action, row.outcome, row.request_id,
      row.at
    from (values ${sql.join(rows, sql`, `)})
      as row (patient_id, actor_id, actor_role, resource, action, outcome, request_id, at)
    where exists (select 1 from ${users} where ${users.id} = row.patient_id)
      and not exists (
        select 1 from ${userRoles}
        where ${userRoles.userId} = row.patient_id and ${userRoles.role} in ('ROLE_NUTRITIONIST', 'ROLE_ADMIN')
      )`);
}

/** A page of her trail, newest first, each row with its actor's name (null once the account is gone). */
export async function listAccessTrail(
  db: Db,
  patientId: number,
  query: { page: number; size: number },
): Promise<AccessTrailPage> {
  const where = eq(accessTrail.patientId, patientId);
  const [total] = await db.select({ value: count() }).from(accessTrail).where(where);
  const rows = await db
    .select({
      id: accessTrail.id,
      patient_id: accessTrail.patientId,
      actor_id: accessTrail.actorId,
      actor_name: users.name,
      actor_role: accessTrail.actorRole,
      resource: accessTrail.resource,
      action: accessTrail.action,
      outcome: accessTrail.outcome,
      request_id: accessTrail.requestId,
      at: sql<string>`to_char(${accessTrail.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(accessTrail)
    .leftJoin(users, eq(users.id, accessTrail.actorId))
    .where(where)
    .orderBy(desc(accessTrail.at), desc(accessTrail.id))
    .limit(query.size)
    .offset(query.page * query.size);
  const content = rows.map(({ actor_id, actor_name, ...row }) => ({
    ...row,
    actor: actor_id !== null && actor_name !== null ? { id: actor_id, name: actor_name } : null,
  }));
  return toPage(content, total?.value ?? 0, query.size);
}

/** Deletes the rows older than the retention period; answers how many. */
export async function pruneAccessTrail(db: Db, now: Date, retentionDays: number): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  const deleted = await db
    .delete(accessTrail)
    .where(lt(accessTrail.at, before))
    .returning({ id: accessTrail.id });
  return deleted.length;
}

/** Whether `id` is a patient's account (an administrator reads the trail of any patient, and only those). */
export async function isPatientAccount(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} in ('ROLE_NUTRITIONIST', 'ROLE_ADMIN'))`,
      ),
    );
  return Boolean(row);
}
