// The plan's 'Nutrientes' tab and the compact table beside the day's totals, for a woman of 30 and, with
// the same plan, a pregnant woman in her 2nd trimester.
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AdequacySummary } from '@/components/meal-plans/nutrients/adequacy-summary';
import { PlanNutrientsPanel } from '@/components/meal-plans/nutrients/plan-nutrients-panel';
import { PlanReferencesProvider } from '@/components/meal-plans/plan-references';
import { readComponents } from '@/lib/rules/food-components';
import type { AdequacyPerson } from '@/lib/rules/plan-adequacy';
import { renderWithMessages } from './render';

// 130 g of 'Laranja, pêra, crua' (TACO 214) and 150 g of 'Arroz, integral, cozido' (TACO 1), as kept.
const food = (grams: number, nutrients: object, components: object) => ({
  baseline_weight: grams,
  quantity: 1,
  foodstuff: {
    baseline_weight: 100,
    nutrition_information: nutrients,
    components: readComponents(components),
  },
});
const periods = [
  {
    meal_foodstuffs: [
      food(
        130,
        { calories: 37, proteins: 1, carbohydrates: 8.9, fats: 0.1, fiber: 0.8, sodium: 0 },
        { calcium: 22, iron: 0.1, vitamin_c: 53.7, niacin: 'trace' },
      ),
      food(
        150,
        { calories: 124, proteins: 2.6, carbohydrates: 25.8, fats: 1, fiber: 2.7, sodium: 1 },
        { calcium: 5, iron: 0.3, niacin: 'trace', saturated_fat: 0.3 },
      ),
    ],
  },
];
const woman: AdequacyPerson = {
  sex: 'FEMALE',
  ageYears: 30,
  stage: { state: null, outdated: false },
  weightKg: 60,
};

const renderFor = (person: AdequacyPerson, node: ReactNode) =>
  renderWithMessages(
    <PlanReferencesProvider value={{ requirement: null, person }}>{node}</PlanReferencesProvider>,
  );

describe("the plan's nutrients against the DRIs", () => {
  it('the tab lists each nutrient with its total, its references and its flag', () => {
    renderFor(woman, <PlanNutrientsPanel periods={periods} />);
    expect(screen.getByText('Referências de Mulheres de 19 a 30 anos')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /contra as DRIs/ });
    const vitaminC = within(table).getByRole('row', { name: /Vitamina C/ });
    // 53.7 × 1.3 = 69.81 mg, shown 69,8; rice has no vitamin C value: partial.
    expect(vitaminC).toHaveTextContent('69,8 mg');
    expect(vitaminC).toHaveTextContent('60 mg');
    expect(vitaminC).toHaveTextContent('75 mg');
    // Shares of the energy in pt-BR, with a decimal comma.
    expect(document.body.textContent).toMatch(/\d,\d % da energia/);
    expect(document.body.textContent).not.toMatch(/\d\.\d+ % da energia/);
    expect(vitaminC).toHaveTextContent('entre EAR e RDA');
    expect(vitaminC).toHaveTextContent('dado parcial');
    expect(within(table).getByRole('row', { name: /Niacina/ })).toHaveTextContent('traços');
    expect(within(table).getByRole('row', { name: /Vitamina D/ })).toHaveTextContent('sem valor');
  });

  it('pregnant in her 2nd trimester: other references, and vitamin C falls below the EAR', () => {
    renderFor(
      { ...woman, stage: { state: 'PREGNANT', weeks: 20, trimester: 2 } },
      <PlanNutrientsPanel periods={periods} />,
    );
    expect(
      screen.getByText('Referências de Gestantes de 19 a 30 anos (gestação no 2º trimestre)'),
    ).toBeInTheDocument();
    const vitaminC = screen.getByRole('row', { name: /Vitamina C/ });
    expect(vitaminC).toHaveTextContent('70 mg');
    expect(vitaminC).toHaveTextContent('abaixo da EAR');
  });

  it('the compact table names only what needs attention', () => {
    renderFor(woman, <AdequacySummary periods={periods} />);
    const summary = screen.getByTestId('adequacy-summary');
    expect(within(summary).getByRole('row', { name: /Cálcio/ })).toHaveTextContent('abaixo da EAR');
    expect(within(summary).queryByRole('row', { name: /Vitamina C/ })).not.toBeInTheDocument();
  });
});
