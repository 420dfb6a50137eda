// The seed's chart draws its lines with Chart.js's "tension 0.3": a Bézier through every point whose
// control points lie along the neighbours' chord, scaled by the distances to them. This is that curve as
// a d3 curve factory, so the recharts line bends exactly as the seed's did.
import type { CurveType } from 'recharts/types/shape/Curve';

type CurveFactory = Extract<CurveType, (...args: never[]) => unknown>;

export const LINE_TENSION = 0.3;

interface Point {
  x: number;
  y: number;
}

function controlPoints(previous: Point, current: Point, next: Point, tension: number) {
  const d01 = Math.hypot(current.x - previous.x, current.y - previous.y);
  const d12 = Math.hypot(next.x - current.x, next.y - current.y);
  const total = d01 + d12;
  const fa = total > 0 ? (tension * d01) / total : 0;
  const fb = total > 0 ? (tension * d12) / total : 0;
  return {
    before: { x: current.x - fa * (next.x - previous.x), y: current.y - fa * (next.y - previous.y) },
    after: { x: current.x + fb * (next.x - previous.x), y: current.y + fb * (next.y - previous.y) },
  };
}

export function createTensionCurve(tension = LINE_TENSION): CurveFactory {
  return (context) => {
    let points: Point[] = [];
    return {
      areaStart() {},
      areaEnd() {},
      lineStart() {
        points = [];
      },
      point(x: number, y: number) {
        points.push({ x, y });
      },
      lineEnd() {
        const [first] = points;
        if (!first) return;
        context.moveTo(first.x, first.y);
        const controls = points.map((point, index) =>
          controlPoints(points[index - 1] ?? point, point, points[index + 1] ?? point, tension),
        );
        for (let index = 1; index < points.length; index += 1) {
          const from = controls[index - 1];
          const to = controls[index];
          const point = points[index];
          if (!from || !to || !point) continue;
          context.bezierCurveTo(from.after.x, from.after.y, to.before.x, to.before.y, point.x, point.y);
        }
      },
    };
  };
}
