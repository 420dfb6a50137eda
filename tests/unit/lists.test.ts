import { describe, expect, it } from 'vitest';
import { formatList } from '@/lib/format/lists';

describe('formatList', () => {
  it('joins as Intl.ListFormat writes a pt-BR conjunction, for every length a sentence holds', () => {
    const intl = new Intl.ListFormat('pt-BR', { type: 'conjunction' });
    const names = ['energia', 'gorduras', 'sódio', 'proteínas', 'carboidratos', 'fibras'];
    for (let length = 0; length <= names.length; length++) {
      const items = names.slice(0, length);
      expect(formatList(items)).toBe(intl.format(items));
    }
    expect(formatList(['energia', 'gorduras', 'sódio'])).toBe('energia, gorduras e sódio');
  });
});
