// The requirement by the equation chosen for the patient, with what the record holds. The equations' own
// figures are checked against their sources in energy-equations.test.ts; here, which inputs reach them.
import { describe, expect, it } from 'vitest';
import {
  estimateChosenRequirement,
  findLatestLeanMass,
  type RequirementFacts,
} from '@/lib/rules/chosen-requirement';
import { computeKatchMcArdle } from '@/lib/rules/energy';

const woman: RequirementFacts = {
  weightKg: 60,
  heightCm: 165,
  birthDate: '1996-05-01',
  sex: 'FEMALE',
  activity: 'MODERATELY_ACTIVE',
  leanMass: null,
  stage: { state: null, outdated: false },
};
const today = '2026-12-06';

describe('the requirement by the chosen equation', () => {
  it('none chosen: Mifflin–St Jeor × the profile activity factor, as before', () => {
    const result = estimateChosenRequirement(null, woman, today);
    // (10 × 60 + 6.25 × 165 − 5 × 30 − 161) × 1.55 = 1320.25 × 1.55
    expect(result).toMatchObject({ ok: true, equation: 'MIFFLIN_ST_JEOR_1990', activity: { factor: 1.55 } });
    expect(result.ok && result.kcal).toBeCloseTo(2046.39, 2);
  });

  it('the EER takes the IOM category her activity level maps to, or the one she chose', () => {
    const mapped = estimateChosenRequirement({ equation: 'IOM_EER_2005', paCategory: null }, woman, today);
    expect(mapped).toMatchObject({ ok: true, activity: { paCategory: 'LOW_ACTIVE' } });
    const chosen = estimateChosenRequirement(
      { equation: 'IOM_EER_2005', paCategory: 'ACTIVE' },
      woman,
      today,
    );
    expect(chosen.ok && mapped.ok && chosen.kcal > mapped.kcal).toBe(true);
  });

  it('the EER of a pregnancy in its 2nd trimester adds the energy the IOM gives for it', () => {
    const base = estimateChosenRequirement({ equation: 'IOM_EER_2005', paCategory: null }, woman, today);
    const pregnant = estimateChosenRequirement(
      { equation: 'IOM_EER_2005', paCategory: null },
      { ...woman, stage: { state: 'PREGNANT', weeks: 20, trimester: 2 } },
      today,
    );
    expect(pregnant.ok && base.ok && pregnant.kcal - base.kcal).toBeCloseTo(340, 5);
    const unknownWeeks = estimateChosenRequirement(
      { equation: 'IOM_EER_2005', paCategory: null },
      { ...woman, stage: { state: 'PREGNANT', weeks: null, trimester: null } },
      today,
    );
    expect(unknownWeeks).toMatchObject({ ok: false, message: 'sem semanas de gestação na anamnese' });
  });

  it("the EER's lactation energy: the first six months, the next six, and none past the first year", () => {
    const eer = (monthsPostpartum: number) => {
      const result = estimateChosenRequirement(
        { equation: 'IOM_EER_2005', paCategory: null },
        { ...woman, stage: { state: 'LACTATING', monthsPostpartum } },
        today,
      );
      return result.ok ? result.kcal : Number.NaN;
    };
    const base = estimateChosenRequirement({ equation: 'IOM_EER_2005', paCategory: null }, woman, today);
    expect(base.ok && eer(2) - base.kcal).toBeCloseTo(330, 5);
    expect(base.ok && eer(8) - base.kcal).toBeCloseTo(400, 5);
    expect(base.ok && eer(13)).toBeCloseTo(base.ok ? base.kcal : 0, 5);
  });

  it('Katch-McArdle without an anthropometric record refuses: "sem registro de massa magra"', () => {
    expect(
      estimateChosenRequirement({ equation: 'KATCH_MCARDLE', paCategory: null }, woman, today),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('sem registro de massa magra'),
    });
  });

  it('Katch-McArdle with a record: the fat-free mass of its newest record that gives one, with its date', () => {
    // Jackson–Pollock 3 sites for women: triceps, suprailiac, thigh.
    const records = [
      { date: '2026-11-20', weight: 60 },
      { date: '2026-10-02', weight: 61, triceps_skinfold: 18, suprailiac_skinfold: 15, thigh_skinfold: 25 },
    ];
    const leanMass = findLatestLeanMass(records, 'JACKSON_POLLOCK_3', woman.birthDate, 'FEMALE');
    expect(leanMass).toMatchObject({ date: '2026-10-02', equation: 'JACKSON_POLLOCK_3' });
    const result = estimateChosenRequirement(
      { equation: 'KATCH_MCARDLE', paCategory: null },
      { ...woman, leanMass },
      today,
    );
    expect(result).toMatchObject({ ok: true, leanMass: { date: '2026-10-02' } });
    expect(result.ok && result.kcal).toBeCloseTo(computeKatchMcArdle(leanMass!.kg) * 1.55, 6);
  });
});
