// The limits of a food's values, apart, so the food form carries these alone and not every value of the
// contract (lib/api/contract/values.ts re-exports them).

/** The largest weight or nutrient amount a food may hold. */
export const FOOD_AMOUNT_MAX = 1_000_000;

/** The longest name for the patient of a food ('Peito de frango grelhado'). */
export const PATIENT_FOOD_NAME_MAX_LENGTH = 60;
