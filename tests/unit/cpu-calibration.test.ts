// The Lighthouse CPU calibration of tests/bench/lighthouse-signed-in.ts: the calculator's points, and the
// median of the host's readings.
import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor, medianOf } from '@/tests/bench/cpu-calibration';

describe('cpuMultiplierFor', () => {
  it.each([
    [2000, 6],
    [1766, 5],
    [1533, 4],
    [1300, 3],
    [800, 2],
    [150, 1],
  ])('gives the calculator’s points: index %i → %i×', (index, multiplier) => {
    expect(cpuMultiplierFor(index)).toBeCloseTo(multiplier, 1);
  });

  it('draws a line between the points, as the issue’s rounds read them', () => {
    expect(cpuMultiplierFor(1059)).toBeCloseTo(2.52, 2);
    expect(cpuMultiplierFor(1487)).toBeCloseTo(3.8, 1);
    expect(cpuMultiplierFor(2663)).toBeCloseTo(8.85, 2);
  });

  it('never slows a host below a phone down further, and refuses a missing index', () => {
    expect(cpuMultiplierFor(100)).toBe(1);
    expect(() => cpuMultiplierFor(Number.NaN)).toThrow();
  });
});

describe('medianOf', () => {
  it('takes the middle reading, whatever the order', () => {
    expect(medianOf([2663, 1268, 1487])).toBe(1487);
    expect(medianOf([1000, 2000])).toBe(1500);
  });
});
