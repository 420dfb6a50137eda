// Body fat from a density equation: Siri's two-compartment conversion, then fat and lean mass.
// Siri WE. Body composition from fluid spaces and density: analysis of methods. In: Brozek J, Henschel A,
// eds. Techniques for measuring body composition. Washington: National Academy of Sciences; 1961:223–244.
import { DENSITY_EQUATIONS, type FatEquation } from './density-equations';
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

export interface BodyFatResult {
  equation: FatEquation;
  /** The sites the equation uses for this patient's sex (empty while the sex is unknown). */
  sites: readonly SkinfoldSite[];
  /** What the record or the profile lacks; when not empty, no number is given. */
  missing: Missing[];
  warning: OutOfRangeWarning | null;
  density: number | null;
  fatPercent: number | null;
  /** Fat and lean mass need the record's weight as well. */
  fatMassKg: number | null;
  leanMassKg: number | null;
}

export function assessBodyFat(
  equation: FatEquation,
  measurements: Measurements,
  person: Person,
): BodyFatResult {
  const definition = DENSITY_EQUATIONS[equation];
  const empty = { density: null, fatPercent: null, fatMassKg: null, leanMassKg: null };
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
  const warning = checkValidationRange(person, definition.validatedOn[sex]);
  if (missing.length > 0) return { equation, sites, missing, warning, ...empty };
  const density = definition.density(sumSites(measurements, sites), sex, ageYears ?? 0);
  const fatPercent = computeSiriFatPercent(density);
  const weight = measurements.weight;
  const fatMassKg = isMeasured(weight) ? (weight * fatPercent) / 100 : null;
  return {
    equation,
    sites,
    missing,
    warning,
    density,
    fatPercent,
    fatMassKg,
    leanMassKg: isMeasured(weight) && fatMassKg !== null ? weight - fatMassKg : null,
  };
}
