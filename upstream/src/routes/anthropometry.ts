// /v1/users/{id}/anthropometric-records, /anthropometry-preferences and /progress: the patient's own
// nutritionist reads and writes its assessments, the patient reads them (and its progress), anyone else
// gets 404. Mounted inside usersRoutes.
import { Hono } from 'hono';
import type { ZodError } from 'zod';
import {
  anthropometricRecordInputSchema,
  anthropometryPreferencesInputSchema,
  DATE_OUT_OF_BOUNDS,
  OUT_OF_RANGE,
  progressQuerySchema,
} from '@/lib/api/contract';
import type { ProgressPeriod } from '@/lib/rules/anthropometry/ranges';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { pathIdOrThrow } from '../http/path-id';
import { getProgress } from '../services/meals/progress';
import {
  createAnthropometricRecord,
  deleteAnthropometricRecord,
  getAnthropometricRecordOrThrow,
  invalidMeasurementDate,
  listAnthropometricRecords,
  setPreferredFatEquation,
  updateAnthropometricRecord,
} from '../services/record/anthropometric-records';

/**
 * A measurement outside its plausible range is a 400 of its own code, naming the field; a date before 1900
 * or past 2099 is told as one in the future is (services/record/anthropometric-records).
 */
function parseRecordInput(body: unknown) {
  const parsed = anthropometricRecordInputSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const { issues } = parsed.error as ZodError;
  if (issues.some((issue) => issue.message === DATE_OUT_OF_BOUNDS)) throw invalidMeasurementDate();
  const outOfRange = issues.find((issue) => issue.message === OUT_OF_RANGE);
  if (outOfRange) {
    throw new ApiError(
      400,
      'MEASUREMENT_OUT_OF_RANGE',
      `Medida fora da faixa aceita: ${outOfRange.path.join('.')}.`,
    );
  }
  throw parsed.error;
}

export function anthropometryRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const context = () => ({ timeZone: deps.config.APP_TIME_ZONE, now: deps.now() });

  // GET /v1/users/{id}/anthropometric-records – every record, newest first, and the preferred fat equation.
  app.get('/:id/anthropometric-records', access.patientOrOwnNutritionist, async (c) =>
    c.json(await listAnthropometricRecords(deps.db, c.get('subjectId'), context())),
  );

  // POST /v1/users/{id}/anthropometric-records – a new dated assessment.
  app.post('/:id/anthropometric-records', access.ownNutritionistNotThePatient, async (c) => {
    const input = parseRecordInput(await readJson(c));
    return c.json(await createAnthropometricRecord(deps.db, c.get('subjectId'), input, context()), 201);
  });

  // GET /v1/users/{id}/anthropometric-records/{recordId} – one record.
  app.get('/:id/anthropometric-records/:recordId', access.patientOrOwnNutritionist, async (c) => {
    const recordId = pathIdOrThrow(c, 'recordId');
    return c.json(await getAnthropometricRecordOrThrow(deps.db, c.get('subjectId'), recordId, context()));
  });

  // PUT /v1/users/{id}/anthropometric-records/{recordId} – replace a record's date and measurements.
  app.put('/:id/anthropometric-records/:recordId', access.ownNutritionistNotThePatient, async (c) => {
    const recordId = pathIdOrThrow(c, 'recordId');
    const input = parseRecordInput(await readJson(c));
    return c.json(await updateAnthropometricRecord(deps.db, c.get('subjectId'), recordId, input, context()));
  });

  // DELETE /v1/users/{id}/anthropometric-records/{recordId} – remove a record.
  app.delete('/:id/anthropometric-records/:recordId', access.ownNutritionistNotThePatient, async (c) => {
    const recordId = pathIdOrThrow(c, 'recordId');
    await deleteAnthropometricRecord(deps.db, c.get('subjectId'), recordId);
    return c.body(null, 204);
  });

  // PUT /v1/users/{id}/anthropometry-preferences – the body-fat equation the nutritionist prefers for the patient.
  app.put('/:id/anthropometry-preferences', access.ownNutritionistNotThePatient, async (c) => {
    const input = anthropometryPreferencesInputSchema.parse(await readJson(c));
    await setPreferredFatEquation(deps.db, c.get('subjectId'), input.preferred_fat_equation);
    return c.json(input);
  });

  // GET /v1/users/{id}/progress?days=30|90|180 – the adherence record: days, weeks and weights.
  app.get('/:id/progress', access.patientOrOwnNutritionist, async (c) => {
    const { days } = progressQuerySchema.parse(c.req.query());
    return c.json(await getProgress(deps.db, c.get('subjectId'), days as ProgressPeriod, context()));
  });

  return app;
}
