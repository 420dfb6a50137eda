import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoodPicker } from '@/components/meal-plans/food-picker';
import { PatientAllergensProvider } from '@/components/meal-plans/patient-allergens';
import { mockApi } from './api-mock';
import { bread, breadForRice, milk, patient, planWith, rice } from './meal-plan-fixtures';
import { renderMealPlanScreen } from './meal-plan-render';
import { renderWithMessages } from './render';

afterEach(() => vi.unstubAllGlobals());

const page = { content: [rice, bread, milk], total_elements: 3, total_pages: 1 };

describe('the food picker and the recorded allergens', () => {
  it('shows the allergies and intolerances of the anamnesis, and warns under a food whose name matches', async () => {
    mockApi((call) => (call.url.startsWith('/api/v1/foodstuffs?') ? { json: page } : undefined));
    renderWithMessages(
      <PatientAllergensProvider value={{ allergies: ['amendoim'], intolerances: ['LEITE'] }}>
        <FoodPicker name="new-food" chosen={null} onChoose={() => undefined} />
      </PatientAllergensProvider>,
    );
    expect(screen.getByText('Alergias registradas na anamnese: amendoim')).toBeInTheDocument();
    expect(screen.getByText('Intolerâncias registradas na anamnese: LEITE')).toBeInTheDocument();
    const warning = await screen.findByText(/o nome deste alimento contém “LEITE”/);
    expect(warning).toHaveTextContent('Comparação simples de palavras do nome');
    expect(screen.getByRole('radio', { name: /Leite, de vaca, integral/ })).toHaveAccessibleName(
      expect.stringContaining('Atenção'),
    );
    expect(screen.getAllByText(/Atenção/)).toHaveLength(1);
  });

  it('shows nothing of the kind when the anamnesis records no allergen', async () => {
    mockApi((call) => (call.url.startsWith('/api/v1/foodstuffs?') ? { json: page } : undefined));
    renderWithMessages(<FoodPicker name="new-food" chosen={null} onChoose={() => undefined} />);
    expect(await screen.findByText('Leite, de vaca, integral')).toBeInTheDocument();
    expect(screen.queryByText(/anamnese/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Atenção/)).not.toBeInTheDocument();
  });
});

describe('the plan and the recorded allergens', () => {
  it('warns under a planned food and an alternative that match, however they came into the plan', () => {
    mockApi(() => undefined);
    const plan = planWith([
      {
        ...breadForRice,
        id: 71,
        foodstuff_id: milk.id,
        foodstuff: { ...breadForRice.foodstuff, name: milk.name },
      },
    ]);
    // A food copied in from a template or another plan, not picked from the search.
    const copied = { ...plan.meal_periods[0]!.meal_foodstuffs[0]!, id: 6, foodstuff_id: milk.id };
    copied.foodstuff = { ...copied.foodstuff, id: milk.id, name: 'Leite, de vaca, desnatado' };
    copied.substitutions = [];
    plan.meal_periods[0]!.meal_foodstuffs.push(copied);
    renderMealPlanScreen({ ...patient, meal_plans: [plan] }, {}, null, (screen) => (
      <PatientAllergensProvider value={{ allergies: [], intolerances: ['leite'] }}>
        {screen}
      </PatientAllergensProvider>
    ));
    const rows = screen.getAllByRole('rowheader');
    const milkRow = rows.find((row) => row.textContent?.includes('Leite, de vaca, desnatado'))!;
    expect(milkRow).toHaveTextContent('o nome deste alimento contém “leite”');
    const alternatives = screen.getByRole('list', { name: 'Substituições de Arroz, integral, cozido' });
    expect(alternatives).toHaveTextContent('o nome deste alimento contém “leite”');
    expect(rows.find((row) => row.textContent?.startsWith('Arroz'))).not.toHaveTextContent('Atenção');
  });
});
