// Whether two words are one typo apart: one letter added, dropped, changed, or two neighbours swapped.

/** Optimal string alignment distance, stopping early once it is above `limit`. */
function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current.push(value);
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

export function isOneTypoAway(typed: string, word: string): boolean {
  return typed !== word && typoDistance(typed, word, 1) === 1;
}

/** Only words of five letters or more are corrected: shorter ones have too many neighbours to guess from. */
export const MIN_CORRECTED_LENGTH = 5;
