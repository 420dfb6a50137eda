// The one place the access trail is written (LGPD art. 11, 18): wrapped around every care route, it records
// who called which care route on which patient, with what outcome and the call's request id. The care routes
// are those whose entry in the route table (lib/api/contract/operations/) has a `trail`; a route without one
// leaves no row (the trail's own reads among them).
//
// What is recorded: a call answered (2xx/3xx) as ALLOWED; a call refused with 403 or 404 as REFUSED, so a
// nutritionist or an administrator probing a patient who is not theirs shows in her trail. A call without a
// valid token (401) has nobody to name and leaves no row, nor does invalid input (400) or a conflict (409):
// nothing was read or changed. A failure to record is logged and does not undo the answer. A path id is
// read as the rules read it (lib/rules/ids.ts): `0x4` or `04` names no patient, is refused with 404 by
// every rule, and leaves no row.
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AccessTrailOutcome } from '@/lib/api/contract';
import { operations, type TrailEntry, type TrailPatient } from '@/lib/api/contract/operations';
import { MAX_ID, readId } from '@/lib/rules/ids';
import type { AppDeps } from '../deps';
import { findMoneyOwner, type MoneyKind } from '../services/finance/money-owners';
import { findMealPlanPatient } from '../services/meal-plans/meal-plans';
import { recordAccesses } from '../services/record/access-trail';
import type { AppEnv } from './context';
import { readBatchOf } from './read-batch';

/** The care routes, 'GET /v1/users/:id', with their line in the trail: the route table's `trail` entries. */
export const CARE_ROUTES: ReadonlyMap<string, TrailEntry> = new Map(
  operations.flatMap((operation) =>
    operation.trail
      ? [[`${operation.method.toUpperCase()} ${operation.path}`, operation.trail] as const]
      : [],
  ),
);

/** The route pattern the path matched ('/v1/users/:id/meals'), as the access log names it. */
function matchedRoute(c: Context<AppEnv>): string | undefined {
  return matchedRoutes(c)
    .filter((route) => !route.path.endsWith('*'))
    .at(-1)?.path;
}

/** The path's segment right after `prefix`, decoded ('%200x4' is ' 0x4'). */
function segmentAfter(path: string, prefix: string): string | undefined {
  const segment = path.slice(prefix.length).split('/')[1];
  try {
    return segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The id a refused call aimed at. Only the one spelling is ever answered (readId), but a probe written
 * `0x4`, `4e0` or `00004` aimed at id 4 all the same, as Number() reads it: its refusal is recorded there,
 * so trying other spellings shows in the patient's trail. This reading decides nothing but the record.
 */
function aimedAt(segment: string | undefined): number | null {
  const id = readId(segment);
  if (id !== null || segment === undefined || segment.trim() === '') return id;
  const read = Number(segment);
  return Number.isInteger(read) && read >= 1 && read <= MAX_ID ? read : null;
}

const idAfter = (path: string, prefix: string) => aimedAt(segmentAfter(path, prefix));

/** Where the `:id` of each kind of the practice's money sits in a path. */
const MONEY_PREFIXES: Record<MoneyKind, string> = {
  appointment: '/v1/appointments',
  'patient-package': '/v1/patient-packages',
  payment: '/v1/payments',
  receipt: '/v1/receipts',
};

/**
 * The patient a call touched. Once its rule allowed it, the one the rule checked (`subjectId`,
 * `planPatientId`): a call answered is recorded on the patient it reached. A call refused is recorded on
 * the patient its path aimed at (aimedAt), whatever the spelling.
 */
async function findPatient(
  deps: AppDeps,
  c: Context<AppEnv>,
  patient: Exclude<TrailPatient, 'listed'>,
): Promise<number | null> {
  if (patient === 'user') return c.get('subjectId') ?? idAfter(c.req.path, '/v1/users');
  if (patient in MONEY_PREFIXES) {
    const established = c.get('subjectId');
    if (established !== undefined) return established;
    const kind = patient as MoneyKind;
    const id = idAfter(c.req.path, MONEY_PREFIXES[kind]);
    return id === null ? null : ((await findMoneyOwner(deps.db, kind, id))?.patientId ?? null);
  }
  if (patient === 'plan') {
    const established = c.get('planPatientId');
    if (established !== undefined) return established;
    const planId = idAfter(c.req.path, '/v1/meal-plans');
    return planId === null ? null : findMealPlanPatient(deps.db, planId);
  }
  // A plan or a record refused before it existed has no patient the API may trust: only a created one is
  // recorded, on the plan's patient or on the new record.
  if (c.res.status !== 201) return null;
  const created = (await c.res.clone().json()) as { patient_id?: unknown; id?: unknown };
  const patientId = patient === 'created-plan' ? created.patient_id : created.id;
  return typeof patientId === 'number' ? patientId : null;
}

/** The patients a call's rows are about: each one a list of money answered names, else the one it touched. */
async function trailPatientsOf(
  deps: AppDeps,
  c: Context<AppEnv>,
  patient: TrailPatient,
  outcome: AccessTrailOutcome,
): Promise<number[]> {
  // A list of the practice's money names many patients, and only once it is answered: a line each.
  if (patient === 'listed') return outcome === 'ALLOWED' ? [...new Set(c.get('trailPatients') ?? [])] : [];
  const id = await findPatient(deps, c, patient);
  return id === null ? [] : [id];
}

const outcomeOf = (status: number): AccessTrailOutcome | null =>
  status < 400 ? 'ALLOWED' : status === 403 || status === 404 ? 'REFUSED' : null;

export function accessTrail(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const route = matchedRoute(c);
    const careRoute = route ? CARE_ROUTES.get(`${c.req.method} ${route}`) : undefined;
    const auth = c.get('auth');
    const outcome = outcomeOf(c.res.status);
    if (!careRoute || !auth || !outcome) return;
    const requestId = c.get('requestId' as never) as string;
    const actor = { userId: auth.userId, roles: auth.roles };
    try {
      const base = {
        actor,
        resource: careRoute.resource,
        action: careRoute.action,
        outcome,
        requestId,
        at: deps.now(),
      };
      const patientIds = await trailPatientsOf(deps, c, careRoute.patient, outcome);
      const records = patientIds.map((patientId) => ({ ...base, patientId }));
      // A call of a batch of reads leaves its rows to the batch, which writes them all in one statement.
      const batch = readBatchOf(c);
      if (batch) batch.trail.push(...records);
      else await recordAccesses(deps.db, records);
    } catch (error) {
      deps.log.error({ err: error, reqId: requestId }, 'access trail: recording failed');
    }
  };
}
