import { describe, expect, it } from 'vitest';
import { idParamSchema } from '@/lib/api/contract';
import { MAX_ID, readId } from '@/lib/rules/ids';
import { otherSpellings } from '../fixtures/id-spellings';

describe('readId: the one spelling of an id in a path or a query string', () => {
  it.each([
    ['1', 1],
    ['4', 4],
    ['10', 10],
    ['2147483647', MAX_ID],
  ])('reads %j as %i', (text, id) => expect(readId(text)).toBe(id));

  it('every other spelling is read as the same id by Number(), the way ids were read before', () => {
    for (const spelling of otherSpellings(4)) expect(Number(spelling), JSON.stringify(spelling)).toBe(4);
  });

  it.each([
    ...otherSpellings(4),
    ...otherSpellings(MAX_ID),
    '2147483648',
    '9999999999',
    '99999999999999999999',
    '0',
    '00',
    '-1',
    '-0',
    '',
    ' ',
    '4n',
    '1_000',
    '٤',
    '４',
    'Infinity',
    'NaN',
    'abc',
  ])('refuses %j', (text) => expect(readId(text)).toBeNull());

  it('refuses a missing value', () => expect(readId(undefined)).toBeNull());
});

describe('idParamSchema: ids in query strings, read by readId', () => {
  it('takes the one spelling and a number', () => {
    expect(idParamSchema.parse('4')).toBe(4);
    expect(idParamSchema.parse(4)).toBe(4);
    expect(idParamSchema.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([...otherSpellings(4), '2147483648', '0', '-1', ''])('refuses %j', (text) =>
    expect(idParamSchema.safeParse(text).success).toBe(false),
  );

  it('refuses numbers out of range or with a fraction', () => {
    for (const value of [0, -1, 4.5, MAX_ID + 1]) expect(idParamSchema.safeParse(value).success).toBe(false);
  });
});
