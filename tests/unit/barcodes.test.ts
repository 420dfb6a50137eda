import { describe, expect, it } from 'vitest';
import { computeGs1CheckDigit, isValidBarcode } from '@/lib/rules/barcodes';

describe('barcodes', () => {
  it('accepts EAN-13, UPC-A and EAN-8 codes whose check digit is right', () => {
    expect(isValidBarcode('7891000100103')).toBe(true);
    expect(isValidBarcode('036000291452')).toBe(true);
    expect(isValidBarcode('96385074')).toBe(true);
  });

  it('refuses a wrong check digit, other lengths and anything but digits', () => {
    expect(isValidBarcode('7891000100104')).toBe(false);
    expect(isValidBarcode('036000291453')).toBe(false);
    expect(isValidBarcode('96385075')).toBe(false);
    expect(isValidBarcode('1234567')).toBe(false);
    expect(isValidBarcode('12345678901234')).toBe(false);
    expect(isValidBarcode('7891000 00103')).toBe(false);
    expect(isValidBarcode('')).toBe(false);
  });

  it('computes the GS1 check digit with weights 3 and 1 from the right', () => {
    expect(computeGs1CheckDigit('789100010010')).toBe(3);
    expect(computeGs1CheckDigit('9638507')).toBe(4);
    expect(computeGs1CheckDigit('03600029145')).toBe(2);
  });
});
