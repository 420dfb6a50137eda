import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatCalories,
  formatDecimal,
  formatFixedDecimal,
  formatNumber,
  formatNutrient,
  readDecimal,
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

describe('pt-BR numbers written as Intl writes them', () => {
  const formats = new Map<string, Intl.NumberFormat>();
  const intl = (value: number, minimum: number, maximum: number) => {
    const key = `${minimum}-${maximum}`;
    if (!formats.has(key)) {
      const options = { minimumFractionDigits: minimum, maximumFractionDigits: maximum };
      formats.set(key, new Intl.NumberFormat('pt-BR', options));
    }
    return formats.get(key)?.format(value);
  };
  const digits = fc.integer({ min: 0, max: 3 });

  it('agrees with Intl on any number, at every precision the screens use', () => {
    fc.assert(
      fc.property(fc.double(), digits, (value, maximum) => {
        expect(formatDecimal(value, maximum)).toBe(intl(value, 0, maximum));
        expect(formatFixedDecimal(value, maximum)).toBe(intl(value, maximum, maximum));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with Intl on halves, thousands and the numbers a record holds', () => {
    // Ties at the last kept decimal (0,05; 1,005), carries into a new thousand (999,9996), and values
    // as records and sums hold them: grams, kilograms and kcal to a few decimals.
    const recorded = fc
      .tuple(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom(1, 10, 100, 1000, 10_000))
      .map(([units, scale]) => units / scale);
    const ties = fc.integer({ min: 0, max: 100_000 }).map((units) => (units * 10 + 5) / 10_000);
    fc.assert(
      fc.property(fc.oneof(recorded, ties), digits, (value, maximum) => {
        expect(formatDecimal(value, maximum)).toBe(intl(value, 0, maximum));
        expect(formatFixedDecimal(value, maximum)).toBe(intl(value, maximum, maximum));
      }),
      { numRuns: 5000 },
    );
    for (const value of [1.005, 999.9996, 0.05, -0.04, -0, 1e21, 1e-7, 12345678901234567000, Number.NaN])
      expect(formatNumber(value)).toBe(intl(value, 0, 3));
    expect(formatNutrient(Number.POSITIVE_INFINITY)).toBe(intl(Number.POSITIVE_INFINITY, 1, 1));
  });
});

describe('readDecimal', () => {
  it('reads a comma or a dot before the decimals, also while the decimals are still being typed', () => {
    expect(['1,5', '2.25', '0', ' 7 ', '1,', ',5'].map(readDecimal)).toEqual([1.5, 2.25, 0, 7, 1, 0.5]);
  });

  it('tells a blank field (null) from one holding something else (NaN), never reading a negative', () => {
    expect(readDecimal('')).toBeNull();
    expect(readDecimal('  ')).toBeNull();
    for (const text of [',', '-1', '1,2,3', '1.234,5', 'abc', '1e3', 'Infinity']) {
      expect(readDecimal(text), text).toBeNaN();
    }
  });
});
