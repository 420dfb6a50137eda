import { z } from 'zod';
import { roundToThousandths } from '@/lib/rules/stored-amounts';
import { lineSchema } from './common';
import { MAX_MEASURES_PER_FOOD, MEASURE_NAME_MAX_LENGTH } from './values';

/** The heaviest measure, in the food's unit (a 'prato fundo' of soup is about 500 g). */
export const MEASURE_WEIGHT_MAX = 5000;

const DUPLICATE_MEASURE_NAME = 'Cada medida caseira do alimento precisa de um nome diferente.';

/** A measure's name as a plan or the catalogue keeps it: one line, trimmed, never blank. */
export const measureNameSchema = lineSchema
  .trim()
  .min(1, 'Informe o nome da medida caseira.')
  .max(MEASURE_NAME_MAX_LENGTH, `O nome da medida tem no máximo ${MEASURE_NAME_MAX_LENGTH} caracteres.`);

/**
 * A food's household measure: `weight` of the food's unit (grams; millilitres for drinks) in one measure.
 * `source` cites the published table the value was read from, or is null for one an administrator entered.
 */
export const householdMeasureSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  weight: z.number(),
  source: z.string().nullable(),
});
export type HouseholdMeasure = z.infer<typeof householdMeasureSchema>;

/** GET and PUT /v1/foodstuffs/{id}/measures: in the order the builder offers them. */
export const householdMeasuresSchema = z.object({
  measures: z.array(householdMeasureSchema),
  /**
   * GET, asked by a nutritionist: the measure she planned the food in last (`measure_name` null: the food's
   * own unit), or null if she never planned it. Absent from other answers.
   */
  last_used: z.object({ measure_name: z.string().nullable() }).nullable().optional(),
});
export type HouseholdMeasures = z.infer<typeof householdMeasuresSchema>;

/**
 * PUT /v1/foodstuffs/{id}/measures (administrators): the whole list again. A measure sent with its `id` keeps
 * its source when its weight is unchanged; a new or re-weighed one is the administrator's own (no source).
 */
export const replaceHouseholdMeasuresRequestSchema = z.object({
  measures: z
    .array(
      z.object({
        id: z.number().int().positive().nullish(),
        name: measureNameSchema,
        weight: z
          .number({ error: 'Informe o peso da medida em números.' })
          .finite()
          .gt(0, 'O peso da medida deve ser maior que zero.')
          .max(MEASURE_WEIGHT_MAX, `O peso da medida é de no máximo ${MEASURE_WEIGHT_MAX}.`)
          .transform(roundToThousandths)
          .refine((value) => value > 0, 'O peso da medida deve ser maior que zero.'),
      }),
    )
    .max(MAX_MEASURES_PER_FOOD, `Um alimento tem no máximo ${MAX_MEASURES_PER_FOOD} medidas caseiras.`)
    // A name met again is refused at the later measure, so a form can say which one.
    .superRefine((measures, ctx) => {
      const seen = new Set<string>();
      for (const [index, measure] of measures.entries()) {
        const key = measure.name.toLocaleLowerCase('pt-BR');
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', message: DUPLICATE_MEASURE_NAME, path: [index, 'name'] });
        }
        seen.add(key);
      }
    }),
});
export type ReplaceHouseholdMeasuresRequest = z.input<typeof replaceHouseholdMeasuresRequestSchema>;
