// The food form's values as typed (text), and the rules that turn them into the contract's request.
import type { z } from 'zod';
import type { Brand, CreateFoodstuffRequest, FoodGroup, Foodstuff, Nutrient, Unit } from '@/lib/api/contract';
import { NUTRIENTS } from '@/lib/api/contract/values';
import { readDecimal, toDecimalFieldText } from '@/lib/format/numbers';
import { isValidBarcode } from '@/lib/rules/barcodes';
import type { ComponentKey } from '@/lib/rules/food-components';
import { mapNutrients } from '@/lib/rules/nutrients';
import { type ConvertibleFood, canConvertToUnits, convertToUnits } from '@/lib/rules/unit-conversion';
import {
  type ComponentTexts,
  emptyComponentTexts,
  scaleComponentTexts,
  toComponentsRequest,
  toComponentTexts,
} from './food-component-values';

export interface FoodFormValues {
  name: string;
  /** The name the patient reads on her plan; blank: none. */
  patientName: string;
  group: FoodGroup | '';
  unitOfMeasurement: Unit | '';
  baselineWeight: string;
  barcode: string;
  brand: Brand | null;
  photo: { id: number; url: string } | null;
  /** As typed; null where the nutrient is marked unknown ('Sem valor'), which is not the same as 0. */
  nutrients: Record<Nutrient, string | null>;
  /** The other components as typed: blank is unknown ('Sem valor'), 'Tr' is trace. */
  components: ComponentTexts;
}

export const NAME_MAX_LENGTH = 200;
/** How findSaveBlockers reads a nutrient marked unknown: a filled field. */
const UNKNOWN_MARK = 'unknown';
export const BARCODE_MAX_LENGTH = 13;
const DECIMALS = 3;

export function emptyFoodFormValues(): FoodFormValues {
  return {
    name: '',
    patientName: '',
    group: '',
    unitOfMeasurement: '',
    baselineWeight: '',
    barcode: '',
    brand: null,
    photo: null,
    nutrients: mapNutrients(() => ''),
    components: emptyComponentTexts(),
  };
}

/** Keeps digits and one decimal separator (comma or dot), with at most three decimals. */
export function sanitizeDecimalInput(raw: string): string {
  const cleaned = raw.replace(/[^\d.,]/g, '').replace('.', ',');
  const [whole = '', ...rest] = cleaned.split(',');
  if (rest.length === 0) return whole.slice(0, 9);
  return `${whole.slice(0, 9)},${rest.join('').replace(/\D/g, '').slice(0, DECIMALS)}`;
}

/** The typed text as a number, or null while empty or unreadable. 0 is a value (spec 1 §5, edit form). */
function typedAmount(text: string): number | null {
  const value = readDecimal(text);
  return value !== null && Number.isFinite(value) ? value : null;
}

export function fromFoodstuff(food: Foodstuff, options: { keepBarcode: boolean }): FoodFormValues {
  // An unknown value of the catalogue comes back marked unknown, not as a blank to fill in.
  const nutrients = Object.fromEntries(
    NUTRIENTS.map((name) => {
      const value = food.nutrition_information[name];
      return [name, value === null ? null : toDecimalFieldText(value)];
    }),
  ) as Record<Nutrient, string | null>;
  return {
    name: food.name,
    patientName: food.patient_name ?? '',
    group: food.group,
    unitOfMeasurement: food.unit_of_measurement,
    baselineWeight: toDecimalFieldText(food.baseline_weight),
    // A copy cannot keep the barcode: barcodes are unique in the catalogue.
    barcode: options.keepBarcode ? (food.barcode ?? '') : '',
    brand: food.brand,
    photo:
      food.photo_id !== null && food.photo_url !== null ? { id: food.photo_id, url: food.photo_url } : null,
    nutrients,
    components: toComponentTexts(food.components),
  };
}

export function isBarcodeAcceptable(barcode: string): boolean {
  return barcode.trim() === '' || isValidBarcode(barcode.trim());
}

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

/** The contract's request schema of a food, which the form checks with. */
export type FoodRule = typeof import('@/lib/api/contract/foodstuffs')['createFoodstuffRequestSchema'];

/**
 * The schema, loaded with `import()` when the form is first used: zod and the schemas are no part of the
 * food form's pages until then. Rejects when it cannot load (no connection).
 */
export function importFoodRule(): Promise<FoodRule> {
  return import('@/lib/api/contract/foodstuffs').then((contract) => contract.createFoodstuffRequestSchema);
}

/** The form judged by the contract's own request schema, so the form never allows what the API refuses. */
function checkFoodForm(values: FoodFormValues, rule: FoodRule) {
  return rule.safeParse(toDraftRequest(values));
}

/** The screen's own check, while the contract's schema loads: every field filled, numbers readable. */
function screenAccepts(values: FoodFormValues): boolean {
  const filled = (text: string | null) => text === null || typedAmount(text) !== null;
  return (
    values.name.trim() !== '' &&
    values.group !== '' &&
    values.unitOfMeasurement !== '' &&
    typedAmount(values.baselineWeight) !== null &&
    NUTRIENTS.every((name) => filled(values.nutrients[name])) &&
    isBarcodeAcceptable(values.barcode)
  );
}

/**
 * Salvar is enabled only when the contract accepts the request: name, group, unit, base weight and the six
 * nutrients filled (spec 1 §5), amounts within its limits; brand and barcode optional, but a barcode that
 * is typed must be valid. 0 counts as filled, and so does a nutrient marked unknown. Until the contract's
 * schema has loaded (null), the screen's own check; a save checks with the schema again.
 */
export function isSavable(values: FoodFormValues, rule: FoodRule | null): boolean {
  return rule ? checkFoodForm(values, rule).success : screenAccepts(values);
}

export type FoodFormField = 'baselineWeight' | Nutrient | `components.${ComponentKey}`;

/** Every field the form asks for, in the order the form shows them. */
export type FoodFormRequiredField = 'name' | 'group' | 'unitOfMeasurement' | 'baselineWeight' | Nutrient;

export interface SaveBlockers {
  /** Required fields still empty. */
  missing: FoodFormRequiredField[];
  /** Filled fields the contract refuses for another reason than their size (e.g. a baseline weight of 0). */
  invalid: FoodFormRequiredField[];
  barcode: boolean;
  tooLarge: boolean;
  /** Other components typed so the contract cannot read them (a lone comma). */
  unreadableComponents: ComponentKey[];
}

/**
 * What keeps 'Salvar' disabled, named so the footer can say exactly that and nothing else. Until the
 * contract's schema has loaded (null): the empty fields, the unreadable numbers and the barcode.
 */
export function findSaveBlockers(values: FoodFormValues, rule: FoodRule | null): SaveBlockers {
  const blockers: SaveBlockers = {
    missing: [],
    invalid: [],
    barcode: false,
    tooLarge: false,
    unreadableComponents: [],
  };
  const result = rule ? checkFoodForm(values, rule) : null;
  if (result?.success) return blockers;
  const text: Record<FoodFormRequiredField, string> = {
    name: values.name.trim(),
    group: values.group,
    unitOfMeasurement: values.unitOfMeasurement,
    baselineWeight: values.baselineWeight.trim(),
    // A nutrient marked unknown is filled: it is said to have no value.
    ...(Object.fromEntries(NUTRIENTS.map((name) => [name, values.nutrients[name] ?? UNKNOWN_MARK])) as Record<
      Nutrient,
      string
    >),
  };
  const fieldOf: Record<string, FoodFormRequiredField> = {
    name: 'name',
    group: 'group',
    unit_of_measurement: 'unitOfMeasurement',
    baseline_weight: 'baselineWeight',
  };
  const invalid = new Set<FoodFormRequiredField>();
  if (!result) {
    blockers.barcode = !isBarcodeAcceptable(values.barcode);
    for (const field of ['baselineWeight', ...NUTRIENTS] as const)
      if (text[field] !== '' && text[field] !== UNKNOWN_MARK && typedAmount(text[field]) === null)
        invalid.add(field);
  }
  for (const issue of result?.error?.issues ?? []) {
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
  const order: FoodFormRequiredField[] = [
    'name',
    'group',
    'unitOfMeasurement',
    'baselineWeight',
    ...NUTRIENTS,
  ];
  blockers.missing = order.filter((field) => text[field] === '');
  blockers.invalid = order.filter((field) => invalid.has(field));
  return blockers;
}

/**
 * Fields holding a number the contract refuses as too large, from the issues its schema reports; none until
 * the schema has loaded (null).
 */
export function findTooLargeFields(
  values: FoodFormValues,
  rule: FoodRule | null,
): ReadonlySet<FoodFormField> {
  const fields = new Set<FoodFormField>();
  if (!rule) return fields;
  const result = checkFoodForm(values, rule);
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

export function toFoodstuffRequest(values: FoodFormValues, rule: FoodRule): CreateFoodstuffRequest {
  if (!checkFoodForm(values, rule).success) throw new Error('The form is not complete');
  return toDraftRequest(values) as CreateFoodstuffRequest;
}

function toConvertible(values: FoodFormValues): ConvertibleFood {
  // Marked unknown is null (filled, and stays unknown); an empty or incomplete field is undefined (not filled).
  const nutrients = Object.fromEntries(
    NUTRIENTS.map((name) => {
      const text = values.nutrients[name];
      return [name, text === null ? null : (typedAmount(text) ?? undefined)];
    }),
  ) as ConvertibleFood['nutrients'];
  return {
    unitOfMeasurement: values.unitOfMeasurement,
    baselineWeight: typedAmount(values.baselineWeight),
    nutrients,
  };
}

export function canConvertFormToUnits(values: FoodFormValues): boolean {
  return values.unitOfMeasurement !== '' && canConvertToUnits(toConvertible(values));
}

/** The form after 'Converter para unidade': nutrients per unit, base weight the unit's weight, measure UNITS. */
export function convertFormToUnits(values: FoodFormValues, unitWeight: number): FoodFormValues {
  const converted = convertToUnits(toConvertible(values), unitWeight);
  const nutrients = Object.fromEntries(
    NUTRIENTS.map((name) => {
      const value = converted.nutrients[name];
      return [name, value == null ? null : toDecimalFieldText(value)];
    }),
  ) as Record<Nutrient, string | null>;
  return {
    ...values,
    unitOfMeasurement: 'UNITS',
    baselineWeight: toDecimalFieldText(converted.baselineWeight),
    nutrients,
    components: scaleComponentTexts(values.components, unitWeight, typedAmount(values.baselineWeight) ?? 1),
  };
}
