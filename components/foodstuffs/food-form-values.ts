// The food form's values as typed (text), and what the form checks before the contract's schema has loaded.
// The checks by the schema, and the request it accepts, load with it (food-form-rule.ts); the conversion to
// units with the fields that offer it (food-form-units.ts); a food's values for the form on the server
// (food-form-initial-values.ts).
import type { Brand, CreateFoodstuffRequest, FoodGroup, Nutrient, Unit } from '@/lib/api/contract';
import { readDecimal } from '@/lib/format/numbers';
import { isValidBarcode } from '@/lib/rules/barcodes';
import type { ComponentKey } from '@/lib/rules/food-component-keys';
import { mapNutrients, NUTRIENTS } from '@/lib/rules/nutrients';
import { type ComponentTexts, emptyComponentTexts } from './food-component-values';

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
export const UNKNOWN_MARK = 'unknown';
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
export function typedAmount(text: string): number | null {
  const value = readDecimal(text);
  return value !== null && Number.isFinite(value) ? value : null;
}

export function isBarcodeAcceptable(barcode: string): boolean {
  return barcode.trim() === '' || isValidBarcode(barcode.trim());
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
  return rule ? rule.isSavable(values) : screenAccepts(values);
}

export type FoodFormField = 'baselineWeight' | Nutrient | `components.${ComponentKey}`;

/** A field the form asks for. */
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
 * The contract's checks of a food (food-form-rule.ts), loaded with zod and the schemas when the form is
 * first used (food-form.tsx).
 */
export interface FoodRule {
  isSavable(values: FoodFormValues): boolean;
  findSaveBlockers(values: FoodFormValues): SaveBlockers;
  findTooLargeFields(values: FoodFormValues): ReadonlySet<FoodFormField>;
  /** The request of a form the contract accepts. */
  toFoodstuffRequest(values: FoodFormValues): CreateFoodstuffRequest;
  componentLabel(key: ComponentKey): string;
}

/** Every field the form asks for, in the order the form shows them. */
const REQUIRED_FIELDS: readonly FoodFormRequiredField[] = [
  'name',
  'group',
  'unitOfMeasurement',
  'baselineWeight',
  ...NUTRIENTS,
];

/** Each required field as typed, trimmed; a nutrient marked unknown is filled (UNKNOWN_MARK). */
export function requiredFieldTexts(values: FoodFormValues): Record<FoodFormRequiredField, string> {
  return {
    name: values.name.trim(),
    group: values.group,
    unitOfMeasurement: values.unitOfMeasurement,
    baselineWeight: values.baselineWeight.trim(),
    ...(Object.fromEntries(NUTRIENTS.map((name) => [name, values.nutrients[name] ?? UNKNOWN_MARK])) as Record<
      Nutrient,
      string
    >),
  };
}

/** The blockers, the required fields listed in the form's order: those empty, and those `invalid`. */
export function listBlockers(
  text: Record<FoodFormRequiredField, string>,
  invalid: ReadonlySet<FoodFormRequiredField>,
  others: Pick<SaveBlockers, 'barcode' | 'tooLarge' | 'unreadableComponents'>,
): SaveBlockers {
  return {
    ...others,
    missing: REQUIRED_FIELDS.filter((field) => text[field] === ''),
    invalid: REQUIRED_FIELDS.filter((field) => invalid.has(field)),
  };
}

/**
 * What keeps 'Salvar' disabled, named so the footer can say exactly that and nothing else. Until the
 * contract's schema has loaded (null): the empty fields, the unreadable numbers and the barcode.
 */
export function findSaveBlockers(values: FoodFormValues, rule: FoodRule | null): SaveBlockers {
  if (rule) return rule.findSaveBlockers(values);
  const text = requiredFieldTexts(values);
  const invalid = new Set<FoodFormRequiredField>();
  for (const field of ['baselineWeight', ...NUTRIENTS] as const)
    if (text[field] !== '' && text[field] !== UNKNOWN_MARK && typedAmount(text[field]) === null)
      invalid.add(field);
  return listBlockers(text, invalid, {
    barcode: !isBarcodeAcceptable(values.barcode),
    tooLarge: false,
    unreadableComponents: [],
  });
}

/**
 * Fields holding a number the contract refuses as too large, from the issues its schema reports; none until
 * the schema has loaded (null).
 */
export function findTooLargeFields(
  values: FoodFormValues,
  rule: FoodRule | null,
): ReadonlySet<FoodFormField> {
  return rule ? rule.findTooLargeFields(values) : new Set();
}
