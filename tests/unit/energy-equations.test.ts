// Each equation against a figure printed by its source, or, where none prints one, by a cited secondary
// reference; compared to 4 significant digits (half a unit of the 4th digit). Where a value is worked here by
// hand from the printed coefficients, the comment shows every step. Sources: lib/rules/energy/README.md.
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_FACTORS,
  ACTIVITY_LEVEL_PA_CATEGORIES,
  ENERGY_EQUATION_IDS,
  ENERGY_EQUATIONS,
  type EnergyEquationInputs,
  type EnergyEstimate,
  type EnergyRefusal,
  estimateEnergy,
  findPaCategory,
  listEnergyEquations,
} from '@/lib/rules/energy';
import { estimateEnergyRequirement } from '@/lib/rules/energy-requirement';

/** Passes when `actual` rounds to `printed` at 4 significant digits. */
function expectFourDigits(actual: number | undefined, printed: number) {
  const unit = 10 ** (Math.floor(Math.log10(Math.abs(printed))) - 3);
  expect(Math.abs((actual ?? Number.NaN) - printed)).toBeLessThanOrEqual(unit / 2);
}

const ON = '2025-06-01';
/** A birth date that makes `age` whole years on ON. */
const bornAt = (age: number) => `${2025 - age}-01-01`;

function estimate(id: Parameters<typeof estimateEnergy>[0], inputs: EnergyEquationInputs): EnergyEstimate {
  const result = estimateEnergy(id, inputs, ON);
  if (!result.ok) throw new Error(`refused: ${result.message}`);
  return result;
}

function refusal(id: Parameters<typeof estimateEnergy>[0], inputs: EnergyEquationInputs): EnergyRefusal {
  const result = estimateEnergy(id, inputs, ON);
  if (result.ok) throw new Error('expected a refusal');
  return result;
}

const woman = (age: number, weightKg: number, heightCm: number): EnergyEquationInputs => ({
  weightKg,
  heightCm,
  birthDate: bornAt(age),
  sex: 'FEMALE',
});
const man = (age: number, weightKg: number, heightCm: number): EnergyEquationInputs => ({
  ...woman(age, weightKg, heightCm),
  sex: 'MALE',
});

describe('the equations the nutritionist can choose', () => {
  it('lists each id once, with its Portuguese name, sources, population, inputs and kind of result', () => {
    expect(listEnergyEquations().map((equation) => equation.id)).toEqual([...ENERGY_EQUATION_IDS]);
    for (const equation of listEnergyEquations()) {
      expect(equation.name).not.toBe('');
      expect(equation.sources.length).toBeGreaterThan(0);
      expect(equation.population.description).not.toBe('');
      // Resting energy is multiplied by an activity factor; the EER takes the IOM's category instead.
      const activity = equation.gives === 'RESTING' ? 'activityFactor' : 'paCategory';
      expect(equation.requires).toContain(activity);
    }
    expect(ENERGY_EQUATIONS.IOM_EER_2005.gives).toBe('TOTAL');
  });
});

describe('activity: the product’s five levels and the IOM’s four categories', () => {
  it('places each level’s factor, read as a PAL, in the IOM’s PAL band (1.4, 1.6, 1.9 start the next)', () => {
    expect(ACTIVITY_LEVEL_PA_CATEGORIES).toEqual({
      SEDENTARY: 'SEDENTARY', // 1.2 < 1.4
      LIGHTLY_ACTIVE: 'SEDENTARY', // 1.375 < 1.4
      MODERATELY_ACTIVE: 'LOW_ACTIVE', // 1.4 ≤ 1.55 < 1.6
      VERY_ACTIVE: 'ACTIVE', // 1.6 ≤ 1.725 < 1.9
      EXTRA_ACTIVE: 'VERY_ACTIVE', // 1.9 ≤ 1.9
    });
    expect(findPaCategory(1.4)).toBe('LOW_ACTIVE');
    expect(findPaCategory(1.59)).toBe('LOW_ACTIVE');
    expect(findPaCategory(2.6)).toBe('VERY_ACTIVE');
  });
});

describe('a woman of 30 years, 60 kg, 165 cm, moderately active (factor 1.55; IOM category LOW_ACTIVE)', () => {
  const patient = { ...woman(30, 60, 165), activityFactor: ACTIVITY_FACTORS.MODERATELY_ACTIVE };

  it('EER (IOM 2005): 354 − 6.91 × 30 + 1.12 × (9.36 × 60 + 726 × 1.65) = 2117', () => {
    // 354 − 207.3 = 146.7; 9.36 × 60 = 561.6; 726 × 1.65 = 1197.9; 1.12 × 1759.5 = 1970.64 → 2117.34
    const eer = estimate('IOM_EER_2005', {
      ...patient,
      paCategory: ACTIVITY_LEVEL_PA_CATEGORIES.MODERATELY_ACTIVE,
    });
    expectFourDigits(eer.kcal, 2117);
    expect(eer.restingKcal).toBeUndefined();
    expect(eer.warnings).toEqual([]); // BMI 22.04, inside 18.5–25
    // Had the level been read as ACTIVE (PA 1.27): 146.7 + 1.27 × 1759.5 = 2381.27.
    expectFourDigits(estimate('IOM_EER_2005', { ...patient, paCategory: 'ACTIVE' }).kcal, 2381);
  });

  it('Harris-Benedict (1919): 655.0955 + 9.5634 × 60 + 1.8496 × 165 − 4.6756 × 30 = 1394, × 1.55 = 2160', () => {
    // 573.804 + 305.184 − 140.268 + 655.0955 = 1393.8155; × 1.55 = 2160.414
    const result = estimate('HARRIS_BENEDICT_1919', patient);
    expectFourDigits(result.restingKcal, 1394);
    expectFourDigits(result.kcal, 2160);
    expect(result.warnings).toEqual([]);
  });

  it('Harris-Benedict (1984): 447.593 + 9.247 × 60 + 3.098 × 165 − 4.330 × 30 = 1384, × 1.55 = 2145', () => {
    // 554.82 + 511.17 − 129.9 + 447.593 = 1383.683; × 1.55 = 2144.709
    const result = estimate('HARRIS_BENEDICT_1984', patient);
    expectFourDigits(result.restingKcal, 1384);
    expectFourDigits(result.kcal, 2145);
  });

  it('Henry (2005), band 30–60: (0.0407 × 60 + 2.90) MJ = 5.342 MJ = 1277 kcal, × 1.55 = 1979', () => {
    // 5.342 MJ × 1000 / 4.184 = 1276.77 kcal; × 1.55 = 1978.99
    const result = estimate('HENRY_2005', patient);
    expectFourDigits(result.restingKcal, 1277);
    expectFourDigits(result.kcal, 1979);
  });
});

describe('Harris-Benedict 1984 (Roza & Shizgal) and Mifflin–St Jeor, against a printed computation', () => {
  // Shimaila A, Introduction to Energy Requirements (course notes, scribd): a woman of 25 years, 60 kg, 160 cm.
  it('Roza & Shizgal: 447.593 + 554.82 + 495.68 − 108.25 (the notes print 1,389, cutting the decimals)', () => {
    expectFourDigits(
      estimate('HARRIS_BENEDICT_1984', { ...woman(25, 60, 160), activityFactor: 1 }).kcal,
      1390,
    );
  });

  it('Mifflin–St Jeor: 600 + 1000 − 125 − 161 = 1314', () => {
    expectFourDigits(
      estimate('MIFFLIN_ST_JEOR_1990', { ...woman(25, 60, 160), activityFactor: 1 }).kcal,
      1314,
    );
  });

  it('keeps the portal’s estimate: the same resting energy and factor, before its rounding', () => {
    const result = estimate('MIFFLIN_ST_JEOR_1990', { ...man(30, 70, 175), activityFactor: 1.55 });
    expect(Math.round(result.kcal)).toBe(
      estimateEnergyRequirement(
        { weightKg: 70, heightCm: 175, birthDate: bornAt(30), gender: 'MALE', activity: 'MODERATELY_ACTIVE' },
        ON,
      ),
    );
  });

  it('with the sex unknown, uses the mean of the sex terms and says so', () => {
    const result = estimate('MIFFLIN_ST_JEOR_1990', { ...man(30, 70, 175), sex: null, activityFactor: 1 });
    expect(result.kcal).toBeCloseTo(10 * 70 + 6.25 * 175 - 5 * 30 - 78, 6);
    expect(result.warnings).toEqual([{ kind: 'SEX_UNKNOWN_MEAN_USED' }]);
  });
});

describe('FAO/WHO/UNU (1985), Schofield (1985) and Henry (2005), by age band', () => {
  it('FAO/WHO/UNU: a man of 20 years, 70 kg: 15.3 × 70 + 679 = 1750 (BSC 2086 metabolism handout)', () => {
    expectFourDigits(estimate('FAO_WHO_UNU_1985', { ...man(20, 70, 175), activityFactor: 1 }).kcal, 1750);
  });

  it('Schofield: a woman of 20–30 years, 55 kg: 1302 kcal (FAO/WHO/UNU 2004, Human energy requirements, §5.4.1)', () => {
    // 14.818 × 55 + 486.6 = 1301.59; the report prints 5.45 MJ/day (1 302 kcal/day)
    expectFourDigits(estimate('SCHOFIELD_1985', { ...woman(25, 55, 160), activityFactor: 1 }).kcal, 1302);
  });

  it('reads "18–30" and "30–60" as 18 to 29 and 30 to 59 whole years', () => {
    const at = (age: number) =>
      estimate('FAO_WHO_UNU_1985', { ...woman(age, 60, 160), activityFactor: 1 }).kcal;
    expect(at(29)).toBeCloseTo(14.7 * 60 + 496, 6);
    expect(at(30)).toBeCloseTo(8.7 * 60 + 829, 6);
    expect(at(59)).toBeCloseTo(8.7 * 60 + 829, 6);
    expect(at(60)).toBeCloseTo(10.5 * 60 + 596, 6);
  });

  it('Henry: a boy of 5 years, 20 kg: (0.0937 × 20 + 2.15) MJ = 4.024 MJ = 961.8 kcal', () => {
    // 4.024 × 1000 / 4.184 = 961.76
    expectFourDigits(estimate('HENRY_2005', { ...man(5, 20, 110), activityFactor: 1 }).kcal, 961.8);
  });

  it('Henry: a man of 75 years, 70 kg, band 70+: (0.0573 × 70 + 2.01) MJ = 6.021 MJ = 1439 kcal', () => {
    // 4.011 + 2.01 = 6.021; × 1000 / 4.184 = 1439.05
    expectFourDigits(estimate('HENRY_2005', { ...man(75, 70, 170), activityFactor: 1 }).kcal, 1439);
  });
});

describe('IOM EER (2005): adults', () => {
  // The Food and Nutrition Board's table "EER for men and women 30 years of age", row 1.65 m, weight for a BMI
  // of 18.5 (18.5 × 1.65² = 50.366 kg): women 1,816 / 2,016 / 2,267 / 2,567; men 2,068 / 2,254 / 2,490 / 2,880.
  const weight = 18.5 * 1.65 * 1.65;

  it('women, the four categories (PA 1.0, 1.12, 1.27, 1.45)', () => {
    const at = (paCategory: 'SEDENTARY' | 'LOW_ACTIVE' | 'ACTIVE' | 'VERY_ACTIVE') =>
      estimate('IOM_EER_2005', { ...woman(30, weight, 165), paCategory }).kcal;
    expectFourDigits(at('SEDENTARY'), 1816);
    expectFourDigits(at('LOW_ACTIVE'), 2016);
    expectFourDigits(at('ACTIVE'), 2267);
    expectFourDigits(at('VERY_ACTIVE'), 2567);
  });

  it('men (PA 1.0, 1.11, 1.25, 1.48; the table’s footnote lists only the women’s)', () => {
    const at = (paCategory: 'SEDENTARY' | 'LOW_ACTIVE' | 'ACTIVE' | 'VERY_ACTIVE') =>
      estimate('IOM_EER_2005', { ...man(30, weight, 165), paCategory }).kcal;
    expectFourDigits(at('SEDENTARY'), 2068);
    expectFourDigits(at('LOW_ACTIVE'), 2254);
    expectFourDigits(at('VERY_ACTIVE'), 2880);
    // The table prints 2,490 for ACTIVE; the printed equation gives 2490.68 (2,491), within one kcal.
    expect(Math.abs(at('ACTIVE') - 2490)).toBeLessThan(1);
  });

  it('warns outside the normal weight the equations come from (BMI 18.5 to under 25), and still answers', () => {
    const result = estimate('IOM_EER_2005', { ...woman(30, 80, 165), paCategory: 'SEDENTARY' });
    expect(result.warnings).toEqual([
      { kind: 'BMI_OUTSIDE_VALIDATION', bmi: 29.38, minBmi: 18.5, maxBmi: 25 },
    ]);
    expect(result.kcal).toBeGreaterThan(0);
  });
});

describe('IOM EER (2005): children, with their energy deposition', () => {
  // IOM 2007, Nutrition Standards for Foods in Schools, Appendix B, Table B-1 (boys, reference weight and height):
  // total energy expenditure, to which the EER adds 20 kcal (3–8 years) or 25 kcal (9–18 years).
  it('a boy of 3 years, 14.3 kg, 0.95 m: TEE 1,142 / 1,304 / 1,465 / 1,663, EER + 20', () => {
    const at = (paCategory: 'SEDENTARY' | 'LOW_ACTIVE' | 'ACTIVE' | 'VERY_ACTIVE') =>
      estimate('IOM_EER_2005', { ...man(3, 14.3, 95), paCategory }).kcal;
    expectFourDigits(at('SEDENTARY'), 1142 + 20);
    expectFourDigits(at('LOW_ACTIVE'), 1304 + 20);
    expectFourDigits(at('ACTIVE'), 1465 + 20);
    expectFourDigits(at('VERY_ACTIVE'), 1663 + 20);
  });

  it('a boy of 10 years, 31.9 kg, 1.39 m: TEE 1,576 / 1,850 / 2,124 / 2,461, EER + 25', () => {
    const at = (paCategory: 'SEDENTARY' | 'LOW_ACTIVE' | 'ACTIVE' | 'VERY_ACTIVE') =>
      estimate('IOM_EER_2005', { ...man(10, 31.9, 139), paCategory }).kcal;
    expectFourDigits(at('SEDENTARY'), 1576 + 25);
    expectFourDigits(at('LOW_ACTIVE'), 1850 + 25);
    expectFourDigits(at('ACTIVE'), 2124 + 25);
    expectFourDigits(at('VERY_ACTIVE'), 2461 + 25);
  });

  it('a girl of 12 years, 40 kg, 1.50 m, active: 135.3 − 30.8 × 12 + 1.31 × (10 × 40 + 934 × 1.5) + 25 = 2150', () => {
    // 135.3 − 369.6 = −234.3; 400 + 1401 = 1801; × 1.31 = 2359.31; + 25 → 2150.01
    expectFourDigits(estimate('IOM_EER_2005', { ...woman(12, 40, 150), paCategory: 'ACTIVE' }).kcal, 2150);
  });

  it('refuses under 3 years, where the IOM gives other equations', () => {
    const result = refusal('IOM_EER_2005', { ...man(2, 12, 88), paCategory: 'ACTIVE' });
    expect(result.kind).toBe('NOT_APPLICABLE');
  });
});

describe('IOM EER (2005): pregnancy and lactation', () => {
  // The IOM's reference woman (19 years, 1.63 m, 57 kg, active) and the DRI table of EERs at that reference
  // (transcribed from Nelms & Ireton-Jones, Table 2.2): 2,403 non-pregnant; pregnancy 2nd and 3rd trimester
  // 2,743 and 2,855; lactation 0–6 and 7–12 months 2,733 and 2,803.
  const reference = { ...woman(19, 57, 163), paCategory: 'ACTIVE' as const };

  it('non-pregnant and first trimester: 2,403 (+ 0)', () => {
    expectFourDigits(estimate('IOM_EER_2005', reference).kcal, 2403);
    expectFourDigits(estimate('IOM_EER_2005', { ...reference, pregnancyTrimester: 1 }).kcal, 2403);
  });

  it('second and third trimesters: + 340 and + 452', () => {
    expectFourDigits(estimate('IOM_EER_2005', { ...reference, pregnancyTrimester: 2 }).kcal, 2743);
    expectFourDigits(estimate('IOM_EER_2005', { ...reference, pregnancyTrimester: 3 }).kcal, 2855);
  });

  it('lactation: + 500 − 170 in the first 6 months, + 400 − 0 in months 7 to 12', () => {
    expectFourDigits(
      estimate('IOM_EER_2005', { ...reference, lactationPeriod: 'FIRST_6_MONTHS' }).kcal,
      2733,
    );
    expectFourDigits(
      estimate('IOM_EER_2005', { ...reference, lactationPeriod: 'SECOND_6_MONTHS' }).kcal,
      2803,
    );
  });

  it('an adolescent adds to the girls’ equation (with its + 25); warns under 14, the youngest the IOM gives', () => {
    const girl = estimate('IOM_EER_2005', { ...woman(16, 55, 162), paCategory: 'LOW_ACTIVE' });
    const pregnant = estimate('IOM_EER_2005', {
      ...woman(16, 55, 162),
      paCategory: 'LOW_ACTIVE',
      pregnancyTrimester: 3,
    });
    expect(pregnant.kcal - girl.kcal).toBeCloseTo(452, 6);
    expect(pregnant.warnings).toEqual([]);
    const young = estimate('IOM_EER_2005', {
      ...woman(13, 50, 158),
      paCategory: 'LOW_ACTIVE',
      pregnancyTrimester: 2,
    });
    expect(young.warnings).toEqual([{ kind: 'AGE_OUTSIDE_VALIDATION', age: 13, minAge: 14, maxAge: 50 }]);
  });

  it('refuses pregnancy or lactation for a man, and both at once', () => {
    expect(
      refusal('IOM_EER_2005', { ...man(30, 70, 175), paCategory: 'ACTIVE', pregnancyTrimester: 2 }).message,
    ).toBe('gestação e lactação só se aplicam ao sexo feminino');
    const both = { ...reference, pregnancyTrimester: 2 as const, lactationPeriod: 'FIRST_6_MONTHS' as const };
    expect(refusal('IOM_EER_2005', both).message).toBe('informe gestação ou lactação, não as duas');
  });
});

describe('Cunningham (1980) and Katch-McArdle, from fat-free mass', () => {
  it('Cunningham: 500 + 22 × 50 = 1600 (Am J Clin Nutr 1980, the abstract’s equation)', () => {
    expectFourDigits(
      estimate('CUNNINGHAM_1980', { ...woman(30, 65, 165), fatFreeMassKg: 50, activityFactor: 1 }).kcal,
      1600,
    );
  });

  it('Katch-McArdle: 80 kg at 20 % fat, 64 kg lean: 370 + 21.6 × 64 = 1752.4 (calculatorlib’s worked example)', () => {
    const result = estimate('KATCH_MCARDLE', { ...man(30, 80, 180), fatFreeMassKg: 64, activityFactor: 1.2 });
    expectFourDigits(result.restingKcal, 1752);
    expectFourDigits(result.kcal, 2103); // 1752.4 × 1.2 = 2102.88
  });

  it('needs neither sex nor age, and does not read the birth date', () => {
    const result = estimate('KATCH_MCARDLE', {
      weightKg: null,
      heightCm: null,
      birthDate: '2030-01-01',
      sex: null,
      fatFreeMassKg: 64,
      activityFactor: 1,
    });
    expect(result.kcal).toBeCloseTo(1752.4, 6);
  });

  it('without a fat-free mass, refuses and says so', () => {
    const result = refusal('KATCH_MCARDLE', { ...man(30, 80, 180), activityFactor: 1.2 });
    expect(result).toMatchObject({ kind: 'MISSING_INPUT', missing: ['fatFreeMass'] });
    expect(result.message).toBe('sem registro de massa magra');
    expect(
      refusal('CUNNINGHAM_1980', { ...man(30, 80, 180), fatFreeMassKg: 0, activityFactor: 1 }).message,
    ).toBe('sem registro de massa magra');
  });
});

describe('refusals name every missing input in Portuguese', () => {
  it('weight, height, birth date, sex, activity', () => {
    const empty: EnergyEquationInputs = { weightKg: null, heightCm: null, birthDate: null, sex: null };
    expect(refusal('HARRIS_BENEDICT_1919', empty).message).toBe(
      'sem peso, sem altura, sem data de nascimento, sem sexo, sem fator de atividade',
    );
    expect(refusal('SCHOFIELD_1985', { ...woman(30, 60, 165), sex: null, activityFactor: 1 }).message).toBe(
      'sem sexo',
    );
    expect(refusal('HENRY_2005', { ...woman(30, 60, 165), birthDate: null, activityFactor: 1 }).message).toBe(
      'sem data de nascimento',
    );
    expect(
      refusal('MIFFLIN_ST_JEOR_1990', { ...woman(30, 60, 165), heightCm: 0, activityFactor: 1 }).message,
    ).toBe('sem altura');
    expect(refusal('IOM_EER_2005', woman(30, 60, 165)).message).toBe(
      'sem categoria de atividade física do IOM',
    );
  });

  it('a birth date after the day of the estimate', () => {
    const result = refusal('HARRIS_BENEDICT_1984', {
      ...woman(30, 60, 165),
      birthDate: '2030-01-01',
      activityFactor: 1,
    });
    expect(result).toMatchObject({
      kind: 'NOT_APPLICABLE',
      message: 'data de nascimento posterior à data do cálculo',
    });
  });
});

describe('warnings outside the population an equation was derived on', () => {
  it('Mifflin–St Jeor outside 19–78 years: the number, with the age warning', () => {
    const result = estimate('MIFFLIN_ST_JEOR_1990', { ...man(80, 70, 170), activityFactor: 1.2 });
    expect(result.warnings).toEqual([{ kind: 'AGE_OUTSIDE_VALIDATION', age: 80, minAge: 19, maxAge: 78 }]);
    expect(result.kcal).toBeCloseTo((10 * 70 + 6.25 * 170 - 5 * 80 + 5) * 1.2, 6);
  });

  it('a resting-energy equation says it does not count a pregnancy (only the EER adds one)', () => {
    const result = estimate('HENRY_2005', {
      ...woman(30, 60, 165),
      activityFactor: 1.2,
      pregnancyTrimester: 2,
    });
    expect(result.warnings).toEqual([{ kind: 'PREGNANCY_OR_LACTATION_NOT_COUNTED' }]);
  });

  it('none where the source covers every age by band', () => {
    expect(estimate('FAO_WHO_UNU_1985', { ...man(85, 70, 170), activityFactor: 1 }).warnings).toEqual([]);
  });
});
