// The generic text-input rules (spec 1 §5) as pure functions, so the same masks run in the Input
// component, in tests and anywhere a value is normalised before it is sent.
import { maskDate, maskTime } from '@/lib/rules/typing-masks';

export type InputRuleType = 'text' | 'number' | 'password' | 'date' | 'time';

export interface InputRules {
  /** What the field accepts; absent means any character. */
  type?: InputRuleType;
  /** Characters beyond this are dropped, so typing is blocked at the limit. */
  maxLength?: number;
  /** type number: lowest value accepted once the field is left (see `phase`). */
  min?: number;
  /** type number: higher values are capped to this. */
  max?: number;
  /** Inserts a dot after this many characters, e.g. 1 turns '175' into '1.75'. */
  decimalPosition?: number;
}

/**
 * 'change' runs while typing; 'blur' also raises a number below `min`. Raising on every keystroke
 * would make values such as 15 with a minimum of 10 impossible to type ('1' would jump to '10').
 */
export type InputRulePhase = 'change' | 'blur';

export function keepLettersAndSpaces(raw: string): string {
  return raw.replace(/[^\p{L}\p{M} ]/gu, '');
}

export function removeWhitespace(raw: string): string {
  return raw.replace(/\s/g, '');
}

export function keepDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

export function insertDecimalPoint(raw: string, position: number): string {
  const plain = raw.replaceAll('.', '');
  if (position <= 0 || plain.length <= position) return plain;
  return `${plain.slice(0, position)}.${plain.slice(position)}`;
}

/** Caps at `max` and, on blur, raises to `min`; an empty field stays empty (being required is a form rule). */
export function clampNumber(
  value: string,
  rules: Pick<InputRules, 'min' | 'max'>,
  phase: InputRulePhase,
): string {
  if (value === '') return value;
  const numeric = Number(value);
  if (Number.isNaN(numeric)) return value;
  if (rules.max !== undefined && numeric > rules.max) return String(rules.max);
  if (phase === 'blur' && rules.min !== undefined && numeric < rules.min) return String(rules.min);
  return value;
}

export function limitLength(raw: string, maxLength: number | undefined): string {
  if (maxLength === undefined || maxLength < 0) return raw;
  return Array.from(raw).slice(0, maxLength).join('');
}

function applyType(raw: string, rules: InputRules): string {
  switch (rules.type) {
    case 'text':
      return keepLettersAndSpaces(raw);
    case 'password':
      return removeWhitespace(raw);
    case 'number':
      return keepDigits(raw);
    case 'date':
      return maskDate(raw);
    case 'time':
      return maskTime(raw);
    default:
      return raw;
  }
}

/** The one entry point: type filter or mask, decimal point, numeric bounds, then maximum length. */
export function applyInputRules(raw: string, rules: InputRules, phase: InputRulePhase = 'change'): string {
  let value = applyType(raw, rules);
  if (rules.decimalPosition !== undefined) value = insertDecimalPoint(value, rules.decimalPosition);
  if (rules.type === 'number') value = clampNumber(value, rules, phase);
  return limitLength(value, rules.maxLength);
}
