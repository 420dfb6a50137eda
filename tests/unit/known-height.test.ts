import { describe, expect, it } from 'vitest';
import { carriedHeightFor } from '@/lib/rules/anthropometry/known-height';

const records = [
  { date: '2025-03-12', height: null },
  { date: '2025-02-10', height: 165 },
  { date: '2025-01-10', height: null },
  { date: '2024-11-02', height: 164.5 },
];

describe('carriedHeightFor', () => {
  it('a record with its own height keeps it', () => {
    expect(carriedHeightFor(records[1]!, records)).toBeNull();
  });

  it('takes the height measured on or before the record, the newest of them', () => {
    expect(carriedHeightFor(records[0]!, records)).toEqual({ height: 165, date: '2025-02-10' });
    expect(carriedHeightFor(records[2]!, records)).toEqual({ height: 164.5, date: '2024-11-02' });
  });

  it('before the first height, the first one measured after; none known, none', () => {
    const early = { date: '2024-01-01', height: null };
    expect(carriedHeightFor(early, [early, ...records])).toEqual({ height: 164.5, date: '2024-11-02' });
    expect(carriedHeightFor(early, [early])).toBeNull();
  });
});
