// The anamnesis form's fields as text, and their way back to the contract's content, checked by the
// contract's own schema so the form and the API refuse the same answers. The short form asks a subset:
// what it does not ask is sent as unknown (null), never as what an earlier full version said.
import type { AnamnesisContent, AnamnesisForm } from '@/lib/api/contract';
import type { CONDITIONS } from '@/lib/api/contract/values';
import { brDateToIso, formatIsoDateToBr } from '@/lib/format/dates';
import { readDecimal, toDecimalFieldText } from '@/lib/format/numbers';

export interface AnamnesisFormValues {
  conditions: (typeof CONDITIONS)[number][];
  conditionsOther: string;
  familyHistory: string;
  medications: string;
  supplements: string;
  allergies: string;
  intolerances: string;
  allergyNotes: string;
  smoking: string;
  alcohol: string;
  physicalActivity: string;
  habitNotes: string;
  bowelFrequency: string;
  bristolType: string;
  bowelNotes: string;
  sleepHours: string;
  sleepQuality: string;
  sleepNotes: string;
  waterLiters: string;
  waterNotes: string;
  /** 'PREGNANT', 'LACTATING' or '' (neither, or not asked). */
  pregnancyState: string;
  gestationalWeeks: string;
  /** dd/mm/yyyy as typed. */
  deliveryDate: string;
  notes: string;
}

/** The fields only the full form asks. */
export const FULL_ONLY: ReadonlySet<keyof AnamnesisFormValues> = new Set([
  'familyHistory',
  'supplements',
  'allergyNotes',
  'physicalActivity',
  'habitNotes',
  'bristolType',
  'bowelNotes',
  'sleepQuality',
  'sleepNotes',
  'waterNotes',
  'notes',
]);

const text = (value: string | null | undefined) => value ?? '';
const list = (values: readonly string[]) => values.join(', ');

export function toAnamnesisFormValues(content: AnamnesisContent | null): AnamnesisFormValues {
  return {
    conditions: content ? [...content.conditions.list] : [],
    conditionsOther: text(content?.conditions.other),
    familyHistory: text(content?.conditions.family_history),
    medications: text(content?.medications.in_use),
    supplements: text(content?.medications.supplements),
    allergies: list(content?.allergies.allergies ?? []),
    intolerances: list(content?.allergies.intolerances ?? []),
    allergyNotes: text(content?.allergies.notes),
    smoking: text(content?.habits.smoking),
    alcohol: text(content?.habits.alcohol),
    physicalActivity: text(content?.habits.physical_activity),
    habitNotes: text(content?.habits.notes),
    bowelFrequency: text(content?.bowel.frequency),
    bristolType: content?.bowel.bristol_type ? String(content.bowel.bristol_type) : '',
    bowelNotes: text(content?.bowel.notes),
    sleepHours: toDecimalFieldText(content?.sleep.hours ?? null),
    sleepQuality: text(content?.sleep.quality),
    sleepNotes: text(content?.sleep.notes),
    waterLiters: toDecimalFieldText(content?.water.liters_per_day ?? null),
    waterNotes: text(content?.water.notes),
    pregnancyState: text(content?.pregnancy.state),
    gestationalWeeks: content?.pregnancy.gestational_weeks ? String(content.pregnancy.gestational_weeks) : '',
    deliveryDate: content?.pregnancy.delivery_date ? formatIsoDateToBr(content.pregnancy.delivery_date) : '',
    notes: text(content?.notes),
  };
}

const splitList = (value: string) =>
  value
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The field each content path is typed in, so a refused answer is shown under its own field. */
const FIELD_OF_PATH: Record<string, keyof AnamnesisFormValues> = {
  'conditions.other': 'conditionsOther',
  'conditions.family_history': 'familyHistory',
  'medications.in_use': 'medications',
  'medications.supplements': 'supplements',
  'allergies.allergies': 'allergies',
  'allergies.intolerances': 'intolerances',
  'allergies.notes': 'allergyNotes',
  'habits.physical_activity': 'physicalActivity',
  'habits.notes': 'habitNotes',
  'bowel.bristol_type': 'bristolType',
  'bowel.notes': 'bowelNotes',
  'sleep.hours': 'sleepHours',
  'sleep.notes': 'sleepNotes',
  'water.liters_per_day': 'waterLiters',
  'water.notes': 'waterNotes',
  'pregnancy.gestational_weeks': 'gestationalWeeks',
  'pregnancy.delivery_date': 'deliveryDate',
  notes: 'notes',
};

const DATE_UNREADABLE = 'Informe uma data válida, como 31/01/2026.';

export type AnamnesisFormErrors = Partial<Record<keyof AnamnesisFormValues, string>>;

/**
 * Checks the form with the contract's schema, loaded on the first submit: zod and the schemas are no part
 * of the anamnesis page until then. Rejects when the schema cannot load (no connection).
 */
export async function parseAnamnesisForm(
  values: AnamnesisFormValues,
  form: AnamnesisForm,
): Promise<{ content: AnamnesisContent } | { errors: AnamnesisFormErrors }> {
  const { anamnesisContentSchema } = await import('@/lib/api/contract/anamnesis');
  const asked = (field: keyof AnamnesisFormValues) => form === 'FULL' || !FULL_ONLY.has(field);
  const textOf = (field: keyof AnamnesisFormValues) => (asked(field) ? orNull(String(values[field])) : null);
  const numberOf = (field: keyof AnamnesisFormValues) =>
    asked(field) ? readDecimal(String(values[field])) : null;
  const deliveryText = values.deliveryDate.trim();
  const deliveryIso = deliveryText === '' ? null : brDateToIso(deliveryText);
  const unreadableDelivery = values.pregnancyState === 'LACTATING' && deliveryText !== '' && !deliveryIso;
  const raw = {
    conditions: {
      list: values.conditions,
      other: textOf('conditionsOther'),
      family_history: textOf('familyHistory'),
    },
    medications: { in_use: textOf('medications'), supplements: textOf('supplements') },
    allergies: {
      allergies: splitList(values.allergies),
      intolerances: splitList(values.intolerances),
      notes: textOf('allergyNotes'),
    },
    habits: {
      smoking: orNull(values.smoking),
      alcohol: orNull(values.alcohol),
      physical_activity: textOf('physicalActivity'),
      notes: textOf('habitNotes'),
    },
    bowel: {
      frequency: orNull(values.bowelFrequency),
      bristol_type: numberOf('bristolType'),
      notes: textOf('bowelNotes'),
    },
    sleep: { hours: numberOf('sleepHours'), quality: textOf('sleepQuality'), notes: textOf('sleepNotes') },
    water: { liters_per_day: numberOf('waterLiters'), notes: textOf('waterNotes') },
    pregnancy: {
      state: orNull(values.pregnancyState),
      // Only what the chosen state asks is sent: the weeks of a pregnancy, the delivery of a lactation.
      gestational_weeks: values.pregnancyState === 'PREGNANT' ? readDecimal(values.gestationalWeeks) : null,
      delivery_date: values.pregnancyState === 'LACTATING' ? (deliveryIso ?? null) : null,
    },
    notes: textOf('notes'),
  };
  const parsed = anamnesisContentSchema.safeParse(raw);
  if (parsed.success && !unreadableDelivery) return { content: parsed.data };
  const errors: AnamnesisFormErrors = unreadableDelivery ? { deliveryDate: DATE_UNREADABLE } : {};
  for (const issue of parsed.error?.issues ?? []) {
    const path = issue.path.filter((part) => typeof part === 'string').join('.');
    const field = FIELD_OF_PATH[path];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}
