// Numbers as the screen shows them: Brazilian decimal comma, at most `digits` decimals.
const formatters = new Map<number, Intl.NumberFormat>();

export function formatDecimal(value: number, digits = 1): string {
  let formatter = formatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
    formatters.set(digits, formatter);
  }
  return formatter.format(value);
}
