// Numbers as the screens show them, in pt-BR: decimal comma and a dot between thousands. Every formatter
// is built here, once per precision: building one costs far more than using it.
const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(minimum: number, maximum: number): Intl.NumberFormat {
  const key = `${minimum}-${maximum}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: minimum,
      maximumFractionDigits: maximum,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** At most `digits` decimals, trailing zeros dropped: 1,5; 72; 18,25. */
export function formatDecimal(value: number, digits = 1): string {
  return formatterOf(0, digits).format(value);
}

/** Exactly `digits` decimals, where the reference tables are written that way (BMI 18,50; rating 4,0). */
export function formatFixedDecimal(value: number, digits: number): string {
  return formatterOf(digits, digits).format(value);
}

/** A count or an amount as Intl writes it by default (up to three decimals): 1.234; 1,5. */
export function formatNumber(value: number): string {
  return formatDecimal(value, 3);
}

/** Calories: whole kcal (spec 2 §9). */
export function formatCalories(value: number): string {
  return formatDecimal(Math.round(value), 0);
}

/** A nutrient's grams or milligrams: one decimal, always shown (spec 2 §9). */
export function formatNutrient(value: number): string {
  return formatFixedDecimal(value, 1);
}

/**
 * A number as a Brazilian types it in a field, for the field's starting text: comma decimals, no dot
 * between thousands (1234,5), and '' for no value. Not for display: the formatters above are.
 */
export function toDecimalFieldText(value: number | null): string {
  return value === null ? '' : String(value).replace('.', ',');
}
