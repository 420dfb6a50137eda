// What every energy equation declares about itself: where its coefficients were printed, whom they were
// derived on, what it needs, and whether it gives resting energy (to be multiplied by an activity factor) or
// the day's total (the IOM's EER already carries its physical-activity coefficient).
import type { Sex } from '../anthropometry/sites';
import type { ValidationRange } from '../anthropometry/validation';

export type { Sex };

export const ENERGY_EQUATION_IDS = [
  'HARRIS_BENEDICT_1919',
  'HARRIS_BENEDICT_1984',
  'FAO_WHO_UNU_1985',
  'SCHOFIELD_1985',
  'HENRY_2005',
  'IOM_EER_2005',
  'MIFFLIN_ST_JEOR_1990',
  'CUNNINGHAM_1980',
  'KATCH_MCARDLE',
] as const;
export type EnergyEquationId = (typeof ENERGY_EQUATION_IDS)[number];

/** What an equation can ask of the record, the profile or the nutritionist. */
export type EnergyInput =
  | 'weight'
  | 'height'
  | 'birthDate'
  | 'sex'
  | 'fatFreeMass'
  | 'activityFactor'
  | 'paCategory'
  | 'pregnancyTrimester'
  | 'lactationPeriod';

/** A field the sources read here did not show is null, never guessed. */
export interface EquationSource {
  authors: string;
  title: string | null;
  /** Journal and volume, or report series and publisher. */
  publishedIn: string | null;
  year: number | null;
  pages: string | null;
}

export interface EquationPopulation {
  /** In Portuguese, as the screen may show it. */
  description: string;
  /** The ages of the source's sample; null where the source covers every age by band or none is documented. */
  ages: ValidationRange | null;
  sexes: readonly Sex[];
  conditions: readonly string[];
}

export interface EnergyEquation {
  id: EnergyEquationId;
  /** Portuguese name for the nutritionist's choice. */
  name: string;
  sources: readonly EquationSource[];
  population: EquationPopulation;
  /** Inputs without which the equation gives no number. */
  requires: readonly EnergyInput[];
  /** Inputs it uses when they are given. */
  accepts: readonly EnergyInput[];
  /** RESTING: resting (basal) energy, multiplied by an activity factor; TOTAL: the day's energy (EER). */
  gives: 'RESTING' | 'TOTAL';
}
