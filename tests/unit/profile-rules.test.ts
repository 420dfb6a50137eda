import { describe, expect, it } from 'vitest';
import {
  ABOUT_MAX_LENGTH,
  aboutLength,
  BRAZILIAN_STATES,
  cepDigits,
  checkAbout,
  checkAddress,
  checkSpecializationIds,
  isCompleteCep,
  maskCep,
  monthsSince,
} from '@/lib/rules/profile';

describe('CEP mask', () => {
  it('keeps at most 8 digits and writes them as 00000-000 while typing', () => {
    expect(maskCep('0131')).toBe('0131');
    expect(maskCep('01310')).toBe('01310');
    expect(maskCep('013101')).toBe('01310-1');
    expect(maskCep('01310100')).toBe('01310-100');
    expect(maskCep('01310-1009')).toBe('01310-100');
    expect(maskCep('ab01.310/100')).toBe('01310-100');
  });

  it('is complete only with 8 digits', () => {
    expect(cepDigits('01310-100')).toBe('01310100');
    expect(isCompleteCep('01310-100')).toBe(true);
    expect(isCompleteCep('01310-10')).toBe(false);
  });
});

describe('profile rules', () => {
  it('accepts specialisations 1 to 10, each once, and an empty list', () => {
    expect(checkSpecializationIds([1, 10])).toBeNull();
    expect(checkSpecializationIds([])).toBeNull();
    expect(checkSpecializationIds([0])).toBe('INVALID_SPECIALIZATIONS');
    expect(checkSpecializationIds([11])).toBe('INVALID_SPECIALIZATIONS');
    expect(checkSpecializationIds([2.5])).toBe('INVALID_SPECIALIZATIONS');
    expect(checkSpecializationIds([4, 4])).toBe('INVALID_SPECIALIZATIONS');
  });

  it('counts the description in characters, so accents and emoji count once', () => {
    expect(aboutLength('ação')).toBe(4);
    expect(aboutLength('🍎🍐')).toBe(2);
    expect(checkAbout('a'.repeat(ABOUT_MAX_LENGTH))).toBeNull();
    expect(checkAbout('🍎'.repeat(ABOUT_MAX_LENGTH))).toBeNull();
    expect(checkAbout('a'.repeat(ABOUT_MAX_LENGTH + 1))).toBe('ABOUT_TOO_LONG');
    expect(checkAbout(null)).toBeNull();
  });

  it('knows the 27 federative units', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(new Set(BRAZILIAN_STATES).size).toBe(27);
  });

  it('saves an address with 8 digits, a real UF, the looked-up parts and a number', () => {
    const address = {
      zip_code: '01310100',
      city: 'São Paulo',
      state: 'SP',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      number: '1578',
      complement: null,
    };
    expect(checkAddress(address)).toBeNull();
    expect(checkAddress({ ...address, zip_code: '01310-100' })).toBe('INVALID_ZIP_CODE');
    expect(checkAddress({ ...address, state: 'sp' })).toBe('INVALID_STATE');
    expect(checkAddress({ ...address, number: ' ' })).toBe('ADDRESS_NUMBER_REQUIRED');
    expect(checkAddress({ ...address, neighborhood: '' })).toBe('INCOMPLETE_ADDRESS');
  });

  it('counts whole months since the account was created', () => {
    const created = new Date('2025-01-31T12:00:00Z');
    expect(monthsSince(created, new Date('2025-01-31T13:00:00Z'))).toBe(0);
    expect(monthsSince(created, new Date('2025-02-28T12:00:00Z'))).toBe(0);
    expect(monthsSince(created, new Date('2025-03-31T12:00:00Z'))).toBe(2);
    expect(monthsSince(created, new Date('2026-01-31T12:00:00Z'))).toBe(12);
    expect(monthsSince(created, new Date('2024-12-01T00:00:00Z'))).toBe(0);
  });

  it('counts months on the calendar days of São Paulo, not of UTC', () => {
    // 2026-01-15T01:00Z is 14/01 22:00 in São Paulo: a month later is 14/02.
    const created = new Date('2026-01-15T01:00:00Z');
    expect(monthsSince(created, new Date('2026-02-14T15:00:00Z'))).toBe(1);
    expect(monthsSince(created, new Date('2026-02-14T02:00:00Z'))).toBe(0);
    // 2026-03-01T02:00Z is still 28/02 in São Paulo: not yet a month after 31/01 (12:00 there).
    expect(monthsSince(new Date('2026-01-31T15:00:00Z'), new Date('2026-03-01T02:00:00Z'))).toBe(0);
    expect(monthsSince(created, new Date('2026-02-14T15:00:00Z'), 'UTC')).toBe(0);
  });
});
