import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi } from './api-mock';
import { patient, planWith } from './meal-plan-fixtures';
import { renderMealPlanScreen } from './meal-plan-render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('a plan changed elsewhere, whose view’s code cannot load, says so with a retry rather than the old plan', async () => {
  const plan = planWith([]);
  const changed = { ...plan, updated_at: '2026-11-23T14:59:00.000Z' };
  const { calls } = mockApi((call) =>
    call.url === '/api/v1/users/40' ? { json: { ...patient, meal_plans: [changed] } } : undefined,
  );
  renderMealPlanScreen({ ...patient, meal_plans: [plan] });
  expect(screen.getByText(/Atualizado há 3 dias/)).toBeInTheDocument();
  // From here the code the screen draws a plan with cannot load (the connection dropped).
  const code = { reachable: false };
  vi.doMock('@/components/meal-plans/plan-view', async (importOriginal) => {
    if (!code.reachable) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  // SWR reads the plans again on her return to the window, once 5 s have passed.
  vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 6000);
  window.dispatchEvent(new Event('focus'));
  await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/users/40')).toBe(true));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(
    'Não foi possível carregar esta parte da página. Verifique sua conexão e tente novamente.',
  );
  expect(screen.queryByText(/Atualizado há 3 dias/)).not.toBeInTheDocument();

  code.reachable = true;
  await userEvent.setup().click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByText(/Atualizado hoje/)).toBeInTheDocument();
});
