import { describe, expect, it } from 'vitest';
import { getLatestTypedDate, MAX_MASK_YEAR, readTypedDate, readTypedTime } from '@/lib/rules/date-time-masks';
import {
  applyInputRules,
  clampNumber,
  insertDecimalPoint,
  keepDigits,
  keepLettersAndSpaces,
  limitLength,
  removeWhitespace,
} from '@/lib/rules/input-rules';

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

/** What the field shows after each key of `keys`, typed one at a time as a user does. */
function typeKeys(keys: string, rules: Parameters<typeof applyInputRules>[1]): string {
  return [...keys].reduce((shown, key) => applyInputRules(shown + key, rules), '');
}

describe('type date', () => {
  it('masks as dd/mm/yyyy while typing', () => {
    expect(applyInputRules('0', { type: 'date' })).toBe('0');
    expect(applyInputRules('05', { type: 'date' })).toBe('05');
    expect(applyInputRules('051', { type: 'date' })).toBe('05/1');
    expect(applyInputRules('0503', { type: 'date' })).toBe('05/03');
    expect(applyInputRules('05032', { type: 'date' })).toBe('05/03/2');
    expect(applyInputRules('05032024', { type: 'date' })).toBe('05/03/2024');
  });

  it('is stable on its own output, so backspace over a separator works', () => {
    expect(applyInputRules('05/03/2024', { type: 'date' })).toBe('05/03/2024');
    expect(applyInputRules('05/03', { type: 'date' })).toBe('05/03');
    expect(applyInputRules('05/0', { type: 'date' })).toBe('05/0');
  });

  it('never goes past ten characters', () => {
    expect(applyInputRules('050320241234', { type: 'date' })).toBe('05/03/2024');
  });

  it('reads a first digit that cannot start a day or a month as the part itself', () => {
    expect(applyInputRules('4', { type: 'date' })).toBe('04');
    expect(applyInputRules('45', { type: 'date' })).toBe('04/05');
    expect(applyInputRules('103', { type: 'date' })).toBe('10/03');
  });

  it('never changes a day, a month or a year that was typed: the field tells why it is refused', () => {
    expect(applyInputRules('35', { type: 'date' })).toBe('35');
    expect(applyInputRules('00', { type: 'date' })).toBe('00');
    expect(applyInputRules('1013', { type: 'date' })).toBe('10/13');
    expect(applyInputRules('1000', { type: 'date' })).toBe('10/00');
    expect(applyInputRules('01011850', { type: 'date' })).toBe('01/01/1850');
    expect(applyInputRules('01013', { type: 'date' })).toBe('01/01/3');
    expect(applyInputRules('01012150', { type: 'date' })).toBe('01/01/2150');
  });

  it('keeps a future year typed key by key: 01/01/2030 never becomes 01/01/2020', () => {
    expect(typeKeys('01012030', { type: 'date' })).toBe('01/01/2030');
    expect(typeKeys('31129999', { type: 'date' })).toBe('31/12/9999');
  });

  it('ignores letters and typed separators', () => {
    expect(applyInputRules('5a/3b/2024', { type: 'date' })).toBe('05/03/2024');
  });
});

describe('a typed date', () => {
  it('is accepted when it is a real day inside the bounds', () => {
    expect(readTypedDate('05/03/2024', { max: '2025-12-31' })).toEqual({
      status: 'accepted',
      date: '2024-03-05',
    });
    expect(readTypedDate('31/12/2025', { min: '2025-12-31', max: '2025-12-31' })).toEqual({
      status: 'accepted',
      date: '2025-12-31',
    });
  });

  it('is still being typed before its tenth character', () => {
    expect(readTypedDate('05/03/202', { max: '2025-12-31' })).toEqual({ status: 'incomplete' });
  });

  it('is no date when the day does not exist', () => {
    for (const text of ['31/02/2024', '00/01/2024', '10/13/2024', '35/01/2024'])
      expect(readTypedDate(text, { max: '2099-12-31' }), text).toEqual({ status: 'invalid' });
  });

  it('is refused with the bound it passed, never moved inside it', () => {
    expect(readTypedDate('01/01/2030', { max: '2025-12-31' })).toEqual({
      status: 'afterMax',
      max: '2025-12-31',
    });
    expect(readTypedDate('01/01/2024', { min: '2024-06-01', max: '2025-12-31' })).toEqual({
      status: 'beforeMin',
      min: '2024-06-01',
    });
    // Nothing before 1900, whatever the field's own minimum.
    expect(readTypedDate('01/01/1850', { max: '2025-12-31' })).toEqual({
      status: 'beforeMin',
      min: '1900-01-01',
    });
  });
});

describe('the last day a date field takes', () => {
  it('is the end of the current year plus the allowed future years (spec 1 §5: 0 by default)', () => {
    expect(getLatestTypedDate({ today: '2025-06-15' })).toBe('2025-12-31');
    expect(getLatestTypedDate({ today: '2025-06-15', allowedFutureYears: 1 })).toBe('2026-12-31');
  });

  it('is never past the last year the fields know, nor past the field’s own latest day', () => {
    expect(getLatestTypedDate({ today: '2025-06-15', allowedFutureYears: 500 })).toBe(
      `${MAX_MASK_YEAR}-12-31`,
    );
    expect(getLatestTypedDate({ today: '2025-06-15', allowedFutureYears: 2, max: '2025-07-15' })).toBe(
      '2025-07-15',
    );
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

  it('never changes an hour or a minute that was typed: the field tells why it is refused', () => {
    expect(applyInputRules('2530', { type: 'time' })).toBe('25:30');
    expect(applyInputRules('2359', { type: 'time' })).toBe('23:59');
    expect(applyInputRules('0000', { type: 'time' })).toBe('00:00');
    // No zero is added before a digit either: 12:60 never becomes the real time 12:06.
    expect(applyInputRules('1260', { type: 'time' })).toBe('12:60');
    expect(applyInputRules('3', { type: 'time' })).toBe('3');
    expect(typeKeys('2500', { type: 'time' })).toBe('25:00');
    expect(typeKeys('1275', { type: 'time' })).toBe('12:75');
  });
});

describe('a typed time', () => {
  it('is accepted when it is a time of day, refused past 23:59, waited for while incomplete', () => {
    expect(readTypedTime('09:3')).toEqual({ status: 'incomplete' });
    expect(readTypedTime('09:30')).toEqual({ status: 'accepted', time: '09:30' });
    expect(readTypedTime('23:59')).toEqual({ status: 'accepted', time: '23:59' });
    expect(readTypedTime('25:00')).toEqual({ status: 'invalid' });
    expect(readTypedTime('12:60')).toEqual({ status: 'invalid' });
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
