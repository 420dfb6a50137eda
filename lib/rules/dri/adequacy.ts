// A day's intake of a nutrient against the Dietary Reference Intakes of the person's life-stage group, with
// one flag; the macronutrients' shares of energy against the AMDR, saturated fat against 10 % of energy, and
// protein per kg of body weight. Unknown is not zero (DESIGN §7): an unknown total gives no flag, and a total
// that met foods without a value keeps its flag, computed from the known part, with "dado parcial" beside it.
// The amount is classified as it is given: the caller passes it as the screen shows it.

import { roundAsShown } from '../anthropometry/shown-precision';
import { KCAL_PER_GRAM } from '../meal-plan-totals';
import { type LifeStageGroup, pickForGroup } from './life-stage';
import { AMDR, type EnergyMacro, getAmdrBand, PROTEIN_PER_KG, SATURATED_FAT_LIMIT } from './macronutrients';
import type { NutrientReference } from './references';

/** A nutrient's total for the day: amount null when unknown; partial when some foods had no value. */
export interface DayTotal {
  amount: number | null;
  partial: boolean;
}

/**
 * BELOW_AI: with only an AI (no EAR), an intake under it says nothing definite; the DRI reports say adequacy
 * cannot be judged below the AI, and the screen shows BELOW_AI_CAVEAT with it. ABOVE_CDRR: sodium above its
 * Chronic Disease Risk Reduction intake, a warning like ABOVE_UL (sodium has no UL since 2019).
 */
export type AdequacyFlag =
  | 'BELOW_EAR'
  | 'BETWEEN_EAR_RDA'
  | 'ABOVE_RDA_AI'
  | 'BELOW_AI'
  | 'ABOVE_UL'
  | 'ABOVE_CDRR';

export const ADEQUACY_LABELS: Record<AdequacyFlag, string> = {
  BELOW_EAR: 'abaixo da EAR',
  BETWEEN_EAR_RDA: 'entre EAR e RDA',
  ABOVE_RDA_AI: 'acima da RDA/AI',
  BELOW_AI: 'abaixo da AI',
  ABOVE_UL: 'acima do UL',
  ABOVE_CDRR: 'acima do CDRR',
};
export const PARTIAL_DATA_LABEL = 'dado parcial';
export const BELOW_AI_CAVEAT = 'Abaixo da AI não se pode afirmar inadequação: a AI não permite julgá-la.';
/** The flags that warn of excess rather than speak of adequacy. */
export const WARNING_FLAGS: readonly AdequacyFlag[] = ['ABOVE_UL', 'ABOVE_CDRR'];

export interface Assessment<Flag extends string> {
  /** Null when the amount is unknown or there is no reference to read it against. */
  flag: Flag | null;
  /** Some foods had no value: the flag speaks of the known part only. */
  partial: boolean;
}

const isAmount = (value: number | null): value is number => value !== null && value >= 0;

/** The amount the UL is read against, or null where the day's foods cannot be compared with it. */
function readUlIntake(reference: NutrientReference, total: DayTotal, preformed: DayTotal | undefined) {
  if (reference.ulScope === 'ALL_SOURCES') return total;
  if (reference.ulScope === 'PREFORMED_VITAMIN_A') return preformed ?? null;
  // SUPPLEMENTS_ONLY (magnesium), SYNTHETIC_FORMS (niacin): food is never held against these ULs.
  return null;
}

function classifyAdequacy(amount: number, reference: NutrientReference): AdequacyFlag | null {
  const { ear, rda, ai } = reference;
  if (ear !== null) {
    if (amount < ear) return 'BELOW_EAR';
    if (rda === null) return null;
    return amount < rda ? 'BETWEEN_EAR_RDA' : 'ABOVE_RDA_AI';
  }
  if (ai !== null) return amount < ai ? 'BELOW_AI' : 'ABOVE_RDA_AI';
  return null;
}

/**
 * One flag for a day's total: above the UL (strictly: the UL itself is still tolerable) or the CDRR first,
 * then below the EAR, between the EAR and the RDA, at or above the RDA or AI, or below an AI alone.
 * `preformed` is the day's preformed vitamin A (TACO's retinol), the only amount the vitamin A UL is read
 * against; without it that UL is not checked.
 */
export function assessIntake(
  total: DayTotal,
  reference: NutrientReference,
  preformed?: DayTotal,
): Assessment<AdequacyFlag> {
  if (!isAmount(total.amount)) return { flag: null, partial: total.partial };
  const ulIntake = reference.ul === null ? null : readUlIntake(reference, total, preformed);
  if (ulIntake && reference.ul !== null && isAmount(ulIntake.amount) && ulIntake.amount > reference.ul) {
    return { flag: 'ABOVE_UL', partial: total.partial || ulIntake.partial };
  }
  if (reference.cdrr !== null && total.amount > reference.cdrr) {
    return { flag: 'ABOVE_CDRR', partial: total.partial };
  }
  return { flag: classifyAdequacy(total.amount, reference), partial: total.partial };
}

/** What the screen writes beside the value: the flag's label, then "dado parcial" when partial. */
export function listMarkers<Flag extends string>(
  assessment: Assessment<Flag>,
  labels: Record<Flag, string>,
): string[] {
  return [
    ...(assessment.flag === null ? [] : [labels[assessment.flag]]),
    ...(assessment.partial ? [PARTIAL_DATA_LABEL] : []),
  ];
}

/** Percentages of energy are shown, and so classified, with one decimal. */
export const ENERGY_PERCENT_DECIMALS = 1;

/** The share (%) of the day's energy a macronutrient's grams bring, or null without a positive energy. */
export function computeEnergyPercent(grams: number, kcalPerGram: number, energyKcal: number): number | null {
  if (!(energyKcal > 0) || !(grams >= 0)) return null;
  return roundAsShown(((grams * kcalPerGram) / energyKcal) * 100, ENERGY_PERCENT_DECIMALS);
}

export type AmdrFlag = 'BELOW_AMDR' | 'WITHIN_AMDR' | 'ABOVE_AMDR';
export const AMDR_LABELS: Record<AmdrFlag, string> = {
  BELOW_AMDR: 'abaixo da AMDR',
  WITHIN_AMDR: 'dentro da AMDR',
  ABOVE_AMDR: 'acima da AMDR',
};

export interface EnergyShareAssessment<Flag extends string> extends Assessment<Flag> {
  /** % of the day's energy, one decimal; null when the grams or the energy are unknown. */
  percent: number | null;
}

function readShare(grams: DayTotal, energyKcal: DayTotal, kcalPerGram: number) {
  const partial = grams.partial || energyKcal.partial;
  if (!isAmount(grams.amount) || energyKcal.amount === null) return { percent: null, partial };
  return { percent: computeEnergyPercent(grams.amount, kcalPerGram, energyKcal.amount), partial };
}

/**
 * A macronutrient's share of the day's energy (the day's kcal total) against the AMDR of the group's age,
 * within when min ≤ share ≤ max. Grams become kcal with the Atwater factors the plans use.
 */
export function assessMacroShare(
  macro: EnergyMacro,
  grams: DayTotal,
  energyKcal: DayTotal,
  group: LifeStageGroup,
): EnergyShareAssessment<AmdrFlag> & { range: { min: number; max: number } } {
  const range = AMDR[getAmdrBand(group)][macro];
  const { percent, partial } = readShare(grams, energyKcal, KCAL_PER_GRAM[macro]);
  if (percent === null) return { percent, flag: null, partial, range };
  const flag = percent < range.min ? 'BELOW_AMDR' : percent > range.max ? 'ABOVE_AMDR' : 'WITHIN_AMDR';
  return { percent, flag, partial, range };
}

export type SaturatedFatFlag = 'BELOW_SATURATED_FAT_LIMIT' | 'AT_OR_ABOVE_SATURATED_FAT_LIMIT';
export const SATURATED_FAT_LABELS: Record<SaturatedFatFlag, string> = {
  BELOW_SATURATED_FAT_LIMIT: 'abaixo de 10 % da energia',
  AT_OR_ABOVE_SATURATED_FAT_LIMIT: '10 % da energia ou mais',
};

/**
 * Saturated fat against "less than 10 % of calories" (Dietary Guidelines 2020–2025): 10.0 % is not less.
 * No flag under 2 years, where the guideline does not apply, nor with an unknown age.
 */
export function assessSaturatedFat(
  grams: DayTotal,
  energyKcal: DayTotal,
  ageYears: number | null,
): EnergyShareAssessment<SaturatedFatFlag> {
  const { percent, partial } = readShare(grams, energyKcal, KCAL_PER_GRAM.fats);
  const applies = ageYears !== null && ageYears >= SATURATED_FAT_LIMIT.fromAgeYears;
  if (percent === null || !applies) return { percent, flag: null, partial };
  const flag =
    percent < SATURATED_FAT_LIMIT.belowPercentOfEnergy
      ? 'BELOW_SATURATED_FAT_LIMIT'
      : 'AT_OR_ABOVE_SATURATED_FAT_LIMIT';
  return { percent, flag, partial };
}

/** Protein per kg is shown, and so classified, with two decimals, as the DRI tables print it. */
export const PROTEIN_PER_KG_DECIMALS = 2;

export interface ProteinPerKgAssessment extends Assessment<AdequacyFlag> {
  /** g per kg of body weight; null when the protein or the weight is unknown. */
  gramsPerKg: number | null;
}

/**
 * The day's protein per kg of body weight against the group's EAR and RDA per kg. Where the RDA per kg is
 * unknown (README.md), an intake at or above the EAR gets no flag rather than a guessed one.
 */
export function assessProteinPerKg(
  grams: DayTotal,
  weightKg: number | null,
  group: LifeStageGroup,
): ProteinPerKgAssessment {
  if (!isAmount(grams.amount) || weightKg === null || !(weightKg > 0)) {
    return { gramsPerKg: null, flag: null, partial: grams.partial };
  }
  const gramsPerKg = roundAsShown(grams.amount / weightKg, PROTEIN_PER_KG_DECIMALS);
  const ear = pickForGroup(PROTEIN_PER_KG.ear, group);
  const rda = pickForGroup(PROTEIN_PER_KG.rda, group);
  const flag =
    gramsPerKg < ear
      ? 'BELOW_EAR'
      : rda === null
        ? null
        : gramsPerKg < rda
          ? 'BETWEEN_EAR_RDA'
          : 'ABOVE_RDA_AI';
  return { gramsPerKg, flag, partial: grams.partial };
}
