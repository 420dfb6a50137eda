// Numbers of the summary panel in pt-BR: calories without decimals, nutrients to one decimal (spec 2 §9).
const wholeNumber = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatCalories(value: number): string {
  return wholeNumber.format(Math.round(value));
}

export function formatNutrient(value: number): string {
  return oneDecimal.format(value);
}
