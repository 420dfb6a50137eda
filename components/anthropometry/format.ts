// Numbers as the screen shows them: Brazilian decimal comma, at most `digits` decimals, or exactly `digits`
// where the reference tables are written that way (BMI 18,50; waist-to-hip ratio 0,90).
const formatters = new Map<string, Intl.NumberFormat>();

function getFormatter(minimum: number, maximum: number): Intl.NumberFormat {
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

export function formatDecimal(value: number, digits = 1): string {
  return getFormatter(0, digits).format(value);
}

export function formatFixedDecimal(value: number, digits: number): string {
  return getFormatter(digits, digits).format(value);
}
