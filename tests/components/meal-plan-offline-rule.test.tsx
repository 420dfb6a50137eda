// The editor checks a plan with the contract's schema, loaded when it opens rather than with the page.
// Without a connection it cannot load: the save says it failed, as a failed save does, and sends nothing.
// A file of its own: the schema, once loaded, is kept for the rest of a file's tests.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from './api-mock';
import { patient, planWith } from './meal-plan-fixtures';
import { openEditor, renderMealPlanScreen } from './meal-plan-render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('@/lib/api/contract/meal-plans');
});

describe('MealPlanScreen, when the contract cannot load', () => {
  it("says 'Erro ao atualizar plano alimentar', stays in EDIT and sends nothing", async () => {
    vi.doMock('@/lib/api/contract/meal-plans', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { calls } = mockApi(() => undefined);
    const user = userEvent.setup();
    renderMealPlanScreen({ ...patient, meal_plans: [planWith([])] });
    await openEditor(user, 'Editar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar plano alimentar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });
});
