// The measurements one anthropometric assessment may hold and who the patient is on its date. The names
// are the wire's (snake_case), so the rules read a record as the API sends it.

export const SKINFOLD_SITES = [
  'triceps_skinfold',
  'biceps_skinfold',
  'subscapular_skinfold',
  'suprailiac_skinfold',
  'abdominal_skinfold',
  'thigh_skinfold',
  'chest_skinfold',
  'midaxillary_skinfold',
  'calf_skinfold',
] as const;
export type SkinfoldSite = (typeof SKINFOLD_SITES)[number];

export const CIRCUMFERENCE_SITES = [
  'arm_circumference',
  'triceps_circumference',
  'hip_circumference',
  'calf_circumference',
  'waist_circumference',
  'thigh_circumference',
  'chest_circumference',
] as const;
export type CircumferenceSite = (typeof CIRCUMFERENCE_SITES)[number];

export type MeasurementField = 'weight' | 'height' | SkinfoldSite | CircumferenceSite;

/** The measurements an anthropometric record may hold, in the order the screens list them. */
export const MEASUREMENT_FIELDS: readonly MeasurementField[] = [
  'weight',
  'height',
  ...CIRCUMFERENCE_SITES,
  ...SKINFOLD_SITES,
];
export type Sex = 'MALE' | 'FEMALE';

/** One assessment's numbers (kg, cm, skinfolds in mm); a missing measurement is null or absent. */
export type Measurements = Partial<Record<MeasurementField, number | null>>;

/** Who the patient is on the assessment's date: sex and whole years, each possibly unknown. */
export interface Person {
  sex: Sex | null;
  ageYears: number | null;
}

/** What an equation needs that the record or the patient's profile does not have. */
export type Missing = MeasurementField | 'sex' | 'age';

/** The sites of `sites` the record lacks, in the equation's own order. */
export function listMissingSites<T extends MeasurementField>(
  measurements: Measurements,
  sites: readonly T[],
): T[] {
  return sites.filter((site) => !isMeasured(measurements[site]));
}

export function isMeasured(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** Sum of the given sites; only call once none is missing. */
export function sumSites(measurements: Measurements, sites: readonly MeasurementField[]): number {
  return sites.reduce((total, site) => total + (measurements[site] ?? 0), 0);
}
