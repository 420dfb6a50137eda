// The record form's text fields and their check: the contract's own schema (safeParse), so the form and
// the API refuse the same values. Numbers are typed with a comma or a dot; the date as dd/mm/aaaa.
import type { AnthropometricRecord, AnthropometricRecordInput } from '@/lib/api/contract';
import { OUT_OF_RANGE } from '@/lib/api/contract/values';
import { brDateToIso, formatIsoDateToBr } from '@/lib/format/dates';
import { readDecimal, toDecimalFieldText } from '@/lib/format/numbers';
import { MEASUREMENT_FIELDS, type MeasurementField } from '@/lib/rules/anthropometry/sites';

export type RecordFormValues = { date: string } & Record<MeasurementField, string>;
export type RecordFormError = 'required' | 'invalidDate' | 'futureDate' | 'invalidNumber' | 'outOfRange';
export type RecordFormErrors = Partial<Record<'date' | MeasurementField, RecordFormError>>;

export function toRecordFormValues(record: AnthropometricRecord | null, today: string): RecordFormValues {
  const values = Object.fromEntries(
    MEASUREMENT_FIELDS.map((field) => [field, record ? toDecimalFieldText(record[field]) : '']),
  ) as Record<MeasurementField, string>;
  return { date: formatIsoDateToBr(record?.date ?? today), ...values };
}

/**
 * Checks the form with the contract's schema, loaded on the first submit: zod and the schemas are no part
 * of the anthropometry page until then. Rejects when the schema cannot load (no connection).
 */
export async function parseRecordForm(
  values: RecordFormValues,
  today: string,
): Promise<{ input: AnthropometricRecordInput } | { errors: RecordFormErrors }> {
  const { anthropometricRecordInputSchema } = await import('@/lib/api/contract/anthropometry');
  const errors: RecordFormErrors = {};
  const date = values.date.trim() === '' ? null : brDateToIso(values.date);
  if (values.date.trim() === '') errors.date = 'required';
  else if (!date) errors.date = 'invalidDate';
  else if (date > today) errors.date = 'futureDate';
  const candidate: Record<string, unknown> = { date };
  for (const field of MEASUREMENT_FIELDS) {
    const parsed = readDecimal(values[field]);
    if (Number.isNaN(parsed)) errors[field] = 'invalidNumber';
    else candidate[field] = parsed;
  }
  const checked = anthropometricRecordInputSchema.safeParse(candidate);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] as 'date' | MeasurementField;
      errors[field] ??=
        issue.message === OUT_OF_RANGE ? 'outOfRange' : field === 'date' ? 'invalidDate' : 'invalidNumber';
    }
  }
  if (Object.keys(errors).length > 0 || !checked.success) return { errors };
  return { input: checked.data };
}
