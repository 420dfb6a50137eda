// A donut of a few slices, drawn as SVG arcs: what the summary and the plan builder show of a split, without a
// charting library on the page. Decoration only: each caller gives the numbers in text beside it.

export interface DonutSlice {
  key: string;
  color: string;
  value: number;
}

const EMPTY = '#dedce6';

/** The point at `turn` of a full circle (0 at twelve o'clock, clockwise) on a circle of `radius` around `c`. */
function pointAt(c: number, radius: number, turn: number): [number, number] {
  const angle = 2 * Math.PI * turn - Math.PI / 2;
  const round = (value: number) => Math.round(value * 100) / 100;
  return [round(c + radius * Math.cos(angle)), round(c + radius * Math.sin(angle))];
}

/** One slice, from `start` to `end` (fractions of the circle), as a ring segment. */
function slicePath(c: number, inner: number, outer: number, start: number, end: number): string {
  const large = end - start > 0.5 ? 1 : 0;
  const [ox1, oy1] = pointAt(c, outer, start);
  const [ox2, oy2] = pointAt(c, outer, end);
  const [ix2, iy2] = pointAt(c, inner, end);
  const [ix1, iy1] = pointAt(c, inner, start);
  return [
    `M ${ox1} ${oy1}`,
    `A ${outer} ${outer} 0 ${large} 1 ${ox2} ${oy2}`,
    `L ${ix2} ${iy2}`,
    `A ${inner} ${inner} 0 ${large} 0 ${ix1} ${iy1}`,
    'Z',
  ].join(' ');
}

/** The slices in turn around a ring; a grey ring when they add up to nothing. */
export function Donut({
  size,
  inner,
  outer,
  slices,
}: {
  size: number;
  inner: number;
  outer: number;
  slices: readonly DonutSlice[];
}) {
  const c = size / 2;
  const total = slices.reduce((sum, slice) => sum + Math.max(0, slice.value), 0);
  const shown = slices.filter((slice) => slice.value > 0);
  let start = 0;
  return (
    <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
      {total <= 0 || shown.length === 0 ? (
        <circle
          cx={c}
          cy={c}
          r={(inner + outer) / 2}
          fill="none"
          stroke={EMPTY}
          strokeWidth={outer - inner}
        />
      ) : shown.length === 1 ? (
        // A whole ring: an arc from a point back to itself draws nothing.
        <circle
          cx={c}
          cy={c}
          r={(inner + outer) / 2}
          fill="none"
          stroke={shown[0]!.color}
          strokeWidth={outer - inner}
          data-slice={shown[0]!.key}
        />
      ) : (
        shown.map((slice) => {
          const end = start + slice.value / total;
          const path = slicePath(c, inner, outer, start, end);
          start = end;
          return <path key={slice.key} d={path} fill={slice.color} data-slice={slice.key} />;
        })
      )}
    </svg>
  );
}
