import { describe, expect, it } from 'vitest';
import { createTensionCurve } from '@/components/anthropometry/tension-curve';
import { computeValueAxis } from '@/components/anthropometry/value-axis';

describe('computeValueAxis (the weight and progression charts’ y axis)', () => {
  it('hugs the data with a margin instead of a fixed 0–50, ends and ticks on one round step', () => {
    // spread 2.7: the margin is its 1-unit floor, 81.3–86 on steps of 2
    expect(computeValueAxis([82.3, 84.1, 85])).toEqual({ domain: [80, 86], ticks: [80, 82, 84, 86] });
    expect(computeValueAxis([60, 80])).toEqual({ domain: [50, 90], ticks: [50, 60, 70, 80, 90] });
    expect(computeValueAxis([24.5, 24.5])).toEqual({ domain: [23, 26], ticks: [23, 24, 25, 26] });
    expect(computeValueAxis([0.4, 3])).toEqual({ domain: [0, 4], ticks: [0, 1, 2, 3, 4] });
  });

  it('never squeezes a last tick next to the one before (64,6–66,2 kg read 63, 65, 67, 68)', () => {
    const { domain, ticks } = computeValueAxis([66.2, 65.4, 64.6]);
    expect(domain).toEqual([63, 68]);
    expect(ticks).toEqual([63, 64, 65, 66, 67, 68]);
    const steps = ticks.slice(1).map((tick, index) => tick - (ticks[index] ?? 0));
    expect(new Set(steps).size).toBe(1);
  });

  it('keeps at most six ticks whatever the spread', () => {
    for (const values of [
      [1, 2],
      [10, 300],
      [0, 1234],
      [55.5, 56],
    ]) {
      const { domain, ticks } = computeValueAxis(values);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(domain[0]).toBeLessThanOrEqual(Math.min(...values));
      expect(domain[1]).toBeGreaterThanOrEqual(Math.max(...values));
    }
  });
});

describe('createTensionCurve (Chart.js tension 0.3)', () => {
  it('passes through every point, with control points a tension-scaled share of the neighbours’ chord', () => {
    const calls: [string, ...number[]][] = [];
    const context = {
      moveTo: (...args: number[]) => calls.push(['moveTo', ...args]),
      bezierCurveTo: (...args: number[]) => calls.push(['bezierCurveTo', ...args]),
    } as unknown as CanvasRenderingContext2D;
    const curve = createTensionCurve(0.3)(context as never);
    curve.lineStart();
    curve.point(0, 0);
    curve.point(10, 10);
    curve.point(20, 0);
    curve.lineEnd();
    const rounded = calls.map(([name, ...numbers]) => [
      name,
      ...numbers.map((n) => Math.round(n * 1000) / 1000),
    ]);
    expect(rounded[0]).toEqual(['moveTo', 0, 0]);
    // Ends count themselves as their missing neighbour: 0.3 × (10, 10) after the first point.
    // The middle point sits at equal distances, so each side gets 0.3 × ½ of the chord (20, 0).
    expect(rounded[1]).toEqual(['bezierCurveTo', 3, 3, 7, 10, 10, 10]);
    expect(rounded[2]).toEqual(['bezierCurveTo', 13, 10, 17, 3, 20, 0]);
  });
});
