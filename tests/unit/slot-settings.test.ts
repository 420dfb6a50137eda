import { describe, expect, it } from 'vitest';
import { findSlotSettingsProblem } from '@/lib/rules/slot-settings';

describe('findSlotSettingsProblem', () => {
  it('accepts whole minutes within 15–240 for the length and 0–120 for the gap', () => {
    for (const [consultation_minutes, gap_minutes] of [
      [50, 0],
      [50, 10],
      [15, 0],
      [240, 120],
    ] as const)
      expect(findSlotSettingsProblem({ consultation_minutes, gap_minutes })).toBeNull();
  });

  it('names the length first, then the gap', () => {
    expect(findSlotSettingsProblem({ consultation_minutes: 14, gap_minutes: 0 })).toBe(
      'CONSULTATION_LENGTH_OUT_OF_RANGE',
    );
    expect(findSlotSettingsProblem({ consultation_minutes: 241, gap_minutes: 200 })).toBe(
      'CONSULTATION_LENGTH_OUT_OF_RANGE',
    );
    expect(findSlotSettingsProblem({ consultation_minutes: 50.5, gap_minutes: 0 })).toBe(
      'CONSULTATION_LENGTH_OUT_OF_RANGE',
    );
    expect(findSlotSettingsProblem({ consultation_minutes: Number.NaN, gap_minutes: 0 })).toBe(
      'CONSULTATION_LENGTH_OUT_OF_RANGE',
    );
    expect(findSlotSettingsProblem({ consultation_minutes: 50, gap_minutes: -5 })).toBe(
      'CONSULTATION_GAP_OUT_OF_RANGE',
    );
    expect(findSlotSettingsProblem({ consultation_minutes: 50, gap_minutes: 121 })).toBe(
      'CONSULTATION_GAP_OUT_OF_RANGE',
    );
  });
});
