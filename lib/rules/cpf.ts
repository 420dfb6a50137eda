// The CPF (Cadastro de Pessoas Físicas) and its two check digits, as the Receita Federal computes them:
// each is 11 − (the weighted sum of the digits before it mod 11), 0 when that is 10 or 11, with weights
// running down to 2 from 10 (first digit) and from 11 (second).

/** The 11 digits of a CPF typed with or without its dots and hyphen ('123.456.789-09'); null otherwise. */
export function readCpfDigits(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^(\d{11}|\d{3}\.\d{3}\.\d{3}-\d{2})$/.test(trimmed)) return null;
  return trimmed.replace(/\D/g, '');
}

function checkDigit(digits: string, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index += 1) sum += Number(digits[index]) * (length + 1 - index);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A CPF whose check digits agree; the eleven repeated digits ('111.111.111-11') are no one's. */
export function isValidCpf(typed: string): boolean {
  const digits = readCpfDigits(typed);
  if (!digits || /^(\d)\1{10}$/.test(digits)) return false;
  return checkDigit(digits, 9) === Number(digits[9]) && checkDigit(digits, 10) === Number(digits[10]);
}

/** '12345678909' as it is written: '123.456.789-09'. */
export function formatCpf(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
}
