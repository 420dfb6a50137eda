import { describe, expect, it } from 'vitest';
import {
  formatCalories,
  formatDecimal,
  formatFixedDecimal,
  formatNumber,
  formatNutrient,
  toDecimalFieldText,
} from '@/lib/format/numbers';

describe('pt-BR numbers', () => {
  it('writes at most the decimals asked for, one by default', () => {
    expect(formatDecimal(72.46)).toBe('72,5');
    expect(formatDecimal(72)).toBe('72');
    expect(formatDecimal(0.905, 2)).toBe('0,91');
    expect(formatDecimal(1234.4, 0)).toBe('1.234');
  });

  it('writes exactly the decimals asked for where tables are written so', () => {
    expect(formatFixedDecimal(18.5, 2)).toBe('18,50');
    expect(formatFixedDecimal(4, 1)).toBe('4,0');
  });

  it('writes counts and amounts as Intl does by default', () => {
    expect(formatNumber(12345)).toBe(new Intl.NumberFormat('pt-BR').format(12345));
    expect(formatNumber(1.5)).toBe('1,5');
    expect(formatNumber(0.1235)).toBe('0,124');
  });

  it('writes calories whole and nutrients to one decimal', () => {
    expect(formatCalories(1234.56)).toBe('1.235');
    expect(formatNutrient(3)).toBe('3,0');
  });
});

describe('toDecimalFieldText', () => {
  it("is a field's starting text: comma decimals, no dot between thousands, '' for no value", () => {
    expect(toDecimalFieldText(1234.5)).toBe('1234,5');
    expect(toDecimalFieldText(72)).toBe('72');
    expect(toDecimalFieldText(null)).toBe('');
  });
});
