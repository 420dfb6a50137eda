import { describe, expect, it } from 'vitest';
import {
  applyInputRules,
  clampNumber,
  insertDecimalPoint,
  keepDigits,
  keepLettersAndSpaces,
  limitLength,
  removeWhitespace,
} from '@/lib/rules/input-rules';

const now = new Date(2025, 5, 15);

describe('maximum length', () => {
  it('drops whatever goes past the limit', () => {
    expect(applyInputRules('123456', { maxLength: 4 })).toBe('1234');
    expect(applyInputRules('abc', { maxLength: 4 })).toBe('abc');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(limitLength('ação😀x', 5)).toBe('ação😀');
  });

  it('leaves the value alone without a limit', () => {
    expect(limitLength('anything', undefined)).toBe('anything');
  });
});

describe('type number', () => {
  it('strips every non-digit', () => {
    expect(applyInputRules('1a2-3.4 5', { type: 'number' })).toBe('12345');
    expect(keepDigits('R$ 1.234,56')).toBe('123456');
  });

  it('keeps leading zeros, which matter for postal codes', () => {
    expect(applyInputRules('01310-100', { type: 'number', maxLength: 8 })).toBe('01310100');
  });

  it('caps at the maximum', () => {
    expect(applyInputRules('150', { type: 'number', max: 120 })).toBe('120');
    expect(applyInputRules('120', { type: 'number', max: 120 })).toBe('120');
  });

  it('raises to the minimum only when the field is left', () => {
    expect(applyInputRules('0', { type: 'number', min: 1 })).toBe('0');
    expect(applyInputRules('0', { type: 'number', min: 1 }, 'blur')).toBe('1');
    expect(applyInputRules('5', { type: 'number', min: 1 }, 'blur')).toBe('5');
  });

  it('leaves an empty field empty', () => {
    expect(applyInputRules('abc', { type: 'number', min: 1 }, 'blur')).toBe('');
    expect(clampNumber('', { min: 3, max: 9 }, 'blur')).toBe('');
  });

  it('applies the maximum length after the digits are kept', () => {
    expect(applyInputRules('12a34b56c78', { type: 'number', maxLength: 6 })).toBe('123456');
  });
});

describe('type text', () => {
  it('keeps letters, accented letters and spaces only', () => {
    expect(applyInputRules('João da Silva 3!', { type: 'text' })).toBe('João da Silva ');
    expect(keepLettersAndSpaces('Ângela Müller-Çé')).toBe('Ângela MüllerÇé');
  });

  it('keeps letters written with combining accents', () => {
    const decomposed = 'Jose\u0301';
    expect(keepLettersAndSpaces(decomposed)).toBe(decomposed);
  });
});

describe('type password', () => {
  it('rejects spaces', () => {
    expect(applyInputRules('Se nha 1\t', { type: 'password' })).toBe('Senha1');
    expect(removeWhitespace(' a b ')).toBe('ab');
  });
});

describe('type date', () => {
  it('masks as dd/mm/yyyy while typing', () => {
    expect(applyInputRules('0', { type: 'date', now })).toBe('0');
    expect(applyInputRules('05', { type: 'date', now })).toBe('05');
    expect(applyInputRules('051', { type: 'date', now })).toBe('05/1');
    expect(applyInputRules('0503', { type: 'date', now })).toBe('05/03');
    expect(applyInputRules('05032', { type: 'date', now })).toBe('05/03/2');
    expect(applyInputRules('05032024', { type: 'date', now })).toBe('05/03/2024');
  });

  it('is stable on its own output, so backspace over a separator works', () => {
    expect(applyInputRules('05/03/2024', { type: 'date', now })).toBe('05/03/2024');
    expect(applyInputRules('05/03', { type: 'date', now })).toBe('05/03');
    expect(applyInputRules('05/0', { type: 'date', now })).toBe('05/0');
  });

  it('never goes past ten characters', () => {
    expect(applyInputRules('050320241234', { type: 'date', now })).toBe('05/03/2024');
  });

  it('clamps the day to 01–31', () => {
    expect(applyInputRules('35', { type: 'date', now })).toBe('31');
    expect(applyInputRules('00', { type: 'date', now })).toBe('01');
    // A first digit that cannot start a day is read as the day itself.
    expect(applyInputRules('4', { type: 'date', now })).toBe('04');
    expect(applyInputRules('45', { type: 'date', now })).toBe('04/05');
  });

  it('clamps the month to 01–12', () => {
    expect(applyInputRules('1013', { type: 'date', now })).toBe('10/12');
    expect(applyInputRules('1000', { type: 'date', now })).toBe('10/01');
    expect(applyInputRules('103', { type: 'date', now })).toBe('10/03');
  });

  it('keeps the year in 19xx–20xx', () => {
    expect(applyInputRules('01011850', { type: 'date', now })).toBe('01/01/1900');
    expect(applyInputRules('01013', { type: 'date', now })).toBe('01/01/2');
    expect(applyInputRules('01010', { type: 'date', now })).toBe('01/01/1');
    expect(applyInputRules('01011999', { type: 'date', now })).toBe('01/01/1999');
  });

  it('refuses years after the current one by default', () => {
    expect(applyInputRules('01012030', { type: 'date', now })).toBe('01/01/2025');
    expect(applyInputRules('0101203', { type: 'date', now })).toBe('01/01/202');
    expect(applyInputRules('01012025', { type: 'date', now })).toBe('01/01/2025');
  });

  it('accepts the allowed number of future years', () => {
    expect(applyInputRules('01012026', { type: 'date', now, allowedFutureYears: 1 })).toBe('01/01/2026');
    expect(applyInputRules('01012027', { type: 'date', now, allowedFutureYears: 1 })).toBe('01/01/2026');
    expect(applyInputRules('01012150', { type: 'date', now, allowedFutureYears: 500 })).toBe('01/01/2099');
  });

  it('takes the current year in the product’s time zone, not the machine’s', () => {
    // 01/01/2026 01:00 UTC is still 31/12/2025 in São Paulo: 2026 is a future year there.
    const newYearInUtc = new Date('2026-01-01T01:00:00Z');
    expect(applyInputRules('01012026', { type: 'date', now: newYearInUtc })).toBe('01/01/2025');
    expect(applyInputRules('01012026', { type: 'date', now: new Date('2026-01-01T03:00:00Z') })).toBe(
      '01/01/2026',
    );
  });

  it('ignores letters and typed separators', () => {
    expect(applyInputRules('5a/3b/2024', { type: 'date', now })).toBe('05/03/2024');
  });
});

describe('type time', () => {
  it('masks as hh:mm', () => {
    expect(applyInputRules('0', { type: 'time' })).toBe('0');
    expect(applyInputRules('09', { type: 'time' })).toBe('09');
    expect(applyInputRules('093', { type: 'time' })).toBe('09:3');
    expect(applyInputRules('0930', { type: 'time' })).toBe('09:30');
    expect(applyInputRules('09:30', { type: 'time' })).toBe('09:30');
    expect(applyInputRules('093045', { type: 'time' })).toBe('09:30');
  });

  it('caps hours at 23', () => {
    expect(applyInputRules('2430', { type: 'time' })).toBe('23:30');
    expect(applyInputRules('2359', { type: 'time' })).toBe('23:59');
    expect(applyInputRules('0000', { type: 'time' })).toBe('00:00');
  });

  it('reads a digit that cannot start an hour or a minute as a single digit', () => {
    expect(applyInputRules('3', { type: 'time' })).toBe('03');
    expect(applyInputRules('127', { type: 'time' })).toBe('12:07');
    // Minutes therefore never pass 59: '6' is already '06'.
    expect(applyInputRules('1260', { type: 'time' })).toBe('12:06');
  });
});

describe('decimal mask', () => {
  it('inserts a dot at the given position', () => {
    expect(applyInputRules('175', { type: 'number', decimalPosition: 1 })).toBe('1.75');
    expect(applyInputRules('7050', { type: 'number', decimalPosition: 2 })).toBe('70.50');
    expect(insertDecimalPoint('1', 1)).toBe('1');
    expect(insertDecimalPoint('1.7.5', 1)).toBe('1.75');
  });

  it('counts the dot towards the maximum length', () => {
    expect(applyInputRules('17555', { type: 'number', decimalPosition: 1, maxLength: 4 })).toBe('1.75');
  });

  it('compares the masked value with the maximum', () => {
    expect(applyInputRules('350', { type: 'number', decimalPosition: 1, max: 3 })).toBe('3');
    expect(applyInputRules('250', { type: 'number', decimalPosition: 1, max: 3 })).toBe('2.50');
  });
});

describe('no type', () => {
  it('accepts any character', () => {
    expect(applyInputRules('a1 !@', {})).toBe('a1 !@');
  });
});
