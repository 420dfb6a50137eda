// A patient's anthropometric records: one dated assessment each, kept in body_measurements (whose latest
// weight and height the energy requirement and GET /v1/users/{id} also read). The record's date is a day
// of the service's zone, stored as that day's noon so the order by measured_at stays the order by date.
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  type AnthropometricRecord,
  type AnthropometricRecordInput,
  type AnthropometricRecordList,
  fatEquationSchema,
  MEASUREMENT_FIELDS,
} from '@/lib/api/contract';
import type { MeasurementField } from '@/lib/rules/anthropometry/sites';
import { EARLIEST_DATE } from '@/lib/rules/date-bounds';
import { toZonedDate } from '@/lib/rules/zoned-date';
import type { Db } from '../../db/client';
import { bodyMeasurements, nutritionistPatients } from '../../db/schema';
import { ApiError, notFound } from '../../errors';

type Columns = typeof bodyMeasurements._.columns;
const camel = (field: string) => field.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
const columnOf = (field: MeasurementField) =>
  getTableColumns(bodyMeasurements)[camel(field) as keyof Columns];

const recordColumns = (timeZone: string) => ({
  id: bodyMeasurements.id,
  patient_id: bodyMeasurements.userId,
  date: sql<string>`((${bodyMeasurements.measuredAt} at time zone ${timeZone})::date)::text`,
  ...(Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, columnOf(field)])) as Record<
    MeasurementField,
    ReturnType<typeof columnOf>
  >),
});

function toRecord(row: Record<string, unknown>): AnthropometricRecord {
  return row as AnthropometricRecord;
}

/** Noon of a day of the zone, as the instant stored in measured_at. */
const noonOf = (date: string, timeZone: string) =>
  sql`(${date}::date + time '12:00') at time zone ${timeZone}`;

function toColumnValues(input: AnthropometricRecordInput) {
  return Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [camel(field), input[field] ?? null]));
}

export const invalidMeasurementDate = () =>
  new ApiError(400, 'INVALID_MEASUREMENT_DATE', 'A data do registro não pode ser futura.');

/** A record's date is a real day of the past or today, never the future. */
function requirePastDate(date: string, today: string): void {
  if (date > today || date < EARLIEST_DATE) throw invalidMeasurementDate();
}

export interface RecordContext {
  timeZone: string;
  now: Date;
}

export async function listAnthropometricRecords(
  db: Db,
  patientId: number,
  { timeZone }: RecordContext,
): Promise<AnthropometricRecordList> {
  const rows = await db
    .select(recordColumns(timeZone))
    .from(bodyMeasurements)
    .where(eq(bodyMeasurements.userId, patientId))
    .orderBy(desc(bodyMeasurements.measuredAt), desc(bodyMeasurements.id));
  const [link] = await db
    .select({ equation: nutritionistPatients.preferredFatEquation })
    .from(nutritionistPatients)
    .where(eq(nutritionistPatients.patientId, patientId));
  const preferred = fatEquationSchema.safeParse(link?.equation);
  return { records: rows.map(toRecord), preferred_fat_equation: preferred.success ? preferred.data : null };
}

export async function getAnthropometricRecordOrThrow(
  db: Db,
  patientId: number,
  recordId: number,
  { timeZone }: RecordContext,
): Promise<AnthropometricRecord> {
  const [row] = await db
    .select(recordColumns(timeZone))
    .from(bodyMeasurements)
    .where(and(eq(bodyMeasurements.id, recordId), eq(bodyMeasurements.userId, patientId)));
  if (!row) throw notFound('Registro');
  return toRecord(row);
}

export async function createAnthropometricRecord(
  db: Db,
  patientId: number,
  input: AnthropometricRecordInput,
  context: RecordContext,
): Promise<AnthropometricRecord> {
  requirePastDate(input.date, toZonedDate(context.now, context.timeZone));
  const [row] = await db
    .insert(bodyMeasurements)
    .values({ userId: patientId, measuredAt: noonOf(input.date, context.timeZone), ...toColumnValues(input) })
    .returning({ id: bodyMeasurements.id });
  if (!row) throw notFound('Registro');
  return getAnthropometricRecordOrThrow(db, patientId, row.id, context);
}

/** Replaces every measurement of the record (an absent one becomes empty) and its date. */
export async function updateAnthropometricRecord(
  db: Db,
  patientId: number,
  recordId: number,
  input: AnthropometricRecordInput,
  context: RecordContext,
): Promise<AnthropometricRecord> {
  requirePastDate(input.date, toZonedDate(context.now, context.timeZone));
  const updated = await db
    .update(bodyMeasurements)
    .set({ measuredAt: noonOf(input.date, context.timeZone), ...toColumnValues(input) })
    .where(and(eq(bodyMeasurements.id, recordId), eq(bodyMeasurements.userId, patientId)))
    .returning({ id: bodyMeasurements.id });
  if (updated.length === 0) throw notFound('Registro');
  return getAnthropometricRecordOrThrow(db, patientId, recordId, context);
}

export async function deleteAnthropometricRecord(db: Db, patientId: number, recordId: number): Promise<void> {
  const deleted = await db
    .delete(bodyMeasurements)
    .where(and(eq(bodyMeasurements.id, recordId), eq(bodyMeasurements.userId, patientId)))
    .returning({ id: bodyMeasurements.id });
  if (deleted.length === 0) throw notFound('Registro');
}

/** Remembers the body-fat equation the nutritionist prefers for this patient. */
export async function setPreferredFatEquation(db: Db, patientId: number, equation: string): Promise<void> {
  await db
    .update(nutritionistPatients)
    .set({ preferredFatEquation: equation })
    .where(eq(nutritionistPatients.patientId, patientId));
}
