// The food form's other components (lib/rules/food-components) as typed: blank is 'Sem valor' (unknown),
// 'Tr' is trace, anything else an amount. Apart from the six nutrients, none is required.
import { readDecimal, toDecimalFieldText } from '@/lib/format/numbers';
import {
  COMPONENT_KEYS,
  type ComponentKey,
  type ComponentValue,
  type FoodComponents,
  TRACE,
} from '@/lib/rules/food-component-keys';
import { roundToThousandths } from '@/lib/rules/stored-amounts';

export type ComponentTexts = Record<ComponentKey, string>;

/** How a trace is typed and shown in the form. */
export const TRACE_TEXT = 'Tr';

export function emptyComponentTexts(): ComponentTexts {
  return Object.fromEntries(COMPONENT_KEYS.map((key) => [key, ''])) as ComponentTexts;
}

export function toComponentTexts(components: FoodComponents): ComponentTexts {
  return Object.fromEntries(
    COMPONENT_KEYS.map((key) => {
      const value = components[key];
      return [key, value === null ? '' : value === TRACE ? TRACE_TEXT : toDecimalFieldText(value)];
    }),
  ) as ComponentTexts;
}

/** Digits and one separator with three decimals at most, or 'Tr' as soon as a 't' is typed. */
export function sanitizeComponentInput(raw: string, sanitizeDecimal: (raw: string) => string): string {
  if (/^\s*t/i.test(raw)) return TRACE_TEXT;
  return sanitizeDecimal(raw);
}

/** The request's value of a typed component; NaN (refused by the contract) when unreadable. */
function readComponentText(text: string): ComponentValue {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (trimmed.toLowerCase() === TRACE_TEXT.toLowerCase()) return TRACE;
  return readDecimal(trimmed) ?? Number.NaN;
}

/** Every component as the request carries it: a PATCH so sets each, clearing the blank ones. */
export function toComponentsRequest(texts: ComponentTexts): Record<ComponentKey, ComponentValue> {
  return Object.fromEntries(COMPONENT_KEYS.map((key) => [key, readComponentText(texts[key])])) as Record<
    ComponentKey,
    ComponentValue
  >;
}

/** The components per one unit of `unitWeight`, from per `baselineWeight`: traces and blanks stay as they are. */
export function scaleComponentTexts(texts: ComponentTexts, unitWeight: number, baselineWeight: number) {
  return Object.fromEntries(
    COMPONENT_KEYS.map((key) => {
      const value = readComponentText(texts[key]);
      if (typeof value !== 'number' || Number.isNaN(value)) return [key, texts[key]];
      return [key, toDecimalFieldText(roundToThousandths((value * unitWeight) / baselineWeight))];
    }),
  ) as ComponentTexts;
}

export function sameComponentTexts(a: ComponentTexts, b: ComponentTexts): boolean {
  return COMPONENT_KEYS.every((key) => a[key] === b[key]);
}
