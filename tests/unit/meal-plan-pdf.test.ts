import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { MealPlanDetail } from '@/lib/api/contract';
import { buildMealPlanPdfModel } from '@/lib/pdf/meal-plan/build-pdf-model';
import { renderMealPlanPdf } from '@/lib/pdf/meal-plan/render-meal-plan-pdf';
import { computeDayComponentTotals } from '@/lib/rules/component-totals';
import { readComponents } from '@/lib/rules/food-components';
import { computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { type AdequacyPerson, assessPlanAdequacy } from '@/lib/rules/plan-adequacy';
import messages from '@/messages/pt-BR.json';
import { extractPdfLines, extractPdfText } from '../pdf-text';

/** A tiny ICU stand-in: the messages used here only substitute {names}. */
function translator(namespace: Record<string, unknown>) {
  return (key: string, values: Record<string, string | number> = {}) => {
    const template = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], namespace);
    return String(template).replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  };
}

/** The real ICU messages, plurals included. */
const unknownTranslator = createTranslator({ locale: 'pt-BR', messages, namespace: 'UnknownNutrients' });
const tUnknown = (key: string, values?: Record<string, string | number>) =>
  unknownTranslator(key as 'partialTotal', values as { details: string });

const food = (name: string, unit: 'GRAMS' | 'UNITS', reference: number, calories: number) => ({
  id: 1,
  name,
  photo_url: null,
  group: 'GRAINS' as const,
  unit_of_measurement: unit,
  baseline_weight: reference,
  nutrition_information: { calories, proteins: 1, carbohydrates: 1, sodium: 1, fiber: 1, fats: 1 },
  archived: false,
  catalogue_changed: false,
});

const plan: MealPlanDetail = {
  id: 1,
  nutritionist_id: 2,
  patient_id: 3,
  status: 'ACTIVE',
  start_date: '2026-11-24',
  end_date: '2027-02-24',
  updated_at: '2026-11-24T00:00:00Z',
  guidance: null,
  hide_numbers_in_pdf: false,
  nutritionist: {
    id: 2,
    name: 'Dra. Márcia Conceição',
    crn: 3,
    registration_number: '10001',
    email: 'marcia@nutri.test',
    address: null,
  },
  meal_periods: [
    {
      id: 1,
      period: 'BREAKFAST',
      time: null,
      notes: null,
      meal_foodstuffs: [
        {
          id: 1,
          foodstuff_id: 1,
          baseline_weight: 25,
          quantity: 2,
          foodstuff: food('Pão de forma integral, fatia', 'UNITS', 25, 62),
        },
      ],
    },
    {
      id: 2,
      period: 'LUNCH',
      time: null,
      notes: null,
      meal_foodstuffs: [
        {
          id: 2,
          foodstuff_id: 2,
          baseline_weight: 150,
          quantity: 1,
          foodstuff: food('Arroz, integral, cozido', 'GRAMS', 100, 124),
        },
        {
          id: 3,
          foodstuff_id: 3,
          baseline_weight: 100,
          quantity: 1,
          foodstuff: food('Feijão, carioca, cozido', 'GRAMS', 100, 76),
        },
      ],
    },
  ],
};

/** The PDF of a plan, as the route draws it for 'João Araújo'. */
function pdfOf(planToPrint: MealPlanDetail, { technicalNotes = false } = {}): Promise<Buffer> {
  return renderMealPlanPdf(
    buildMealPlanPdfModel({
      plan: planToPrint,
      patientName: 'João Araújo',
      productName: 'Nutrir',
      today: '2026-11-24',
      technicalNotes,
      t: translator(messages.MealPlan),
      tPrint: translator(messages.MealPlanPrint),
      tUnknown,
      periodName: (period) => messages.Catalogue.mealPeriods[period],
    }),
  );
}

/** Its text. */
async function pdfTextOf(
  planToPrint: MealPlanDetail,
  options?: { technicalNotes?: boolean },
): Promise<string> {
  return extractPdfText(await pdfOf(planToPrint, options));
}

describe('the printed meal plan (PDF)', () => {
  it('shows the patient, the nutritionist with CRN, each food with its portion and the totals, accents intact', async () => {
    const pdf = await pdfOf(plan);
    expect(Buffer.from(pdf).subarray(0, 5).toString()).toBe('%PDF-');
    const text = extractPdfText(pdf);
    for (const expected of [
      'Nutrir',
      'Paciente: João Araújo',
      'Nutricionista: Dra. Márcia Conceição – CRN-3 10001',
      'Vigência: 24/11/2026 a 24/02/2027',
      'Café da manhã',
      'Pão de forma integral, fatia',
      // As the patient says it: units counted, the whole weight after.
      '2 unidades (50 g)',
      'Feijão, carioca, cozido',
      '150 g',
      // 124 + 186 + 76
      'Energia: 386 kcal',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is a tagged PDF in Portuguese: headings, paragraphs and tables a screen reader reads in order', async () => {
    const pdf = Buffer.from(await pdfOf(plan)).toString('latin1');
    // The document's dictionaries are written uncompressed: the structure tree, its language, its title.
    for (const entry of ['/StructTreeRoot', '/Marked true', '/Lang (pt-BR)', '/DisplayDocTitle true']) {
      expect(pdf).toContain(entry);
    }
    for (const type of ['Document', 'H1', 'Sect', 'H2', 'Table', 'TR', 'TH', 'TD', 'P']) {
      expect(pdf).toContain(`/S /${type}`);
    }
  });

  it('writes a household measure first and the grams after it, for foods and their substitutions', async () => {
    const rice = food('Arroz, tipo 1, cozido', 'GRAMS', 100, 128);
    const inMeasures: MealPlanDetail = {
      ...plan,
      meal_periods: [
        {
          id: 2,
          period: 'LUNCH',
          time: '12:00',
          notes: null,
          meal_foodstuffs: [
            {
              id: 2,
              foodstuff_id: 2,
              baseline_weight: 45,
              quantity: 3,
              measure_name: 'colher de servir',
              foodstuff: rice,
              substitutions: [
                {
                  id: 9,
                  foodstuff_id: 1,
                  basis: 'ENERGY',
                  baseline_weight: 63,
                  quantity: 1.5,
                  measure_name: 'colher de servir',
                  foodstuff: food('Arroz, integral, cozido', 'GRAMS', 100, 124),
                },
              ],
            },
            {
              id: 3,
              foodstuff_id: 3,
              baseline_weight: 140,
              quantity: 1,
              measure_name: 'concha',
              foodstuff: food('Feijão, carioca, cozido', 'GRAMS', 100, 76),
            },
          ],
        },
      ],
    };
    const text = await pdfTextOf(inMeasures);
    for (const expected of [
      '3 colheres de servir (135 g)',
      // Halves as the patient says them, and grams as a kitchen scale shows them.
      'ou: Arroz, integral, cozido – 1 ½ colher de servir (95 g)',
      '1 concha (140 g)',
      // The weight behind the measures: 135 g × 1.28 + 140 g × 0.76.
      'Energia: 279 kcal',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints – for a food without energy, never 0 kcal; says which totals are partial only with the technical notes', async () => {
    // TACO 458 Leite, de vaca, integral: energy and macros NA, sodium 64 mg per 100 g.
    const milk = {
      ...food('Leite, de vaca, integral', 'GRAMS', 100, 0),
      nutrition_information: {
        calories: null,
        proteins: null,
        carbohydrates: null,
        sodium: 64,
        fiber: null,
        fats: null,
      },
    };
    const [breakfast, lunch] = plan.meal_periods;
    const withMilk: MealPlanDetail = {
      ...plan,
      meal_periods: [
        {
          ...breakfast!,
          meal_foodstuffs: [
            ...breakfast!.meal_foodstuffs,
            { id: 9, foodstuff_id: 9, baseline_weight: 200, quantity: 1, foodstuff: milk },
          ],
        },
        lunch!,
      ],
    };
    // The patient's copy: the unknown is '–', and no technical note.
    const patientCopy = await pdfTextOf(withMilk);
    expect(patientCopy).toContain('Leite, de vaca, integral 200 g –');
    expect(patientCopy).toContain('Total da refeição 124 ');
    expect(patientCopy).not.toContain('total parcial');
    expect(patientCopy).not.toContain('200 g 0');
    // 'Incluir notas técnicas': her own copy says which totals are partial.
    const text = await pdfTextOf(withMilk, { technicalNotes: true });
    expect(text).toContain('Leite, de vaca, integral 200 g –');
    // The bread's 124 kcal alone, said to be partial; the day's 386 kcal likewise.
    expect(text).toContain('Total da refeição 124 total parcial: 1 alimento sem valor de energia');
    expect(text).toContain('Energia: 386 kcal total parcial: 1 alimento sem valor de energia');
    expect(text).toContain('Fibras: 4,5 g total parcial: 1 alimento sem valor de fibras');
    expect(text).not.toContain('200 g 0');
  });
});

describe('the printed meal plan in the patient’s words', () => {
  it('names each food as she set it for this plan, else as the catalogue names it for patients, else by its name', async () => {
    const egg = {
      ...food('Ovo, de galinha, inteiro, cozido/10minutos', 'UNITS', 50, 73),
      patient_name: 'Ovo cozido',
    };
    const bread = { ...food('Pão, trigo, francês', 'UNITS', 50, 150), patient_name: 'Pão francês' };
    const couscous = food('Cuscuz, de milho, cozido com sal', 'GRAMS', 100, 113);
    const named: MealPlanDetail = {
      ...plan,
      meal_periods: [
        {
          id: 1,
          period: 'BREAKFAST',
          time: null,
          notes: null,
          meal_foodstuffs: [
            { id: 1, foodstuff_id: 1, baseline_weight: 50, quantity: 2, foodstuff: egg },
            {
              id: 2,
              foodstuff_id: 2,
              baseline_weight: 50,
              quantity: 1,
              patient_name: 'Pão de sal',
              foodstuff: bread,
              substitutions: [
                {
                  id: 9,
                  foodstuff_id: 3,
                  basis: 'ENERGY',
                  baseline_weight: 135,
                  quantity: 1,
                  foodstuff: couscous,
                },
              ],
            },
          ],
        },
      ],
    };
    const text = await pdfTextOf(named);
    expect(text).toContain('Ovo cozido 2 unidades');
    // Her name for this plan, its alternative by the catalogue's name (none for patients was set).
    expect(text).toContain('Pão de sal ou: Cuscuz, de milho, cozido com sal – 135 g');
    expect(text).not.toContain('cozido/10minutos');
    expect(text).not.toContain('Pão francês');
  });
});

describe('the printed meal plan: times, notes and guidance', () => {
  const [breakfast, lunch] = plan.meal_periods;

  it('prints each meal with its time beside the name and its notes under it, line by line', async () => {
    const text = await pdfTextOf({
      ...plan,
      meal_periods: [
        { ...breakfast!, time: '07:00', notes: 'Café sem açúcar.\nFruta da estação.' },
        { ...lunch!, time: '12:30' },
      ],
    });
    expect(text).toContain('Café da manhã – 07:00');
    expect(text).toContain('Almoço – 12:30');
    expect(text).toContain('Orientações da refeição');
    expect(text).toContain('Café sem açúcar.');
    expect(text).toContain('Fruta da estação.');
    // The notes come after the breakfast's foods and before lunch.
    expect(text.indexOf('Café sem açúcar.')).toBeGreaterThan(text.indexOf('Pão de forma integral, fatia'));
    expect(text.indexOf('Café sem açúcar.')).toBeLessThan(text.indexOf('Almoço'));
  });

  it('orders the meals by their times, and prints no time nor notes title where the plan has none', async () => {
    const byTime = await pdfTextOf({
      ...plan,
      meal_periods: [
        { ...breakfast!, time: '09:30' },
        { ...lunch!, time: '09:00' },
      ],
    });
    expect(byTime.indexOf('Almoço – 09:00')).toBeLessThan(byTime.indexOf('Café da manhã – 09:30'));
    const plain = await pdfTextOf(plan);
    expect(plain.indexOf('Café da manhã')).toBeLessThan(plain.indexOf('Almoço'));
    expect(plain).not.toContain('Orientações');
  });

  it('prints the general guidance at the end, after the day totals', async () => {
    const text = await pdfTextOf({ ...plan, guidance: 'Beba 2 L de água por dia.\nEvite frituras.' });
    expect(text).toContain('Orientações gerais');
    expect(text).toContain('Beba 2 L de água por dia.');
    expect(text).toContain('Evite frituras.');
    expect(text.indexOf('Orientações gerais')).toBeGreaterThan(text.indexOf('Energia: 386 kcal'));
  });

  it('prints every sign the screen shows (−, ≥, →, ½) as it is, and leaves out an emoji rather than garble it', async () => {
    const guidance = '−2 kg/mês; água ≥ 2 L; café → chá; ½ xícara';
    const pdf = await pdfOf({ ...plan, guidance: `${guidance} 🙂\nComa devagar 🍎.` });
    const lines = extractPdfLines(pdf);
    expect(lines).toContain(guidance);
    expect(lines).toContain('Coma devagar.');
    expect(extractPdfText(pdf)).not.toMatch(/[🙂🍎\uFFFD]/u);
  });
});

describe('the printed meal plan: who signs it and the numbers it may hide', () => {
  it("prints the nutritionist's name, CRN, e-mail and address", async () => {
    const text = await pdfTextOf({
      ...plan,
      nutritionist: {
        ...plan.nutritionist,
        address: {
          country: 'BRAZIL',
          zip_code: '01310-100',
          city: 'São Paulo',
          state: 'SP',
          neighborhood: 'Bela Vista',
          street: 'Avenida Paulista',
          number: '1000',
          complement: 'Sala 12',
        },
      },
    });
    expect(text).toContain('Nutricionista: Dra. Márcia Conceição – CRN-3 10001');
    expect(text).toContain('E-mail: marcia@nutri.test');
    expect(text).toContain('Endereço: Avenida Paulista, 1000 – Sala 12 – Bela Vista, São Paulo/SP');
  });

  it('without an address, prints no address line', async () => {
    const text = await pdfTextOf(plan);
    expect(text).toContain('E-mail: marcia@nutri.test');
    expect(text).not.toContain('Endereço');
  });

  it('with the numbers hidden, prints the foods and portions and no energy nor macronutrient at all', async () => {
    const shown = await pdfTextOf(plan);
    expect(shown).toContain('kcal');
    const text = await pdfTextOf({
      ...plan,
      hide_numbers_in_pdf: true,
      guidance: 'Coma devagar.',
      meal_periods: plan.meal_periods.map((period) => ({ ...period, time: '12:00' })),
    });
    for (const expected of [
      'Pão de forma integral, fatia',
      '2 unidades (50 g)',
      '150 g',
      'Coma devagar.',
      '12:00',
    ]) {
      expect(text).toContain(expected);
    }
    for (const hidden of [
      'kcal',
      'Energia',
      'Proteínas',
      'Carboidratos',
      'Gorduras',
      'Total da refeição',
      messages.MealPlan.dayTotals,
      '124',
      '186',
      '386',
    ]) {
      expect(text).not.toContain(hidden);
    }
  });
});

describe('the printed meal plan: substitutions', () => {
  const [breakfast, lunch] = plan.meal_periods;
  const rice = lunch!.meal_foodstuffs[0]!;

  it("prints each food's substitutions under it ('ou: …'), with no number and outside the totals", async () => {
    const text = await pdfTextOf({
      ...plan,
      meal_periods: [
        breakfast!,
        {
          ...lunch!,
          meal_foodstuffs: [
            {
              ...rice,
              substitutions: [
                {
                  id: 9,
                  foodstuff_id: 7,
                  basis: 'ENERGY',
                  baseline_weight: 25,
                  quantity: 3,
                  foodstuff: food('Pão de forma integral, fatia', 'UNITS', 25, 62),
                },
                {
                  id: 10,
                  foodstuff_id: 8,
                  basis: 'ENERGY',
                  baseline_weight: 250,
                  quantity: 1,
                  foodstuff: food('Batata, inglesa, cozida', 'GRAMS', 100, 52),
                },
              ],
            },
            lunch!.meal_foodstuffs[1]!,
          ],
        },
      ],
    });
    expect(text).toContain('ou: Pão de forma integral, fatia – 3 unidades (75 g)');
    expect(text).toContain('ou: Batata, inglesa, cozida – 250 g');
    // Under the rice, before the beans.
    expect(text.indexOf('ou: Batata')).toBeGreaterThan(text.indexOf('Arroz, integral, cozido'));
    expect(text.indexOf('ou: Batata')).toBeLessThan(text.indexOf('Feijão, carioca, cozido'));
    // 2 slices (124) + 150 g rice (186) + 100 g beans (76): the alternatives add nothing.
    expect(text).toContain('Energia: 386 kcal');
  });
});

describe("the printed plan's nutrients against the DRIs", () => {
  const nutrientsTranslator = createTranslator({ locale: 'pt-BR', messages, namespace: 'PlanNutrients' });
  const tNutrients = (key: string, values?: Record<string, string | number>) =>
    nutrientsTranslator(key as 'tab', values as never);
  // 200 g of an orange-like food: 22 mg of calcium and 53.7 mg of vitamin C per 100 g.
  const orangePlan: MealPlanDetail = {
    ...plan,
    meal_periods: [
      {
        ...plan.meal_periods[0]!,
        meal_foodstuffs: [
          {
            ...plan.meal_periods[0]!.meal_foodstuffs[0]!,
            baseline_weight: 200,
            quantity: 1,
            foodstuff: {
              ...plan.meal_periods[0]!.meal_foodstuffs[0]!.foodstuff,
              unit_of_measurement: 'GRAMS',
              baseline_weight: 100,
              components: readComponents({ calcium: 22, vitamin_c: 53.7 }),
            },
          },
        ],
      },
    ],
  };
  const person: AdequacyPerson = {
    sex: 'FEMALE',
    ageYears: 30,
    stage: { state: null, outdated: false },
    weightKg: 60,
  };

  async function textWith(adequacy: boolean) {
    const periods = orangePlan.meal_periods;
    const model = buildMealPlanPdfModel({
      plan: orangePlan,
      patientName: 'Ana',
      productName: 'Nutrir',
      today: '2026-11-24',
      adequacy: adequacy
        ? assessPlanAdequacy(computeDayTotals(periods), computeDayComponentTotals(periods), 1, person)
        : null,
      tNutrients,
      t: translator(messages.MealPlan),
      tPrint: translator(messages.MealPlanPrint),
      tUnknown,
      periodName: (period) => messages.Catalogue.mealPeriods[period],
    });
    return extractPdfText(await renderMealPlanPdf(model));
  }

  it('prints the table with the life stage, totals, references and flags when asked', async () => {
    const text = await textWith(true);
    expect(text).toContain('Referências de Mulheres de 19 a 30 anos');
    // 22 × 2 = 44 mg of calcium against an EAR of 800; 53.7 × 2 = 107.4 mg of vitamin C above the RDA of 75.
    expect(text).toMatch(/Cálcio\s+44 mg\s+800 mg\s+1\.000 mg\s+2\.500 mg\s+abaixo da EAR/);
    expect(text).toMatch(/Vitamina C\s+107,4 mg\s+60 mg\s+75 mg\s+2\.000 mg\s+acima da RDA\/AI/);
  });

  it('leaves it out of the patient’s copy unless she chooses it', async () => {
    expect(await textWith(false)).not.toContain('contra as DRIs');
  });
});
