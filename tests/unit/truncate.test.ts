import { describe, expect, it } from 'vitest';
import { truncateName } from '@/lib/rules/truncate';

describe('truncateName', () => {
  it('keeps names of up to 20 characters', () => {
    expect(truncateName('Arroz branco cozido')).toBe('Arroz branco cozido');
    expect(truncateName('12345678901234567890')).toBe('12345678901234567890');
  });

  it('cuts longer names at 20 characters and adds an ellipsis', () => {
    expect(truncateName('123456789012345678901')).toBe('12345678901234567890...');
    expect(truncateName('Feijão carioca cozido com bacon', 20)).toBe('Feijão carioca cozid...');
  });

  it('accepts another length', () => {
    expect(truncateName('Maçã verde', 4)).toBe('Maçã...');
  });

  it('never splits a character in two', () => {
    expect(truncateName('😀😀😀', 2)).toBe('😀😀...');
  });

  it('leaves an empty name empty', () => {
    expect(truncateName('')).toBe('');
  });
});
