// The patient's anamnesis (/v1/users/{id}/anamneses): each save is a new dated version, never an edit of
// the one before. The short form asks a subset of the full one; every answer is optional and an unknown
// one is null (an empty list, for the lists). Choices where they fit, free text where they do not.
import { z } from 'zod';
import { isoDateSchema, lineSchema, textSchema } from './common';
import {
  ALCOHOL,
  ALLERGEN_MAX,
  ALLERGENS_MAX,
  ANAMNESIS_FORMS,
  ANAMNESIS_NOTE_MAX,
  BOWEL_FREQUENCIES,
  CONDITIONS,
  GESTATIONAL_WEEKS_MAX,
  PHYSIOLOGICAL_STATES,
  SLEEP_QUALITIES,
  SMOKING,
} from './values';

export const anamnesisFormSchema = z.enum(ANAMNESIS_FORMS);
export type AnamnesisForm = z.infer<typeof anamnesisFormSchema>;

const note = textSchema
  .trim()
  .max(ANAMNESIS_NOTE_MAX, `Use no máximo ${ANAMNESIS_NOTE_MAX} caracteres.`)
  .nullable()
  .default(null);

const allergen = lineSchema
  .trim()
  .min(2, 'Informe ao menos 2 caracteres em cada item.')
  .max(ALLERGEN_MAX, `Use no máximo ${ALLERGEN_MAX} caracteres em cada item.`);

const allergenList = z
  .array(allergen)
  .max(ALLERGENS_MAX, `Informe no máximo ${ALLERGENS_MAX} itens.`)
  .default([]);

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).nullable().default(null);

const NOT_A_NUMBER = 'Informe um número válido.';

const bounded = (min: number, max: number, unit: string) =>
  z
    .number({ error: NOT_A_NUMBER })
    .min(min, `Informe um valor entre ${min} e ${max} ${unit}.`)
    .max(max, `Informe um valor entre ${min} e ${max} ${unit}.`)
    .nullable()
    .default(null);

/** What a version records, section by section (the sections the form shows, in its order). */
export const anamnesisContentSchema = z.object({
  conditions: z.object({
    list: z.array(z.enum(CONDITIONS)).max(CONDITIONS.length).default([]),
    other: note,
    family_history: note,
  }),
  medications: z.object({ in_use: note, supplements: note }),
  allergies: z.object({
    allergies: allergenList,
    intolerances: allergenList,
    notes: note,
  }),
  habits: z.object({
    smoking: choice(SMOKING),
    alcohol: choice(ALCOHOL),
    physical_activity: note,
    notes: note,
  }),
  bowel: z.object({
    frequency: choice(BOWEL_FREQUENCIES),
    bristol_type: z
      .number()
      .int()
      .min(1, 'Escolha um tipo de 1 a 7.')
      .max(7, 'Escolha um tipo de 1 a 7.')
      .nullable()
      .default(null),
    notes: note,
  }),
  sleep: z.object({
    hours: bounded(0, 24, 'horas'),
    quality: choice(SLEEP_QUALITIES),
    notes: note,
  }),
  water: z.object({ liters_per_day: bounded(0, 10, 'litros'), notes: note }),
  /**
   * Pregnancy (its weeks on the version's date) or lactation (since the delivery), which set the patient's
   * life-stage references. Versions recorded before it was asked read as neither.
   */
  pregnancy: z
    .object({
      state: choice(PHYSIOLOGICAL_STATES),
      gestational_weeks: z
        .number({ error: NOT_A_NUMBER })
        .int('Informe as semanas em número inteiro.')
        .min(1, `Informe de 1 a ${GESTATIONAL_WEEKS_MAX} semanas.`)
        .max(GESTATIONAL_WEEKS_MAX, `Informe de 1 a ${GESTATIONAL_WEEKS_MAX} semanas.`)
        .nullable()
        .default(null),
      delivery_date: isoDateSchema.nullable().default(null),
    })
    .default({ state: null, gestational_weeks: null, delivery_date: null })
    .refine((pregnancy) => pregnancy.state === 'PREGNANT' || pregnancy.gestational_weeks === null, {
      message: 'Informe as semanas de gestação só para uma gestante.',
      path: ['gestational_weeks'],
    })
    .refine((pregnancy) => pregnancy.state === 'LACTATING' || pregnancy.delivery_date === null, {
      message: 'Informe a data do parto só para uma lactante.',
      path: ['delivery_date'],
    }),
  notes: note,
});
export type AnamnesisContent = z.infer<typeof anamnesisContentSchema>;

export const anamnesisInputSchema = z.object({ form: anamnesisFormSchema, content: anamnesisContentSchema });
export type AnamnesisInput = z.input<typeof anamnesisInputSchema>;

const authorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** One version: when (its day in the service's zone, and the instant) and by whom it was recorded. */
export const anamnesisVersionSummarySchema = z.object({
  id: z.number().int(),
  form: anamnesisFormSchema,
  date: isoDateSchema,
  recorded_at: z.string(),
  recorded_by: authorSchema,
});
export type AnamnesisVersionSummary = z.infer<typeof anamnesisVersionSummarySchema>;

export const anamnesisSchema = anamnesisVersionSummarySchema.extend({
  patient_id: z.number().int(),
  content: anamnesisContentSchema,
});
export type Anamnesis = z.infer<typeof anamnesisSchema>;

/** Every version, newest first, and the newest in full (what the plan builder reads allergens from). */
export const anamnesisListSchema = z.object({
  versions: z.array(anamnesisVersionSummarySchema),
  latest: anamnesisSchema.nullable(),
});
export type AnamnesisList = z.infer<typeof anamnesisListSchema>;
