// The nutritionist's profile (spec 2 §3, §4, §5): the specialisation catalogue, the postal code (CEP)
// mask, the address and the description limits. Pure rules shared by the profile screen and the API.
import { publicConfig } from '@/lib/config/public';
import { toZonedDate } from './zoned-date';

/** The catalogue of specialisations has ids 1 to 10 (spec 2 §3). */
export const SPECIALIZATION_ID_MIN = 1;
export const SPECIALIZATION_ID_MAX = 10;

/** The description ('Sobre você') a nutritionist writes for her patients, in characters. */
export const ABOUT_MAX_LENGTH = 600;

/** Lengths of the address's parts she types (all of them when the CEP lookup cannot fill them). */
export const ADDRESS_NUMBER_MAX_LENGTH = 10;
export const ADDRESS_COMPLEMENT_MAX_LENGTH = 60;
export const ADDRESS_TEXT_MAX_LENGTH = 120;

/** The 26 states and the Federal District (Unidades Federativas). */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type BrazilianState = (typeof BRAZILIAN_STATES)[number];

/** Each UF's name, for the list she picks from when she types her address herself. */
export const BRAZILIAN_STATE_NAMES: Readonly<Record<BrazilianState, string>> = {
  AC: 'Acre',
  AL: 'Alagoas',
  AP: 'Amapá',
  AM: 'Amazonas',
  BA: 'Bahia',
  CE: 'Ceará',
  DF: 'Distrito Federal',
  ES: 'Espírito Santo',
  GO: 'Goiás',
  MA: 'Maranhão',
  MT: 'Mato Grosso',
  MS: 'Mato Grosso do Sul',
  MG: 'Minas Gerais',
  PA: 'Pará',
  PB: 'Paraíba',
  PR: 'Paraná',
  PE: 'Pernambuco',
  PI: 'Piauí',
  RJ: 'Rio de Janeiro',
  RN: 'Rio Grande do Norte',
  RS: 'Rio Grande do Sul',
  RO: 'Rondônia',
  RR: 'Roraima',
  SC: 'Santa Catarina',
  SP: 'São Paulo',
  SE: 'Sergipe',
  TO: 'Tocantins',
};

export function isBrazilianState(value: string): value is BrazilianState {
  return (BRAZILIAN_STATES as readonly string[]).includes(value);
}

/** A CEP is exactly 8 digits (spec 2 §5). */
export const CEP_PATTERN = /^\d{8}$/;

/** The digits a typed CEP holds, at most 8 ('01310-100' and '01310100' both give '01310100'). */
export function cepDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 8);
}

/** The CEP as it is written in Brazil, '01310-100', also while it is being typed ('01310-1'). */
export function maskCep(typed: string): string {
  const digits = cepDigits(typed);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

export function isCompleteCep(typed: string): boolean {
  return cepDigits(typed).length === 8;
}

export type ProfileRuleCode =
  | 'INVALID_SPECIALIZATIONS'
  | 'ABOUT_TOO_LONG'
  | 'INVALID_ZIP_CODE'
  | 'INVALID_STATE'
  | 'ADDRESS_NUMBER_REQUIRED'
  | 'INCOMPLETE_ADDRESS';

/** Specialisation ids: each in 1–10, none twice (an empty list clears them). */
export function checkSpecializationIds(ids: readonly number[]): ProfileRuleCode | null {
  if (ids.some((id) => !Number.isInteger(id) || id < SPECIALIZATION_ID_MIN || id > SPECIALIZATION_ID_MAX))
    return 'INVALID_SPECIALIZATIONS';
  if (new Set(ids).size !== ids.length) return 'INVALID_SPECIALIZATIONS';
  return null;
}

/** The description's length, counted in characters as the screen's counter shows them. */
export function aboutLength(about: string): number {
  return [...about].length;
}

export function checkAbout(about: string | null): ProfileRuleCode | null {
  return about !== null && aboutLength(about) > ABOUT_MAX_LENGTH ? 'ABOUT_TOO_LONG' : null;
}

export interface AddressFields {
  zip_code: string;
  city: string;
  state: string;
  neighborhood: string;
  street: string;
  number: string;
  complement?: string | null;
}

/**
 * An address may be saved when the CEP has 8 digits, the state is a real UF, city, neighbourhood and street
 * are there (from the lookup, or typed when it does not know the CEP) and a number was typed; the
 * complement is optional (spec 2 §5). Whether the lookup knows the CEP is no condition: it is a help.
 */
export function checkAddress(address: AddressFields): ProfileRuleCode | null {
  if (!CEP_PATTERN.test(address.zip_code)) return 'INVALID_ZIP_CODE';
  if (!isBrazilianState(address.state)) return 'INVALID_STATE';
  if (address.number.trim() === '') return 'ADDRESS_NUMBER_REQUIRED';
  if ([address.city, address.neighborhood, address.street].some((part) => part.trim() === ''))
    return 'INCOMPLETE_ADDRESS';
  return null;
}

/** Year, month and day of the calendar date an instant falls on in the zone. */
function zonedDateParts(instant: Date, timeZone: string): [number, number, number] {
  const [year = 0, month = 1, day = 1] = toZonedDate(instant, timeZone).split('-').map(Number);
  return [year, month, day];
}

/**
 * Whole months between the account's creation and now (the preview's 'N meses ativo'), counted on the
 * calendar days of the product's zone (APP_TIME_ZONE), not of UTC or of the machine.
 */
export function monthsSince(createdAt: Date, now: Date, timeZone: string = publicConfig.timeZone): number {
  const [fromYear, fromMonth, fromDay] = zonedDateParts(createdAt, timeZone);
  const [toYear, toMonth, toDay] = zonedDateParts(now, timeZone);
  let months = (toYear - fromYear) * 12 + toMonth - fromMonth;
  if (toDay < fromDay) months -= 1;
  return Math.max(months, 0);
}
