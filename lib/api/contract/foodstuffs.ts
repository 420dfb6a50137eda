import { z } from 'zod';
import { isValidBarcode } from '@/lib/rules/barcodes';
import { COMPONENT_KEYS, type ComponentKey, TRACE } from '@/lib/rules/food-components';
import { roundToThousandths } from '@/lib/rules/stored-amounts';
import { idSchema, lineSchema, pageQuerySchema, pageSchema } from './common';
import { FOOD_AMOUNT_MAX, FOOD_GROUPS, type NUTRIENTS, PATIENT_FOOD_NAME_MAX_LENGTH, UNITS } from './values';

export const foodGroupSchema = z.enum(FOOD_GROUPS);
export type FoodGroup = z.infer<typeof foodGroupSchema>;

export const unitSchema = z.enum(UNITS);
export type Unit = z.infer<typeof unitSchema>;

/** Weights and nutrient amounts: finite, never negative, with the database's three decimals at most. */
const amountSchema = z.number().finite().min(0).max(FOOD_AMOUNT_MAX).transform(roundToThousandths);

export type Nutrient = (typeof NUTRIENTS)[number];

/** Per baseline weight; grams except sodium (mg) and calories (kcal). Null means not analysed. */
export const nutritionInformationSchema = z.object({
  calories: z.number().nullable(),
  proteins: z.number().nullable(),
  carbohydrates: z.number().nullable(),
  sodium: z.number().nullable(),
  fiber: z.number().nullable(),
  fats: z.number().nullable(),
});
export type NutritionInformation = z.infer<typeof nutritionInformationSchema>;

/** One schema per component, keyed as lib/rules/food-components names them. */
function perComponent<T extends z.ZodType>(schema: T) {
  return z.object(Object.fromEntries(COMPONENT_KEYS.map((key) => [key, schema])) as Record<ComponentKey, T>);
}

/**
 * The food's other components per baseline weight (lib/rules/food-components: units there): an amount,
 * 'trace' (present below what the analysis quantifies, TACO's 'Tr'), or null where it is unknown.
 */
export const foodComponentsSchema = perComponent(z.union([z.number(), z.literal(TRACE)]).nullable());
export type FoodComponentsWire = z.infer<typeof foodComponentsSchema>;

export const brandRefSchema = z.object({ id: z.number().int(), name: z.string() });

export const foodstuffSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The name the patient reads on her plan ('Ovo cozido'), set for the common foods; null: none. */
  patient_name: z.string().nullable(),
  group: foodGroupSchema,
  unit_of_measurement: unitSchema,
  baseline_weight: z.number(),
  barcode: z.string().nullable(),
  brand: brandRefSchema.nullable(),
  brand_id: z.number().int().nullable(),
  photo_id: z.number().int().nullable(),
  photo_url: z.string().nullable(),
  nutrition_information: nutritionInformationSchema,
  components: foodComponentsSchema,
});
export type Foodstuff = z.infer<typeof foodstuffSchema>;

export const foodstuffPageSchema = pageSchema(foodstuffSchema).extend({
  // A search stops counting at 1,000 matches: then total_elements is 1,000 and this is true.
  total_capped: z.boolean().optional(),
  // Nothing matched the words as typed; these are the foods of the words one typo away ('fejao' → Feijão).
  approximate: z.boolean().optional(),
});
export type FoodstuffPage = z.infer<typeof foodstuffPageSchema>;

/**
 * GET /v1/nutritionists/{id}/recent-foodstuffs: the foods she planned last (newest first, still in the
 * catalogue), each with the household measure she used (null: the food's own unit).
 */
export const recentFoodstuffsSchema = z.object({
  recent: z.array(z.object({ foodstuff: foodstuffSchema, measure_name: z.string().nullable() })),
});
export type RecentFoodstuffs = z.infer<typeof recentFoodstuffsSchema>;

/** 'true' and 'false' as the query string spells them. */
const queryFlagSchema = z.stringbool().optional();

export const listFoodstuffsQuerySchema = pageQuerySchema.extend({
  name_or_brand: lineSchema.trim().max(120).optional(),
  with_brand: queryFlagSchema,
  with_barcode: queryFlagSchema,
  /**
   * 'plan': ranked for the plan builder's picker: the foods the nutritionist asking planned before first, then
   * common and prepared forms ('cozido', 'grelhado') before raw ones of foods eaten cooked.
   */
  ranking: z.enum(['catalogue', 'plan']).optional(),
});
export type ListFoodstuffsQuery = z.infer<typeof listFoodstuffsQuerySchema>;

export const barcodeSchema = lineSchema
  .trim()
  .refine(isValidBarcode, 'Código de barras inválido: use EAN-8, UPC-A ou EAN-13 com o dígito verificador.');

/**
 * A food's name for the patient, in the catalogue or on one plan: one line, trimmed; blank (as an emptied
 * field sends it) is none.
 */
export const patientFoodNameSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  lineSchema
    .trim()
    .max(
      PATIENT_FOOD_NAME_MAX_LENGTH,
      `O nome para o paciente tem no máximo ${PATIENT_FOOD_NAME_MAX_LENGTH} caracteres.`,
    )
    .nullable(),
);

const foodstuffFieldsSchema = z.object({
  name: lineSchema.trim().min(1).max(200),
  patient_name: patientFoodNameSchema.optional(),
  group: foodGroupSchema,
  unit_of_measurement: unitSchema,
  // Nutrients are per baseline weight, so it can never be zero.
  baseline_weight: amountSchema.refine((value) => value > 0, 'O peso base deve ser maior que zero.'),
  // An empty text means no barcode, as an empty form field sends it.
  barcode: z.preprocess((value) => (value === '' ? null : value), barcodeSchema.nullable()).optional(),
  brand_id: idSchema.nullable().optional(),
  photo_id: idSchema.nullable().optional(),
});

/** A nutrient's amount, or null where it is unknown (not analysed): said so, never typed as 0. */
const nutrientAmountSchema = amountSchema.nullable();

/** A component as a form sends it: 'trace', an amount, or null where it is unknown. */
const componentAmountSchema = z.union([z.literal(TRACE), amountSchema]).nullable();

/**
 * Components given are set one by one; an absent one stays unknown (POST) or as it was (PATCH). A name that
 * is no component is refused, not dropped: a misspelt one would otherwise be lost without a word.
 */
const componentsRequestSchema = perComponent(componentAmountSchema).partial().strict().optional();

/**
 * POST /v1/foodstuffs: every nutrient is required (spec 1 §5), as an amount or as null when it is unknown;
 * brand, barcode and photo are optional.
 */
export const createFoodstuffRequestSchema = foodstuffFieldsSchema.extend({
  nutrition_information: z.object({
    calories: nutrientAmountSchema,
    proteins: nutrientAmountSchema,
    carbohydrates: nutrientAmountSchema,
    sodium: nutrientAmountSchema,
    fiber: nutrientAmountSchema,
    fats: nutrientAmountSchema,
  }),
  components: componentsRequestSchema,
});
export type CreateFoodstuffRequest = z.input<typeof createFoodstuffRequestSchema>;

/**
 * PATCH /v1/foodstuffs/{id}: the same shape, every field optional; nutrients given are replaced one by one
 * (null makes one unknown).
 */
export const updateFoodstuffRequestSchema = foodstuffFieldsSchema.partial().extend({
  nutrition_information: createFoodstuffRequestSchema.shape.nutrition_information.partial().optional(),
  components: componentsRequestSchema,
});
export type UpdateFoodstuffRequest = z.input<typeof updateFoodstuffRequestSchema>;
