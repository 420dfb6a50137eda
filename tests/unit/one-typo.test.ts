import { describe, expect, it } from 'vitest';
import { isOneTypoAway } from '@/upstream/src/infra/one-typo';

describe('isOneTypoAway', () => {
  it.each([
    ['fejao', 'feijao'], // a letter dropped
    ['feijjao', 'feijao'], // a letter added
    ['arroy', 'arroz'], // a letter changed
    ['arorz', 'arroz'], // two neighbours swapped
    ['farngo', 'frango'],
  ])('%s → %s is one typo', (typed, word) => {
    expect(isOneTypoAway(typed, word)).toBe(true);
  });

  it.each([
    ['arroz', 'arroz'], // the same word is no typo
    ['fejaoo', 'feijao'],
    ['frango', 'franguinho'],
    ['abcde', 'edcba'],
  ])('%s → %s is not', (typed, word) => {
    expect(isOneTypoAway(typed, word)).toBe(false);
  });
});
