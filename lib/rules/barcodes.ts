// Barcodes of packaged foods: EAN-8, UPC-A (12 digits) and EAN-13, each ending in a GS1 check digit.
// Shared by the food form and the upstream's validation.

export const BARCODE_LENGTHS = [8, 12, 13] as const;

/** The GS1 check digit of the digits before it: weights 3 and 1 alternate from the right. */
export function computeGs1CheckDigit(body: string): number {
  let sum = 0;
  for (let index = 0; index < body.length; index += 1) {
    const fromRight = body.length - 1 - index;
    sum += Number(body[index]) * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether the text is an EAN-8, UPC-A or EAN-13 whose check digit is right. */
export function isValidBarcode(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  if (!(BARCODE_LENGTHS as readonly number[]).includes(value.length)) return false;
  return computeGs1CheckDigit(value.slice(0, -1)) === Number(value.at(-1));
}
