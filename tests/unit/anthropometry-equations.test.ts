// Worked examples: each expected value is the published equation worked by hand from its printed
// coefficients (the intermediate steps are in the comments), then Siri's conversion.
import { describe, expect, it } from 'vitest';
import {
  assessBodyFat,
  computeSiriFatPercent,
  isPossibleFatPercent,
} from '@/lib/rules/anthropometry/body-fat';
import {
  DENSITY_EQUATIONS,
  FAT_EQUATIONS,
  findDurninWomersleyBand,
} from '@/lib/rules/anthropometry/density-equations';
import { MEASUREMENT_RANGES } from '@/lib/rules/anthropometry/ranges';

const man = (ageYears: number) => ({ sex: 'MALE' as const, ageYears });
const woman = (ageYears: number) => ({ sex: 'FEMALE' as const, ageYears });

describe('computeSiriFatPercent (Siri 1961)', () => {
  it('turns density into fat %: (4.95 / D − 4.50) × 100', () => {
    // 4.95 / 1.05 = 4.714286; − 4.5 = 0.214286 → 21.43 %
    expect(computeSiriFatPercent(1.05)).toBeCloseTo(21.4286, 3);
    // 4.95 / 1.1 = 4.5 → 0 %
    expect(computeSiriFatPercent(1.1)).toBeCloseTo(0, 6);
  });
});

describe('Jackson & Pollock 3 sites', () => {
  it('men (Jackson & Pollock, Br J Nutr 1978): chest 10, abdominal 20, thigh 15 mm at 30 years', () => {
    // Σ = 45; D = 1.10938 − 0.0008267·45 + 0.0000016·45² − 0.0002574·30
    //   = 1.10938 − 0.0372015 + 0.00324 − 0.007722 = 1.0676965 → Siri 13.61 %
    const result = assessBodyFat(
      'JACKSON_POLLOCK_3',
      { chest_skinfold: 10, abdominal_skinfold: 20, thigh_skinfold: 15, weight: 80 },
      man(30),
    );
    expect(result.density).toBeCloseTo(1.0676965, 6);
    expect(result.fatPercent).toBeCloseTo(13.61, 2);
    expect(result.fatMassKg).toBeCloseTo(10.892, 2); // 80 × 13.6149 %
    expect(result.leanMassKg).toBeCloseTo(69.108, 2);
    expect(result.sites).toEqual(['chest_skinfold', 'abdominal_skinfold', 'thigh_skinfold']);
    expect(result.warning).toBeNull();
  });

  it('women (Jackson, Pollock & Ward, Med Sci Sports Exerc 1980): triceps 20, suprailiac 15, thigh 25 mm at 25 years', () => {
    // Σ = 60; D = 1.0994921 − 0.0009929·60 + 0.0000023·3600 − 0.0001392·25
    //   = 1.0994921 − 0.059574 + 0.00828 − 0.00348 = 1.0447181 → Siri 23.81 %
    const result = assessBodyFat(
      'JACKSON_POLLOCK_3',
      { triceps_skinfold: 20, suprailiac_skinfold: 15, thigh_skinfold: 25 },
      woman(25),
    );
    expect(result.density).toBeCloseTo(1.0447181, 6);
    expect(result.fatPercent).toBeCloseTo(23.81, 2);
    expect(result.fatMassKg).toBeNull(); // no weight on the record
  });
});

describe('Jackson & Pollock 7 sites', () => {
  const sevenSites = (each: number) => ({
    chest_skinfold: each,
    midaxillary_skinfold: each,
    triceps_skinfold: each,
    subscapular_skinfold: each,
    abdominal_skinfold: each,
    suprailiac_skinfold: each,
    thigh_skinfold: each,
  });

  it('men (1978): Σ7 = 100 mm at 40 years', () => {
    // D = 1.112 − 0.00043499·100 + 0.00000055·10000 − 0.00028826·40
    //   = 1.112 − 0.043499 + 0.0055 − 0.0115304 = 1.0624706 → Siri 15.90 %
    const result = assessBodyFat('JACKSON_POLLOCK_7', sevenSites(100 / 7), man(40));
    expect(result.density).toBeCloseTo(1.0624706, 6);
    expect(result.fatPercent).toBeCloseTo(15.9, 2);
  });

  it('women (1980): Σ7 = 120 mm at 35 years', () => {
    // D = 1.097 − 0.00046971·120 + 0.00000056·14400 − 0.00012828·35
    //   = 1.097 − 0.0563652 + 0.008064 − 0.0044898 = 1.044209 → Siri 24.04 %
    const result = assessBodyFat('JACKSON_POLLOCK_7', sevenSites(120 / 7), woman(35));
    expect(result.density).toBeCloseTo(1.044209, 6);
    expect(result.fatPercent).toBeCloseTo(24.04, 2);
  });
});

describe('Durnin & Womersley (Br J Nutr 1974), 4 sites by sex and age band', () => {
  const fourSites = (biceps: number, triceps: number, subscapular: number, suprailiac: number) => ({
    biceps_skinfold: biceps,
    triceps_skinfold: triceps,
    subscapular_skinfold: subscapular,
    suprailiac_skinfold: suprailiac,
  });

  it('man of 25 (band 20–29: c 1.1631, m 0.0632): Σ4 = 50 mm', () => {
    // log10(50) = 1.69897; D = 1.1631 − 0.0632·1.69897 = 1.0557251 → Siri 18.87 %
    const result = assessBodyFat('DURNIN_WOMERSLEY', fourSites(5, 10, 15, 20), man(25));
    expect(result.density).toBeCloseTo(1.0557251, 6);
    expect(result.fatPercent).toBeCloseTo(18.87, 2);
  });

  it('woman of 35 (band 30–39: c 1.1423, m 0.0632): Σ4 = 60 mm', () => {
    // log10(60) = 1.778151; D = 1.1423 − 0.0632·1.778151 = 1.0299208 → Siri 30.62 %
    const result = assessBodyFat('DURNIN_WOMERSLEY', fourSites(10, 20, 15, 15), woman(35));
    expect(result.density).toBeCloseTo(1.0299208, 6);
    expect(result.fatPercent).toBeCloseTo(30.62, 2);
  });

  it('woman of 55 (band 50+: c 1.1339, m 0.0645): Σ4 = 50 mm', () => {
    // D = 1.1339 − 0.0645·1.69897 = 1.0243164 → Siri 33.25 %
    const result = assessBodyFat('DURNIN_WOMERSLEY', fourSites(5, 15, 15, 15), woman(55));
    expect(result.fatPercent).toBeCloseTo(33.25, 2);
  });

  it('agrees with the paper’s own table of fat percentages (men), within its one-decimal rounding', () => {
    // Durnin & Womersley (1974), the table of % fat for the sum of the four skinfolds, read independently
    // of the equations: the printed value is rounded, and its 17–29 column is one band for two equations.
    const printed: [age: number, sum: number, percent: number][] = [
      [25, 40, 16.4],
      [35, 40, 19.2],
      [45, 50, 24.6],
      [60, 40, 22.9],
      [60, 30, 18.6],
    ];
    for (const [age, sum, percent] of printed) {
      const fat = assessBodyFat('DURNIN_WOMERSLEY', fourSites(sum / 4, sum / 4, sum / 4, sum / 4), man(age));
      expect(Math.abs((fat.fatPercent ?? Number.NaN) - percent)).toBeLessThan(0.3);
    }
  });

  it('picks the band by whole years, the youngest band below 20', () => {
    expect(findDurninWomersleyBand('MALE', 19)).toMatchObject({ c: 1.162, m: 0.063 });
    expect(findDurninWomersleyBand('MALE', 29)).toMatchObject({ c: 1.1631, m: 0.0632 });
    expect(findDurninWomersleyBand('MALE', 30)).toMatchObject({ c: 1.1422, m: 0.0544 });
    expect(findDurninWomersleyBand('MALE', 45)).toMatchObject({ c: 1.162, m: 0.07 });
    expect(findDurninWomersleyBand('FEMALE', 40)).toMatchObject({ c: 1.1333, m: 0.0612 });
    expect(findDurninWomersleyBand('FEMALE', 80)).toMatchObject({ c: 1.1339, m: 0.0645 });
  });

  it('warns for an age outside 17–72 (men) and still gives the number', () => {
    const result = assessBodyFat('DURNIN_WOMERSLEY', fourSites(5, 10, 15, 20), man(75));
    expect(result.warning).toEqual({ kind: 'AGE_OUTSIDE_VALIDATION', age: 75, minAge: 17, maxAge: 72 });
    expect(result.fatPercent).not.toBeNull();
  });
});

describe('Petroski (1995), Brazilian adults', () => {
  it('men: subscapular, triceps, suprailiac, calf; Σ4 = 60 mm at 30 years', () => {
    // D = 1.10726863 − 0.00081201·60 + 0.00000212·3600 − 0.00041761·30
    //   = 1.10726863 − 0.0487206 + 0.007632 − 0.0125283 = 1.05365173 → Siri 19.79 %
    const result = assessBodyFat(
      'PETROSKI',
      { subscapular_skinfold: 15, triceps_skinfold: 12, suprailiac_skinfold: 18, calf_skinfold: 15 },
      man(30),
    );
    expect(result.density).toBeCloseTo(1.05365173, 7);
    expect(result.fatPercent).toBeCloseTo(19.79, 2);
  });

  it('women: midaxillary, suprailiac, thigh, calf; Σ4 = 80 mm at 30 years', () => {
    // log10(80) = 1.90309; D = 1.1954713 − 0.07513507·1.90309 − 0.00041072·30 = 1.0401609 → Siri 25.89 %
    const result = assessBodyFat(
      'PETROSKI',
      { midaxillary_skinfold: 15, suprailiac_skinfold: 20, thigh_skinfold: 25, calf_skinfold: 20 },
      woman(30),
    );
    expect(result.density).toBeCloseTo(1.0401609, 6);
    expect(result.fatPercent).toBeCloseTo(25.89, 2);
  });

  it('warns for a woman older than 51', () => {
    const result = assessBodyFat(
      'PETROSKI',
      { midaxillary_skinfold: 15, suprailiac_skinfold: 20, thigh_skinfold: 25, calf_skinfold: 20 },
      woman(60),
    );
    expect(result.warning).toMatchObject({ minAge: 18, maxAge: 51, age: 60 });
  });
});

describe('Guedes (1985), Brazilian university students', () => {
  it('men: triceps, suprailiac, abdominal; Σ3 = 40 mm', () => {
    // log10(40) = 1.60206; D = 1.17136 − 0.06706·1.60206 = 1.0639259 → Siri 15.26 %
    const result = assessBodyFat(
      'GUEDES',
      { triceps_skinfold: 10, suprailiac_skinfold: 12, abdominal_skinfold: 18 },
      man(22),
    );
    expect(result.density).toBeCloseTo(1.0639259, 6);
    expect(result.fatPercent).toBeCloseTo(15.26, 2);
    expect(result.warning).toBeNull();
  });

  it('women: thigh, suprailiac, subscapular; Σ3 = 60 mm, and no age warning: none is documented for its sample', () => {
    // D = 1.16650 − 0.07063·1.778151 = 1.0409092 → Siri 25.55 %
    const result = assessBodyFat(
      'GUEDES',
      { thigh_skinfold: 25, suprailiac_skinfold: 20, subscapular_skinfold: 15 },
      woman(45),
    );
    expect(result.fatPercent).toBeCloseTo(25.55, 2);
    expect(result.warning).toBeNull();
  });
});

describe('missing data', () => {
  it('names the missing sites instead of giving a number', () => {
    const result = assessBodyFat('JACKSON_POLLOCK_3', { chest_skinfold: 10 }, man(30));
    expect(result.fatPercent).toBeNull();
    expect(result.missing).toEqual(['abdominal_skinfold', 'thigh_skinfold']);
  });

  it('asks for the sex before choosing the sites, and for the age when the equation uses it', () => {
    expect(assessBodyFat('PETROSKI', {}, { sex: null, ageYears: null }).missing).toEqual(['sex', 'age']);
    expect(assessBodyFat('GUEDES', {}, { sex: null, ageYears: null }).missing).toEqual(['sex']);
    const noAge = assessBodyFat(
      'JACKSON_POLLOCK_3',
      { chest_skinfold: 10, abdominal_skinfold: 20, thigh_skinfold: 15 },
      { sex: 'MALE', ageYears: null },
    );
    expect(noAge.missing).toEqual(['age']);
    expect(noAge.fatPercent).toBeNull();
  });
});

describe('turning points of the quadratic equations', () => {
  it('lie where dD/dΣ = 0, from each equation’s own coefficients', () => {
    // Σ* = b / 2c for D = a − b·Σ + c·Σ² − d·age
    const expected = {
      JACKSON_POLLOCK_3: { MALE: 0.0008267 / (2 * 0.0000016), FEMALE: 0.0009929 / (2 * 0.0000023) },
      JACKSON_POLLOCK_7: { MALE: 0.00043499 / (2 * 0.00000055), FEMALE: 0.00046971 / (2 * 0.00000056) },
      PETROSKI: { MALE: 0.00081201 / (2 * 0.00000212), FEMALE: null },
      DURNIN_WOMERSLEY: { MALE: null, FEMALE: null },
      GUEDES: { MALE: null, FEMALE: null },
    };
    for (const equation of FAT_EQUATIONS) {
      for (const sex of ['MALE', 'FEMALE'] as const) {
        const turning = DENSITY_EQUATIONS[equation].turningPoint[sex];
        const want = expected[equation][sex];
        if (want === null) expect(turning).toBeNull();
        else expect(turning).toBeCloseTo(want, 6);
      }
    }
    expect(DENSITY_EQUATIONS.PETROSKI.turningPoint.MALE).toBeCloseTo(191.51, 2);
    expect(DENSITY_EQUATIONS.JACKSON_POLLOCK_3.turningPoint.FEMALE).toBeCloseTo(215.85, 2);
    expect(DENSITY_EQUATIONS.JACKSON_POLLOCK_7.turningPoint.MALE).toBeCloseTo(395.45, 2);
    expect(DENSITY_EQUATIONS.JACKSON_POLLOCK_7.turningPoint.FEMALE).toBeCloseTo(419.38, 2);
  });

  it('are where the density stops falling: it rises again on either side', () => {
    for (const equation of ['JACKSON_POLLOCK_3', 'JACKSON_POLLOCK_7', 'PETROSKI'] as const) {
      for (const sex of ['MALE', 'FEMALE'] as const) {
        const turning = DENSITY_EQUATIONS[equation].turningPoint[sex];
        if (turning === null) continue;
        const density = (sum: number) => DENSITY_EQUATIONS[equation].density(sum, sex, 30);
        expect(density(turning - 5)).toBeGreaterThan(density(turning));
        expect(density(turning + 5)).toBeGreaterThan(density(turning));
      }
    }
  });

  it('give no number past the turning point, inside the sums the form accepts', () => {
    const fold = MEASUREMENT_RANGES.triceps_skinfold.max; // 80 mm a site
    // Petroski, men: 4 × 50 = 200 mm > 191.5 mm (the form allows 4 × 80 = 320)
    const past = assessBodyFat(
      'PETROSKI',
      {
        subscapular_skinfold: 50,
        triceps_skinfold: 50,
        suprailiac_skinfold: 50,
        calf_skinfold: 50,
        weight: 90,
      },
      man(40),
    );
    expect(past.problem).toEqual({
      kind: 'SUM_PAST_TURNING_POINT',
      sum: 200,
      turningPoint: expect.closeTo(191.51, 2),
    });
    expect([past.density, past.fatPercent, past.fatMassKg, past.leanMassKg]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const before = assessBodyFat(
      'PETROSKI',
      { subscapular_skinfold: 47, triceps_skinfold: 48, suprailiac_skinfold: 48, calf_skinfold: 48 },
      man(40),
    );
    expect(before.problem).toBeNull();
    expect(before.fatPercent).not.toBeNull();
    // Jackson, Pollock & Ward 3 sites, women: 3 × 73 = 219 mm > 215.8 (allows 3 × 80 = 240)
    expect(
      assessBodyFat(
        'JACKSON_POLLOCK_3',
        { triceps_skinfold: 73, suprailiac_skinfold: 73, thigh_skinfold: 73 },
        woman(30),
      ).problem,
    ).toMatchObject({ kind: 'SUM_PAST_TURNING_POINT', sum: 219 });
    // Jackson & Pollock 3 sites, men: 258.3 mm lies beyond 3 × 80, so every accepted sum has a number
    expect(
      assessBodyFat(
        'JACKSON_POLLOCK_3',
        { chest_skinfold: fold, abdominal_skinfold: fold, thigh_skinfold: fold },
        man(30),
      ).problem,
    ).toBeNull();
    // 7 sites of 57 mm: 399 mm, past the men's 395.4 and short of the women's 419.4
    const seven = Object.fromEntries(
      DENSITY_EQUATIONS.JACKSON_POLLOCK_7.sites.MALE.map((site) => [site, 57]),
    );
    expect(assessBodyFat('JACKSON_POLLOCK_7', seven, man(30)).problem).toMatchObject({
      kind: 'SUM_PAST_TURNING_POINT',
    });
    expect(assessBodyFat('JACKSON_POLLOCK_7', seven, woman(30)).problem).toBeNull();
  });
});

describe('impossible results', () => {
  it('a very lean man (JP3, 18 years, Σ 3 mm) gets no −0.93 % and no lean mass above his weight', () => {
    // D = 1.10938 − 0.0008267·3 + 0.0000016·9 − 0.0002574·18 = 1.1022811 → Siri −0.93 %
    const result = assessBodyFat(
      'JACKSON_POLLOCK_3',
      { chest_skinfold: 1, abdominal_skinfold: 1, thigh_skinfold: 1, weight: 60 },
      man(18),
    );
    expect(result.problem).toEqual({ kind: 'IMPOSSIBLE_RESULT', fatPercent: -0.9 });
    expect([result.density, result.fatPercent, result.fatMassKg, result.leanMassKg]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('a fat percentage is possible only above 0 and below 100 as shown (one decimal)', () => {
    expect(isPossibleFatPercent(0)).toBe(false);
    expect(isPossibleFatPercent(0.04)).toBe(false); // shown 0
    expect(isPossibleFatPercent(0.05)).toBe(true); // shown 0.1
    expect(isPossibleFatPercent(99.94)).toBe(true);
    expect(isPossibleFatPercent(99.95)).toBe(false); // shown 100
    expect(isPossibleFatPercent(-3)).toBe(false);
  });
});
