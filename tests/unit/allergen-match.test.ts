import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMatchingAllergens, toPlainWords } from '@/lib/rules/allergen-match';

describe('findMatchingAllergens', () => {
  it('matches whole words, ignoring accents and case', () => {
    expect(findMatchingAllergens('Pasta de AMENDOIM integral', ['amendoim', 'lactose'])).toEqual([
      'amendoim',
    ]);
    expect(findMatchingAllergens('Camarão, cozido', ['Camarao'])).toEqual(['Camarao']);
    expect(findMatchingAllergens('Leite de vaca, integral', ['leite de vaca'])).toEqual(['leite de vaca']);
  });

  it('does not match part of a word, nor an allergen with a word missing from the name', () => {
    expect(findMatchingAllergens('Leiteira de alumínio', ['leite'])).toEqual([]);
    expect(findMatchingAllergens('Leite de cabra', ['leite de vaca'])).toEqual([]);
    expect(findMatchingAllergens('Arroz', ['  ', ''])).toEqual([]);
  });

  it('a food named after an allergen always matches it, whatever the accents and case', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zçãâéêíóõúü ]{1,30}$/), (allergen) => {
        fc.pre(toPlainWords(allergen).length > 0);
        const name = `Prato com ${allergen.toUpperCase()} e sal`;
        expect(findMatchingAllergens(name, [allergen])).toEqual([allergen]);
      }),
    );
  });
});
