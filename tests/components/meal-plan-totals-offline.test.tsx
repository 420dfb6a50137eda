import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { mockApi } from './api-mock';
import { patient, planWith } from './meal-plan-fixtures';
import { findDayTotals, renderMealPlanScreen } from './meal-plan-render';

afterEach(() => vi.unstubAllGlobals());

// The day's totals' code loads as they near the view; here the first loads fail (the connection dropped).
const totalsCode = vi.hoisted(() => ({ reachable: false }));
vi.mock('@/components/meal-plans/plan-day-totals', async (importOriginal) => {
  if (!totalsCode.reachable) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

it("totals whose code cannot load say so with a retry, and 'Imprimir / PDF' still prints", async () => {
  mockApi(() => undefined);
  const printed = vi.fn();
  vi.stubGlobal('print', printed);
  renderMealPlanScreen({ ...patient, meal_plans: [planWith([])] });
  const totals = screen.getByTestId('day-totals');
  expect(await within(totals).findByRole('alert')).toHaveTextContent(
    'Não foi possível carregar esta parte da página. Verifique sua conexão e tente novamente.',
  );

  // Printing tries the code again; when it still cannot come, the plan is printed rather than held.
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Imprimir / PDF' }));
  await waitFor(() => expect(printed).toHaveBeenCalledTimes(1));

  totalsCode.reachable = true;
  await user.click(within(totals).getByRole('button', { name: 'Tentar novamente' }));
  // 150 g of rice: 186 kcal.
  expect((await findDayTotals()).querySelector('[data-nutrient="calories"] dd')).toHaveTextContent(
    '186 kcal',
  );
  expect(within(totals).queryByRole('alert')).not.toBeInTheDocument();
});
