import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf, readCpfDigits } from '@/lib/rules/cpf';

describe('CPF', () => {
  it('accepts a CPF whose two check digits agree, with or without its punctuation', () => {
    // 529.982.247-25: 5·10+2·9+9·8+9·7+8·6+2·5+2·4+4·3+7·2 = 295; 2950 mod 11 = 2. Then the second: 5.
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    // 111.444.777-35, the Receita Federal's own worked example.
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('refuses a wrong check digit, repeated digits, and anything not 11 digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529.982.24725')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('reads and writes the digits', () => {
    expect(readCpfDigits(' 529.982.247-25 ')).toBe('52998224725');
    expect(readCpfDigits('529 982 247 25')).toBeNull();
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
  });

  it('a check digit whose rest is 10 is 0', () => {
    // 123.456.789-09: the first rest is 10, so the first check digit is 0.
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('123.456.789-19')).toBe(false);
  });
});
