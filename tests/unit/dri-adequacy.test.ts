// A day's intake against the DRIs: each flag's boundaries, the ULs that do not speak of food, partial and
// unknown totals (unknown is never zero), the AMDR, saturated fat and protein per kg.
import { describe, expect, it } from 'vitest';
import {
  ADEQUACY_LABELS,
  AMDR_LABELS,
  assessIntake,
  assessMacroShare,
  assessProteinPerKg,
  assessSaturatedFat,
  type DayTotal,
  listMarkers,
  PARTIAL_DATA_LABEL,
} from '@/lib/rules/dri/adequacy';
import { getLifeStageGroup } from '@/lib/rules/dri/life-stage';
import { getNutrientReference } from '@/lib/rules/dri/references';

const known = (amount: number): DayTotal => ({ amount, partial: false });
const partial = (amount: number | null): DayTotal => ({ amount, partial: true });
const UNKNOWN: DayTotal = { amount: null, partial: false };

const woman = getLifeStageGroup('FEMALE', 30, { kind: 'NONE' })!;
const pregnant = getLifeStageGroup('FEMALE', 30, { kind: 'PREGNANT', trimester: 2 })!;
const flagOf = (total: DayTotal, nutrient: Parameters<typeof getNutrientReference>[1], group = woman) =>
  assessIntake(total, getNutrientReference(group, nutrient)).flag;

describe('the labels the screens show', () => {
  it('are the Portuguese words, exactly', () => {
    expect(ADEQUACY_LABELS.BELOW_EAR).toBe('abaixo da EAR');
    expect(ADEQUACY_LABELS.BETWEEN_EAR_RDA).toBe('entre EAR e RDA');
    expect(ADEQUACY_LABELS.ABOVE_RDA_AI).toBe('acima da RDA/AI');
    expect(ADEQUACY_LABELS.ABOVE_UL).toBe('acima do UL');
    expect(ADEQUACY_LABELS.BELOW_AI).toBe('abaixo da AI');
    expect(PARTIAL_DATA_LABEL).toBe('dado parcial');
  });
});

describe('assessIntake', () => {
  it('puts each boundary of iron (woman of 30: EAR 8.1, RDA 18, UL 45 mg) on its side', () => {
    expect(flagOf(known(0), 'iron')).toBe('BELOW_EAR');
    expect(flagOf(known(8.09), 'iron')).toBe('BELOW_EAR');
    expect(flagOf(known(8.1), 'iron')).toBe('BETWEEN_EAR_RDA');
    expect(flagOf(known(17.99), 'iron')).toBe('BETWEEN_EAR_RDA');
    expect(flagOf(known(18), 'iron')).toBe('ABOVE_RDA_AI');
    expect(flagOf(known(45), 'iron')).toBe('ABOVE_RDA_AI');
    expect(flagOf(known(45.01), 'iron')).toBe('ABOVE_UL');
  });

  it('reads the same day differently for a pregnant woman (EAR 22, RDA 27 mg)', () => {
    expect(flagOf(known(20), 'iron')).toBe('ABOVE_RDA_AI');
    expect(flagOf(known(20), 'iron', pregnant)).toBe('BELOW_EAR');
    expect(flagOf(known(26), 'iron', pregnant)).toBe('BETWEEN_EAR_RDA');
  });

  it('with an AI alone, says below the AI (no definite inadequacy) or at or above it', () => {
    expect(flagOf(known(2599), 'potassium')).toBe('BELOW_AI');
    expect(flagOf(known(2600), 'potassium')).toBe('ABOVE_RDA_AI');
    expect(flagOf(known(24.9), 'fiber')).toBe('BELOW_AI');
    expect(flagOf(known(25), 'fiber')).toBe('ABOVE_RDA_AI');
  });

  it('warns of sodium above its CDRR, which is not a UL', () => {
    expect(flagOf(known(1499), 'sodium')).toBe('BELOW_AI');
    expect(flagOf(known(2300), 'sodium')).toBe('ABOVE_RDA_AI');
    expect(flagOf(known(2301), 'sodium')).toBe('ABOVE_CDRR');
  });

  it('never holds food against the magnesium (supplements) or niacin (synthetic forms) UL', () => {
    expect(flagOf(known(900), 'magnesium')).toBe('ABOVE_RDA_AI');
    expect(flagOf(known(80), 'niacin')).toBe('ABOVE_RDA_AI');
  });

  it('reads the vitamin A UL against preformed vitamin A only, when it is given', () => {
    const reference = getNutrientReference(woman, 'vitamin_a');
    expect(assessIntake(known(4000), reference).flag).toBe('ABOVE_RDA_AI');
    expect(assessIntake(known(4000), reference, known(2999)).flag).toBe('ABOVE_RDA_AI');
    expect(assessIntake(known(4000), reference, known(3001))).toEqual({ flag: 'ABOVE_UL', partial: false });
    expect(assessIntake(known(4000), reference, partial(3001))).toEqual({ flag: 'ABOVE_UL', partial: true });
    expect(assessIntake(known(4000), reference, UNKNOWN).flag).toBe('ABOVE_RDA_AI');
  });

  it('gives no flag to an unknown total, never reading it as zero', () => {
    const reference = getNutrientReference(woman, 'iron');
    expect(assessIntake(UNKNOWN, reference)).toEqual({ flag: null, partial: false });
    expect(assessIntake(known(0), reference).flag).toBe('BELOW_EAR');
    expect(listMarkers(assessIntake(UNKNOWN, reference), ADEQUACY_LABELS)).toEqual([]);
  });

  it('keeps the flag of the known part of a partial total and says "dado parcial" beside it', () => {
    const reference = getNutrientReference(woman, 'iron');
    const assessment = assessIntake(partial(10), reference);
    expect(assessment).toEqual({ flag: 'BETWEEN_EAR_RDA', partial: true });
    expect(listMarkers(assessment, ADEQUACY_LABELS)).toEqual(['entre EAR e RDA', 'dado parcial']);
    expect(listMarkers(assessIntake(partial(50), reference), ADEQUACY_LABELS)).toEqual([
      'acima do UL',
      'dado parcial',
    ]);
    expect(listMarkers(assessIntake(partial(null), reference), ADEQUACY_LABELS)).toEqual(['dado parcial']);
  });
});

describe('assessMacroShare (AMDR)', () => {
  const energy = known(2000);

  it('classifies an adult share as shown, with one decimal, inclusive at both ends', () => {
    expect(assessMacroShare('proteins', known(49.5), energy, woman)).toMatchObject({
      percent: 9.9,
      flag: 'BELOW_AMDR',
    });
    // 49.98 g is 9.996 %, shown as 10,0 %: within.
    expect(assessMacroShare('proteins', known(49.98), energy, woman)).toMatchObject({
      percent: 10,
      flag: 'WITHIN_AMDR',
    });
    expect(assessMacroShare('proteins', known(175), energy, woman).flag).toBe('WITHIN_AMDR');
    expect(assessMacroShare('proteins', known(175.5), energy, woman)).toMatchObject({
      percent: 35.1,
      flag: 'ABOVE_AMDR',
    });
    expect(assessMacroShare('fats', known(77.8), energy, woman)).toMatchObject({
      percent: 35,
      flag: 'WITHIN_AMDR',
    });
    expect(AMDR_LABELS.WITHIN_AMDR).toBe('dentro da AMDR');
  });

  it('takes the ranges of the age: 1–3, 4–18 (a pregnant girl of 17 too) and adults', () => {
    const toddler = getLifeStageGroup('MALE', 2, { kind: 'NONE' })!;
    const girl = getLifeStageGroup('FEMALE', 17, { kind: 'PREGNANT', trimester: 1 })!;
    // 38 % of energy from fat: within 30–40 at 2 years, above 25–35 at 17 and above 20–35 for adults.
    expect(assessMacroShare('fats', known(84.45), energy, toddler)).toMatchObject({
      percent: 38,
      flag: 'WITHIN_AMDR',
      range: { min: 30, max: 40 },
    });
    expect(assessMacroShare('fats', known(84.45), energy, girl)).toMatchObject({
      flag: 'ABOVE_AMDR',
      range: { min: 25, max: 35 },
    });
    expect(assessMacroShare('fats', known(48.9), energy, girl).flag).toBe('BELOW_AMDR');
    expect(assessMacroShare('fats', known(48.9), energy, woman).flag).toBe('WITHIN_AMDR');
    expect(assessMacroShare('proteins', known(160), energy, girl)).toMatchObject({
      percent: 32,
      flag: 'ABOVE_AMDR',
    });
    expect(assessMacroShare('proteins', known(160), energy, pregnant).flag).toBe('WITHIN_AMDR');
  });

  it('gives no share without the grams or a positive energy, and carries partial from either', () => {
    expect(assessMacroShare('fats', UNKNOWN, energy, woman)).toMatchObject({ percent: null, flag: null });
    expect(assessMacroShare('fats', known(60), UNKNOWN, woman)).toMatchObject({ percent: null, flag: null });
    expect(assessMacroShare('fats', known(60), known(0), woman).flag).toBeNull();
    expect(assessMacroShare('fats', known(60), partial(2000), woman)).toMatchObject({
      flag: 'WITHIN_AMDR',
      partial: true,
    });
  });
});

describe('assessSaturatedFat (< 10 % of energy, Dietary Guidelines 2020–2025)', () => {
  it('counts 10,0 % as the limit reached, and judges the share as shown', () => {
    expect(assessSaturatedFat(known(22), known(2000), 30)).toMatchObject({
      percent: 9.9,
      flag: 'BELOW_SATURATED_FAT_LIMIT',
    });
    // 22.21 g is 9.99 %, shown as 10,0 %.
    expect(assessSaturatedFat(known(22.21), known(2000), 30)).toMatchObject({
      percent: 10,
      flag: 'AT_OR_ABOVE_SATURATED_FAT_LIMIT',
    });
  });

  it('gives no flag under 2 years, with an unknown age or with unknown grams', () => {
    expect(assessSaturatedFat(known(30), known(1000), 1).flag).toBeNull();
    expect(assessSaturatedFat(known(30), known(1000), null).flag).toBeNull();
    expect(assessSaturatedFat(partial(null), known(1000), 30)).toMatchObject({ flag: null, partial: true });
  });
});

describe('assessProteinPerKg', () => {
  it('reads g per kg, shown with two decimals, against the EAR (0.66) and RDA (0.8) of a woman of 30', () => {
    expect(assessProteinPerKg(known(39), 60, woman)).toMatchObject({ gramsPerKg: 0.65, flag: 'BELOW_EAR' });
    expect(assessProteinPerKg(known(39.6), 60, woman)).toMatchObject({
      gramsPerKg: 0.66,
      flag: 'BETWEEN_EAR_RDA',
    });
    expect(assessProteinPerKg(known(48), 60, woman)).toMatchObject({ gramsPerKg: 0.8, flag: 'ABOVE_RDA_AI' });
  });

  it('says nothing above the EAR where the RDA per kg is unknown (pregnancy)', () => {
    expect(assessProteinPerKg(known(50), 65, pregnant)).toMatchObject({
      gramsPerKg: 0.77,
      flag: 'BELOW_EAR',
    });
    expect(assessProteinPerKg(known(80), 65, pregnant)).toMatchObject({ gramsPerKg: 1.23, flag: null });
  });

  it('gives nothing without the weight or the protein, and keeps partial', () => {
    expect(assessProteinPerKg(known(50), null, woman)).toMatchObject({ gramsPerKg: null, flag: null });
    expect(assessProteinPerKg(known(50), 0, woman).flag).toBeNull();
    expect(assessProteinPerKg(partial(null), 60, woman)).toMatchObject({ flag: null, partial: true });
    expect(assessProteinPerKg(partial(60), 60, woman)).toMatchObject({ flag: 'ABOVE_RDA_AI', partial: true });
  });
});
