import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { mockApi } from './api-mock';
import { patient, planWith } from './meal-plan-fixtures';
import { renderMealPlanScreen } from './meal-plan-render';

// The editor's code loads when the screen is first used; here the first loads fail (the connection dropped).
const editorCode = vi.hoisted(() => ({ reachable: false }));
vi.mock('@/components/meal-plans/editor-code', async (importOriginal) => {
  if (!editorCode.reachable) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

it('an editor whose code cannot load says so under its title, and its retry opens the plan to edit', async () => {
  mockApi(() => undefined);
  const user = userEvent.setup();
  renderMealPlanScreen({ ...patient, meal_plans: [planWith([])] });
  await user.click(screen.getByRole('button', { name: 'Editar plano alimentar' }));

  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Editando o plano alimentar' })).toHaveFocus(),
  );
  const region = screen.getByRole('region', { name: 'Editando o plano alimentar' });
  expect(await within(region).findByRole('alert')).toHaveTextContent(
    'Não foi possível abrir o editor do plano. Verifique sua conexão e tente novamente.',
  );

  editorCode.reachable = true;
  await user.click(within(region).getByRole('button', { name: 'Tentar novamente' }));
  // The plan opens as it was saved, its food in its period, and nothing says it failed any more.
  expect(await screen.findByRole('button', { name: 'Salvar' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('heading', { name: 'Editando o plano alimentar' })).toHaveFocus(),
  );
  expect(screen.getAllByText('Arroz, integral, cozido').length).toBeGreaterThan(0);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
