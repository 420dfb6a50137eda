// The CPU slowdown that makes this host simulate Lighthouse's mid-range phone, from its benchmarkIndex.
// Lighthouse's docs (docs/throttling.md, "CPU Throttling") send a host that is not a fast desktop to the
// CPU throttling calculator, https://lighthouse-cpu-throttling-calculator.vercel.app/ (also cited by
// lighthouse/core/config/lr-mobile-config.js); its formula, from patrickhulce/lighthouse-cpu-throttling-
// calculator pages/index.js (computeMultiplierMessages), is a line through each pair of its points:
//   index 2000 → 6×, 1766 → 5×, 1533 → 4×, 1300 → 3× (233 a step); 1300 → 3×, 800 → 2×; 800 → 2×, 150 → 1×.
// Below 150 the calculator gives no multiplier (the host is too slow to simulate a phone): 1× here.

/** The calculator's multiplier for a host whose Lighthouse benchmarkIndex is `index`. */
export function cpuMultiplierFor(index: number): number {
  if (!Number.isFinite(index)) throw new Error(`benchmarkIndex ${index} is not a number`);
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  if (index >= 150) return 1 + (index - 150) / 650;
  return 1;
}

/** The middle one of the readings (the host's index swings within minutes; one reading can be an outlier). */
export function medianOf(readings: readonly number[]): number {
  if (readings.length === 0) throw new Error('no readings');
  const sorted = [...readings].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
