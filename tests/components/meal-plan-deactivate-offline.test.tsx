import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { mockApi } from './api-mock';
import { patient, planWith } from './meal-plan-fixtures';
import { renderMealPlanScreen } from './meal-plan-render';

// The code a plan is written with (the draft, the writes) loads on the screen's first use; here it cannot
// (the connection dropped).
vi.mock('@/components/meal-plans/editor-code', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

it('deactivating while the code the plan is written with cannot load says so, sends nothing and keeps the plan', async () => {
  const { calls } = mockApi(() => undefined);
  const user = userEvent.setup();
  renderMealPlanScreen({ ...patient, meal_plans: [planWith([])] });
  await user.click(screen.getByRole('button', { name: 'Desativar plano alimentar' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Desativar plano alimentar' });
  await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
  expect(await screen.findByText('Erro ao desativar plano alimentar')).toBeInTheDocument();
  expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Editar plano alimentar' })).toBeInTheDocument();
});
