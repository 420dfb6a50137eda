// Equations printed by age band (Schofield, FAO/WHO/UNU, Henry) label their bands "18–30", "30–60", "≥60".
// Since "≥60" starts at 60, "30–60" must stop before it, and so every band here holds its lower bound and not
// its upper one: a patient of exactly 30 whole years is in "30–60".

/** One band's straight line: kcal/day = perKg × weight (kg) + constant. */
export interface WeightLine {
  fromAge: number;
  perKg: number;
  constant: number;
}

/** The band whose lower bound is the highest not above `age` (bands listed from age 0, in order). */
export function findAgeBand<T extends { fromAge: number }>(bands: readonly [T, ...T[]], age: number): T {
  return bands.filter((band) => band.fromAge <= age).at(-1) ?? bands[0];
}

export function computeWeightLine(
  bands: readonly [WeightLine, ...WeightLine[]],
  weightKg: number,
  age: number,
) {
  const band = findAgeBand(bands, age);
  return band.perKg * weightKg + band.constant;
}

/** 1 kcal = 4.184 kJ (the thermochemical calorie), for equations printed in MJ/day. */
export const KCAL_PER_MJ = 1000 / 4.184;
