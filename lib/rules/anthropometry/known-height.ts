// The height that goes with a record measured without one: the height measured on or before its date, else
// the first measured after it (the nearest known), as the API pairs a weight with a height
// (upstream services/record/body-height). An adult's height is not measured again at every follow-up.

import { compareText } from '../compare-text';

interface Dated {
  date: string;
  height: number | null;
}

/** The height and the date it was measured; null when the record has its own height or none is known. */
export function carriedHeightFor(
  record: Dated,
  records: readonly Dated[],
): { height: number; date: string } | null {
  if (record.height !== null) return null;
  const measured = records
    .filter((other): other is Dated & { height: number } => other.height !== null)
    .sort((a, b) => compareText(a.date, b.date));
  const source = measured.findLast((other) => other.date <= record.date) ?? measured[0];
  return source ? { height: source.height, date: source.date } : null;
}
