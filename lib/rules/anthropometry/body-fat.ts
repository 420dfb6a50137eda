// Body fat from a density equation: Siri's two-compartment conversion, then fat and lean mass.
// Siri WE. Body composition from fluid spaces and density: analysis of methods. In: Brozek J, Henschel A,
// eds. Techniques for measuring body composition. Washington: National Academy of Sciences; 1961:223–244.
// A number is only given where it can be true: not past a quadratic equation's turning point, and never a
// fat percentage at or below 0 or at or above 100 as shown.
import { DENSITY_EQUATIONS, type FatEquation } from './density-equations';
import { roundAsShown, SHOWN_DECIMALS } from './shown-precision';
import {
  isMeasured,
  listMissingSites,
  type Measurements,
  type Missing,
  type Person,
  type SkinfoldSite,
  sumSites,
} from './sites';
import { checkValidationRange, type OutOfRangeWarning } from './validation';

/** Siri (1961): %fat = (4.95 / D − 4.50) × 100. */
export function computeSiriFatPercent(density: number): number {
  return (4.95 / density - 4.5) * 100;
}

/** Why the equation gives no number although nothing is missing. */
export type BodyFatProblem =
  /** The sum lies past the turning point, where the equation gives less fat for thicker folds. */
  | { kind: 'SUM_PAST_TURNING_POINT'; sum: number; turningPoint: number }
  /** The fat percentage, as it would be shown, is not a possible one. */
  | { kind: 'IMPOSSIBLE_RESULT'; fatPercent: number };

export interface BodyFatResult {
  equation: FatEquation;
  /** The sites the equation uses for this patient's sex (empty while the sex is unknown). */
  sites: readonly SkinfoldSite[];
  /** What the record or the profile lacks; when not empty, no number is given. */
  missing: Missing[];
  warning: OutOfRangeWarning | null;
  /** Set when the measurements are all there but the equation cannot give a true number. */
  problem: BodyFatProblem | null;
  density: number | null;
  fatPercent: number | null;
  /** Fat and lean mass need the record's weight as well. */
  fatMassKg: number | null;
  leanMassKg: number | null;
}

/**
 * A fat percentage that can be true, as it is shown: above 0 and below 100. The same test rules out a lean mass
 * above the body weight (fat below 0) and a fat mass of the whole body or more (lean mass 0 or below).
 */
export function isPossibleFatPercent(fatPercent: number): boolean {
  const shown = roundAsShown(fatPercent, SHOWN_DECIMALS.fatPercent);
  return shown > 0 && shown < 100;
}

export function assessBodyFat(
  equation: FatEquation,
  measurements: Measurements,
  person: Person,
): BodyFatResult {
  const definition = DENSITY_EQUATIONS[equation];
  const empty = { problem: null, density: null, fatPercent: null, fatMassKg: null, leanMassKg: null };
  const { sex, ageYears } = person;
  if (!sex) {
    return {
      equation,
      sites: [],
      missing: ageYears === null && definition.needsAge ? ['sex', 'age'] : ['sex'],
      warning: null,
      ...empty,
    };
  }
  const sites = definition.sites[sex];
  const missing: Missing[] = listMissingSites(measurements, sites);
  if (definition.needsAge && ageYears === null) missing.push('age');
  const range = definition.validatedOn[sex];
  const warning = range ? checkValidationRange(person, range) : null;
  if (missing.length > 0) return { equation, sites, missing, warning, ...empty };
  const sum = sumSites(measurements, sites);
  const turningPoint = definition.turningPoint[sex];
  if (turningPoint !== null && sum > turningPoint) {
    return {
      ...empty,
      equation,
      sites,
      missing,
      warning,
      problem: { kind: 'SUM_PAST_TURNING_POINT', sum, turningPoint },
    };
  }
  const density = definition.density(sum, sex, ageYears ?? 0);
  const fatPercent = computeSiriFatPercent(density);
  if (!isPossibleFatPercent(fatPercent)) {
    const shown = roundAsShown(fatPercent, SHOWN_DECIMALS.fatPercent);
    return {
      ...empty,
      equation,
      sites,
      missing,
      warning,
      problem: { kind: 'IMPOSSIBLE_RESULT', fatPercent: shown },
    };
  }
  const weight = measurements.weight;
  const fatMassKg = isMeasured(weight) ? (weight * fatPercent) / 100 : null;
  return {
    equation,
    sites,
    missing,
    warning,
    problem: null,
    density,
    fatPercent,
    fatMassKg,
    leanMassKg: isMeasured(weight) && fatMassKg !== null ? weight - fatMassKg : null,
  };
}
