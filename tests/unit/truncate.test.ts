import { describe, expect, it } from 'vitest';
import { truncateName, truncateNameMiddle } from '@/lib/rules/truncate';

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

describe('truncateNameMiddle', () => {
  it('keeps names of up to 40 characters whole', () => {
    const forty = 'Arroz, tipo 1, cozido, com sal e alho 40';
    expect(Array.from(forty)).toHaveLength(40);
    expect(truncateNameMiddle(forty)).toBe(forty);
  });

  it('cuts a longer name in the middle, keeping its start and its end, 40 characters in all', () => {
    const shown = truncateNameMiddle('Biscoito, doce, recheado com chocolate, sem glúten (cópia)');
    expect(shown.startsWith('Biscoito, doce, recheado')).toBe(true);
    expect(shown.endsWith('glúten (cópia)')).toBe(true);
    expect(shown).toContain('…');
    expect(Array.from(shown).length).toBeLessThanOrEqual(40);
  });
});
