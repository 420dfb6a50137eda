import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoodPicker } from '@/components/meal-plans/food-picker';
import { PatientAllergensProvider } from '@/components/meal-plans/patient-allergens';
import { mockApi } from './api-mock';
import { bread, milk, rice } from './meal-plan-fixtures';
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
