// EAN-13: twelve digits and a check digit; weights 1 and 3 alternate from the left.
export function computeEan13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error(`An EAN-13 body has 12 digits: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function buildEan13(first12: string): string {
  return `${first12}${computeEan13CheckDigit(first12)}`;
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && computeEan13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
