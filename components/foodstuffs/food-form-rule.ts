// The food form judged by the contract's own request schema, so the form never allows what the API refuses.
// Loaded with zod and the schemas when the form is first used (importFoodRule in food-form-values.ts).
import type { z } from 'zod';
import type { CreateFoodstuffRequest, Nutrient } from '@/lib/api/contract';
import { createFoodstuffRequestSchema } from '@/lib/api/contract/foodstuffs';
import { NUTRIENTS } from '@/lib/api/contract/values';
import { readDecimal } from '@/lib/format/numbers';
import { type ComponentKey, FOOD_COMPONENTS } from '@/lib/rules/food-components';
import { toComponentsRequest } from './food-component-values';
import {
  type FoodFormField,
  type FoodFormRequiredField,
  type FoodFormValues,
  listBlockers,
  requiredFieldTexts,
  type SaveBlockers,
} from './food-form-values';

/** The request the form would send, unchecked: what is missing or unreadable stays so for the schema to judge. */
function toDraftRequest(values: FoodFormValues) {
  // NaN is refused by the contract's numbers like a missing value, and names no other rule.
  const amount = (text: string) => readDecimal(text) ?? Number.NaN;
  return {
    name: values.name.trim(),
    patient_name: values.patientName.trim() === '' ? null : values.patientName.trim(),
    group: values.group || undefined,
    unit_of_measurement: values.unitOfMeasurement || undefined,
    baseline_weight: amount(values.baselineWeight),
    barcode: values.barcode.trim() === '' ? null : values.barcode.trim(),
    brand_id: values.brand?.id ?? null,
    photo_id: values.photo?.id ?? null,
    nutrition_information: Object.fromEntries(
      NUTRIENTS.map((name) => {
        const text = values.nutrients[name];
        return [name, text === null ? null : amount(text)];
      }),
    ),
    components: toComponentsRequest(values.components),
  };
}

/** Whether the contract refuses a value for its size; a component's, as its union reports it, too. */
function isTooBig(issue: z.core.$ZodIssue): boolean {
  if (issue.code === 'too_big') return true;
  return issue.code === 'invalid_union' && issue.errors.some((branch) => branch.some(isTooBig));
}

function checkFoodForm(values: FoodFormValues) {
  return createFoodstuffRequestSchema.safeParse(toDraftRequest(values));
}

/** Whether the contract accepts the request the form would send. */
export function isSavable(values: FoodFormValues): boolean {
  return checkFoodForm(values).success;
}

/** What keeps 'Salvar' disabled, by the contract's issues (food-form-values.ts names them for the footer). */
export function findSaveBlockers(values: FoodFormValues): SaveBlockers {
  const blockers: SaveBlockers = {
    missing: [],
    invalid: [],
    barcode: false,
    tooLarge: false,
    unreadableComponents: [],
  };
  const result = checkFoodForm(values);
  if (result.success) return blockers;
  const text = requiredFieldTexts(values);
  const fieldOf: Record<string, FoodFormRequiredField> = {
    name: 'name',
    group: 'group',
    unit_of_measurement: 'unitOfMeasurement',
    baseline_weight: 'baselineWeight',
  };
  const invalid = new Set<FoodFormRequiredField>();
  for (const issue of result.error.issues) {
    const [first, second] = issue.path;
    if (first === 'barcode') {
      blockers.barcode = true;
      continue;
    }
    if (isTooBig(issue) && first !== 'name' && first !== 'patient_name') {
      blockers.tooLarge = true;
      continue;
    }
    if (first === 'components') {
      blockers.unreadableComponents.push(second as ComponentKey);
      continue;
    }
    const field =
      first === 'nutrition_information' && NUTRIENTS.includes(second as Nutrient)
        ? (second as Nutrient)
        : fieldOf[String(first)];
    if (field && text[field] !== '') invalid.add(field);
  }
  return listBlockers(text, invalid, blockers);
}

/** Fields holding a number the contract refuses as too large, from the issues its schema reports. */
export function findTooLargeFields(values: FoodFormValues): ReadonlySet<FoodFormField> {
  const fields = new Set<FoodFormField>();
  const result = checkFoodForm(values);
  if (result.success) return fields;
  for (const issue of result.error.issues) {
    if (!isTooBig(issue)) continue;
    const [first, second] = issue.path;
    if (first === 'baseline_weight') fields.add('baselineWeight');
    if (first === 'nutrition_information' && NUTRIENTS.includes(second as Nutrient))
      fields.add(second as Nutrient);
    if (first === 'components') fields.add(`components.${String(second)}` as FoodFormField);
  }
  return fields;
}

/** The request of a form the contract accepts (a save checks again before it sends). */
export function toFoodstuffRequest(values: FoodFormValues): CreateFoodstuffRequest {
  if (!checkFoodForm(values).success) throw new Error('The form is not complete');
  return toDraftRequest(values) as CreateFoodstuffRequest;
}

/** A component's name, as its field says it: the checks name the components they cannot read. */
export function componentLabel(key: ComponentKey): string {
  return FOOD_COMPONENTS[key].label;
}
