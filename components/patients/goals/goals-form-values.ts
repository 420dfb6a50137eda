// The goals form's text fields and their way back to the contract, checked by the contract's own schema.
import type { GoalBasis, PatientGoals, PatientGoalsInput } from '@/lib/api/contract';
import { GOAL_NUTRIENTS } from '@/lib/api/contract/values';
import { brDateToIso, formatIsoDateToBr } from '@/lib/format/dates';
import { readDecimal, toDecimalFieldText } from '@/lib/format/numbers';
import type { EnergyEquationId, PaCategory } from '@/lib/rules/energy';

export interface GoalsFormValues {
  target_weight: string;
  target_date: string;
  basis: GoalBasis;
  energy: string;
  proteins: string;
  carbohydrates: string;
  fats: string;
  /** '' is the default equation (Mifflin–St Jeor). */
  energy_equation: EnergyEquationId | '';
  /** '' is the category her activity level maps to. */
  pa_category: PaCategory | '';
}
/** Stands for the form's own 'dd/mm/aaaa' message (the contract's messages are shown as they are). */
export const INVALID_DATE = 'INVALID_DATE';

export type GoalsFormErrors = Partial<Record<keyof GoalsFormValues, string>>;

export function toGoalsFormValues(goals: PatientGoals | undefined): GoalsFormValues {
  return {
    target_weight: toDecimalFieldText(goals?.target_weight ?? null),
    target_date: goals?.target_date ? formatIsoDateToBr(goals.target_date) : '',
    basis: goals?.basis ?? 'TOTAL',
    energy: toDecimalFieldText(goals?.energy ?? null),
    proteins: toDecimalFieldText(goals?.proteins ?? null),
    carbohydrates: toDecimalFieldText(goals?.carbohydrates ?? null),
    fats: toDecimalFieldText(goals?.fats ?? null),
    energy_equation: goals?.energy_equation ?? '',
    pa_category: goals?.pa_category ?? '',
  };
}

/**
 * Checks the form with the contract's schema, loaded on the first submit: zod and the schemas are no part
 * of the patient's page until then.
 */
export async function parseGoalsForm(
  values: GoalsFormValues,
): Promise<{ input: PatientGoalsInput } | { errors: GoalsFormErrors }> {
  const { patientGoalsInputSchema } = await import('@/lib/api/contract/patient-goals');
  const errors: GoalsFormErrors = {};
  const dateText = values.target_date.trim();
  const date = dateText === '' ? null : brDateToIso(dateText);
  if (dateText !== '' && !date) errors.target_date = INVALID_DATE;
  const raw = {
    target_weight: readDecimal(values.target_weight),
    target_date: date,
    basis: values.basis,
    ...Object.fromEntries(GOAL_NUTRIENTS.map((nutrient) => [nutrient, readDecimal(values[nutrient])])),
    energy_equation: values.energy_equation || null,
    // The category only speaks to the EER: another equation keeps none.
    pa_category: values.energy_equation === 'IOM_EER_2005' ? values.pa_category || null : null,
  };
  const parsed = patientGoalsInputSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof GoalsFormValues | undefined;
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { input: parsed.data };
}
