/** A y axis around the data and its ticks, evenly spaced on a round step (1, 2 or 5 × 10ⁿ, never under 1). */
export interface ValueAxis {
  domain: [number, number];
  ticks: number[];
}

const MOST_INTERVALS = 4;

function roundStep(raw: number): number {
  if (raw <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/**
 * A margin of 10 % of the spread (at least 1 unit) on each side, then widened to whole steps, so that the ticks
 * are the ends and even steps between them: '62, 64, 66, 68', not a last tick squeezed next to the one before.
 */
export function computeValueAxis(values: readonly number[]): ValueAxis {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const margin = Math.max(1, (high - low) * 0.1);
  const from = Math.max(0, low - margin);
  const to = high + margin;
  const step = roundStep((to - from) / MOST_INTERVALS);
  const start = Math.floor(from / step) * step;
  const end = Math.ceil(to / step) * step;
  const ticks: number[] = [];
  for (let tick = start; tick <= end; tick += step) ticks.push(tick);
  return { domain: [start, end], ticks };
}
