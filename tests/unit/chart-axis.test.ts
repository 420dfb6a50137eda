import { describe, expect, it } from 'vitest';
import { computeDomain } from '@/components/anthropometry/progression-chart';
import { createTensionCurve } from '@/components/anthropometry/tension-curve';

describe('computeDomain (the progression chart’s y axis)', () => {
  it('hugs the data with a margin instead of a fixed 0–50', () => {
    // spread 2.7: the margin is its 1-unit floor
    expect(computeDomain([82.3, 84.1, 85])).toEqual([81, 86]);
    expect(computeDomain([60, 80])).toEqual([58, 82]);
    expect(computeDomain([24.5, 24.5])).toEqual([23, 26]);
    expect(computeDomain([0.4, 3])).toEqual([0, 4]);
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
