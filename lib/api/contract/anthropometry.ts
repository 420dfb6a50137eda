// Anthropometric records of a patient (/v1/users/{id}/anthropometric-records), the preferred body-fat
// equation, and the adherence record (/v1/users/{id}/progress). Every measurement is optional but the
// date, and each one lies in its plausible range (lib/rules/anthropometry/ranges.ts) or the call is a 400
// MEASUREMENT_OUT_OF_RANGE naming the field.
import { z } from 'zod';
import { FAT_EQUATIONS } from '@/lib/rules/anthropometry/density-equations';
import { MEASUREMENT_RANGES, PROGRESS_PERIODS } from '@/lib/rules/anthropometry/ranges';
import { MEASUREMENT_FIELDS, type MeasurementField } from '@/lib/rules/anthropometry/sites';
import { isoDateSchema } from './common';
import { boundedDateSchema } from './dates';
import { OUT_OF_RANGE } from './values';

// Part of the contract, kept beside the sites it lists so the plain values (./values) import no rules.
export { MEASUREMENT_FIELDS };

const measurementSchema = (field: MeasurementField) =>
  z
    .number()
    .min(MEASUREMENT_RANGES[field].min, OUT_OF_RANGE)
    .max(MEASUREMENT_RANGES[field].max, OUT_OF_RANGE)
    .nullable()
    .optional();

const measurementShape = Object.fromEntries(
  MEASUREMENT_FIELDS.map((field) => [field, measurementSchema(field)]),
) as Record<MeasurementField, ReturnType<typeof measurementSchema>>;

export const anthropometricRecordInputSchema = z.object({ date: boundedDateSchema, ...measurementShape });
export type AnthropometricRecordInput = z.infer<typeof anthropometricRecordInputSchema>;

export const anthropometricRecordSchema = z.object({
  id: z.number().int(),
  patient_id: z.number().int(),
  date: isoDateSchema,
  ...(Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, z.number().nullable()])) as Record<
    MeasurementField,
    z.ZodNullable<z.ZodNumber>
  >),
});
export type AnthropometricRecord = z.infer<typeof anthropometricRecordSchema>;

export const fatEquationSchema = z.enum(FAT_EQUATIONS);

/** The patient's records, newest first, and the body-fat equation its nutritionist prefers. */
export const anthropometricRecordListSchema = z.object({
  records: z.array(anthropometricRecordSchema),
  preferred_fat_equation: fatEquationSchema.nullable(),
});
export type AnthropometricRecordList = z.infer<typeof anthropometricRecordListSchema>;

export const anthropometryPreferencesInputSchema = z.object({ preferred_fat_equation: fatEquationSchema });
export type AnthropometryPreferences = z.infer<typeof anthropometryPreferencesInputSchema>;

export const progressQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (PROGRESS_PERIODS as readonly number[]).includes(days))
    .default(90),
});

export const dayAdherenceSchema = z.enum(['FOLLOWED', 'NOT_FOLLOWED', 'UNREGISTERED']);

export const progressDaySchema = z.object({
  date: isoDateSchema,
  required: z.number().nullable(),
  acquired: z.number(),
  /** Foods without an energy value left out of `acquired` (logged) and `required` (the plan's): partial when any. */
  acquired_foods_without_energy: z.number().int().nonnegative(),
  required_foods_without_energy: z.number().int().nonnegative(),
  meal_count: z.number().int(),
  status: dayAdherenceSchema,
});
export type ProgressDay = z.infer<typeof progressDaySchema>;

export const progressWeekSchema = z.object({
  start_date: isoDateSchema,
  end_date: isoDateSchema,
  followed_days: z.number().int(),
  days: z.number().int(),
  adherence_percentage: z.number().int().nullable(),
});
export type ProgressWeek = z.infer<typeof progressWeekSchema>;

/** The last `days` days up to today: each day judged by the day rule, Sunday-to-Saturday weeks, weights. */
export const progressSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  days: z.array(progressDaySchema),
  weeks: z.array(progressWeekSchema),
  weights: z.array(z.object({ date: isoDateSchema, weight: z.number() })),
});
export type Progress = z.infer<typeof progressSchema>;
