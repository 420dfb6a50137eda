import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MealPlan } from '@/lib/api/contract';
import { type Answer, answerGate, mockApi } from './api-mock';
import { banana, bread, breadForRice, milk, patient, planWith, rice } from './meal-plan-fixtures';
import { findDayTotals, renderMealPlanScreen } from './meal-plan-render';

afterEach(() => vi.unstubAllGlobals());

const renderScreen = (plan: MealPlan) => renderMealPlanScreen({ ...patient, meal_plans: [plan] });

const SUBSTITUTIONS_PATH = '/api/v1/meal-plans/9/meal-foodstuffs/5/substitutions';

/**
 * The catalogue search answers rice, bread, milk and banana; a POST answers `added`; a food's household measures
 * answer `measures[its id]` (404 without).
 */
function serve(added: { status?: number; json: unknown }, measures: Record<number, Answer> = {}) {
  return mockApi((call) => {
    const measured = /^\/api\/v1\/foodstuffs\/(\d+)\/measures$/.exec(call.url);
    if (measured) return measures[Number(measured[1])];
    if (call.url.startsWith('/api/v1/foodstuffs?')) {
      return {
        json: { content: [rice, bread, milk, banana], page: 0, size: 4, total_elements: 4, total_pages: 1 },
      };
    }
    if (call.method === 'POST' && call.url === SUBSTITUTIONS_PATH) return added;
    if (call.method === 'DELETE') return { json: planWith([]) };
    return undefined;
  });
}

async function openSubstitutions() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Substituições de Arroz, integral, cozido' }));
  const dialog = await screen.findByRole('dialog', { name: 'Substituições de Arroz, integral, cozido' });
  return { user, dialog };
}

describe('MealPlanScreen: substitutions', () => {
  it("lists each food's alternatives under it ('ou: …'), outside the totals", async () => {
    mockApi(() => undefined);
    renderScreen(planWith([breadForRice]));
    const list = screen.getByRole('list', { name: 'Substituições de Arroz, integral, cozido' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      'ou: Pão de forma integral, fatia – 3 un (25 g cada)',
    );
    // 150 g of rice alone: 186 kcal, the bread adds nothing.
    expect((await findDayTotals()).querySelector('[data-nutrient="calories"] dd')).toHaveTextContent(
      '186 kcal',
    );
  });

  it("keeps her on a food's 'Substituições' while the view draws itself again", async () => {
    mockApi(() => undefined);
    renderScreen(planWith([breadForRice]));
    screen.getByRole('button', { name: 'Substituições de Arroz, integral, cozido' }).focus();
    // The day's totals come after the first paint, and the view draws itself again with them.
    await findDayTotals();
    expect(screen.getByRole('button', { name: 'Substituições de Arroz, integral, cozido' })).toHaveFocus();
  });

  it('proposes the amount of the same energy, lets her adjust it, and adds it; the answered plan lists it', async () => {
    const { calls } = serve({ status: 201, json: planWith([breadForRice]) });
    renderScreen(planWith([]));
    const { user, dialog } = await openSubstitutions();
    expect(within(dialog).getByText('Nenhuma substituição ainda.')).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('radio', { name: /Pão de forma integral/ }));
    // The picker asks for 10 foods a page.
    expect(calls.find((call) => call.url.startsWith('/api/v1/foodstuffs?'))?.url).toContain('size=10');
    expect(within(dialog).getByTestId('substitution-proposal')).toHaveTextContent(
      'Quantidade proposta para a mesma energia: ajuste se quiser.',
    );
    expect(within(dialog).getByLabelText(/^Quantidade/)).toHaveValue('3');
    expect(within(dialog).getByLabelText(/^Peso base/)).toHaveValue('25');
    expect(within(dialog).getByTestId('substitution-compare')).toHaveTextContent(
      'Pão de forma integral, fatia: 186 kcal · Arroz, integral, cozido: 186 kcal',
    );
    // The same carbohydrate instead: 38.7 g in the rice, 11 g a slice → 3.5 slices.
    await user.selectOptions(within(dialog).getByLabelText('Equivalência'), 'CARBOHYDRATES');
    expect(within(dialog).getByLabelText(/^Quantidade/)).toHaveValue('3,5');
    await user.clear(within(dialog).getByLabelText(/^Quantidade/));
    await user.type(within(dialog).getByLabelText(/^Quantidade/), '4');
    // 4 slices bring 44 g: more than 10 % over, so it is added only once she says she means it.
    expect(within(dialog).getByText('Não equivalente: 44,0 g no lugar de 38,7 g.')).toBeInTheDocument();
    const add = within(dialog).getByRole('button', { name: 'Adicionar substituição' });
    expect(add).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Manter esta quantidade mesmo não sendo equivalente' }),
    );
    await user.click(add);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      foodstuff_id: 2,
      basis: 'CARBOHYDRATES',
      baseline_weight: 25,
      quantity: 4,
      measure_name: null,
      amount_origin: 'TYPED',
      confirmed: { food_value: 38.7, alternative_value: 44 },
    });
    expect(await within(dialog).findByText('Substituição adicionada.')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: 'Remover Pão de forma integral, fatia das substituições' }),
    ).toBeInTheDocument();
  });

  it("proposes the amount in the alternative's household measure and sends the measure", async () => {
    const { calls } = serve(
      { status: 201, json: planWith([]) },
      {
        1: {
          json: {
            measures: [
              { id: 1, name: 'colher de servir', weight: 45, source: 'IBGE, POF 2008–2009, p. 35: Arroz' },
              { id: 2, name: 'prato fundo', weight: 200, source: null },
            ],
          },
        },
      },
    );
    renderScreen(planWith([]));
    const { user, dialog } = await openSubstitutions();
    await user.click(await within(dialog).findByRole('radio', { name: /Arroz, integral, cozido/ }));
    // 150 g of the same rice: 150 ÷ 45 = 3.3 → 3½ colheres de servir (157.5 g, 5 % over).
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Medida caseira')).toHaveValue('colher de servir'),
    );
    expect(within(dialog).getByLabelText(/^Quantidade/)).toHaveValue('3,5');
    expect(within(dialog).getByText('Peso de cada medida: 45 g')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar substituição' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      foodstuff_id: 1,
      basis: 'ENERGY',
      baseline_weight: 45,
      quantity: 3.5,
      measure_name: 'colher de servir',
      // Added as proposed: it follows the rice's amount from now on.
      amount_origin: 'PROPOSED',
      confirmed: null,
    });
  });

  it("keeps 'Adicionar substituição' busy and the amount closed until it is proposed, then adds the proposed amount", async () => {
    // The banana's household measures are held on their way until the test lets them come (as a 404).
    const measures = answerGate();
    const { calls } = serve(
      { status: 201, json: planWith([]) },
      { 4: { status: 404, heldUntil: measures.held } },
    );
    renderScreen(planWith([]));
    const { user, dialog } = await openSubstitutions();
    await user.click(await within(dialog).findByRole('radio', { name: /Banana, prata, crua/ }));
    // Its household measures are still on their way: a press now sends nothing and shows no error.
    const add = within(dialog).getByRole('button', { name: 'Adicionar substituição' });
    expect(add).toHaveAttribute('aria-busy', 'true');
    await user.click(add);
    expect(within(dialog).queryByText(/^Informe um peso base/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Nor can she type an amount the proposal would then write over.
    const quantity = within(dialog).getByLabelText(/^Quantidade/);
    expect(quantity).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Peso base/)).toBeDisabled();
    measures.release();
    await waitFor(() => expect(add).not.toHaveAttribute('aria-busy'));
    expect(quantity).toBeEnabled();
    expect(within(dialog).getByLabelText(/^Peso base/)).toBeEnabled();
    await user.click(add);
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      foodstuff_id: 4,
      basis: 'ENERGY',
      amount_origin: 'PROPOSED',
    });
  });

  it('says when no amount can be proposed (an unknown value is not zero) and keeps the unknown as –', async () => {
    serve({ json: {} });
    renderScreen(planWith([]));
    const { user, dialog } = await openSubstitutions();
    await user.click(await within(dialog).findByRole('radio', { name: /Leite, de vaca, integral/ }));
    // The milk is weighed, not counted: the proposal waits for its household measures to be read.
    await waitFor(() =>
      expect(within(dialog).getByTestId('substitution-proposal')).toHaveTextContent(
        'Não é possível propor a quantidade: Leite, de vaca, integral não tem valor de energia. Informe a quantidade.',
      ),
    );
    expect(within(dialog).getByTestId('substitution-compare')).toHaveTextContent(
      'Leite, de vaca, integral: – · Arroz, integral, cozido: 186 kcal',
    );
  });

  it('adjusts the amounts of a saved alternative (PUT), and removes one (DELETE)', async () => {
    const { calls } = mockApi((call) => {
      if (call.method === 'PUT') return { json: planWith([{ ...breadForRice, quantity: 4 }]) };
      if (call.method === 'DELETE') return { json: planWith([]) };
      return undefined;
    });
    renderScreen(planWith([breadForRice]));
    const { user, dialog } = await openSubstitutions();
    const save = within(dialog).getByRole('button', {
      name: 'Salvar a quantidade de Pão de forma integral, fatia',
    });
    expect(save).toBeDisabled();
    const quantity = within(dialog).getByRole('textbox', {
      name: 'Quantidade de Pão de forma integral, fatia',
    });
    await user.clear(quantity);
    await user.type(quantity, '4');
    // 4 slices for 3: not equivalent, saved only once she confirms it.
    expect(save).toBeDisabled();
    expect(
      within(dialog).getByText(/^Não equivalente: \d+ kcal no lugar de \d+ kcal\.$/),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Manter esta quantidade mesmo não sendo equivalente' }),
    );
    await user.click(save);
    expect(await within(dialog).findByText('Quantidade da substituição salva.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: `${SUBSTITUTIONS_PATH}/70`,
      body: { quantity: 4, baseline_weight: 25, amount_origin: 'TYPED' },
    });
    expect(calls.find((call) => call.method === 'PUT')?.body).toHaveProperty('confirmed.food_value');
    expect(
      within(dialog).getByText('ou: Pão de forma integral, fatia – 4 un (25 g cada)'),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: 'Remover Pão de forma integral, fatia das substituições' }),
    );
    expect(await within(dialog).findByText('Nenhuma substituição ainda.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `${SUBSTITUTIONS_PATH}/70`)).toBe(
      true,
    );
  });

  it('at the limit offers no more, and shows the API’s reason when a save is refused', async () => {
    const five = Array.from({ length: 5 }, (_, index) => ({ ...breadForRice, id: 70 + index }));
    mockApi(() => undefined);
    const { unmount } = renderScreen(planWith(five));
    const first = await openSubstitutions();
    expect(
      within(first.dialog).getByText(
        'Este alimento já tem 5 substituições, o máximo. Remova uma para adicionar outra.',
      ),
    ).toBeInTheDocument();
    expect(
      within(first.dialog).queryByRole('button', { name: 'Adicionar substituição' }),
    ).not.toBeInTheDocument();
    unmount();

    // Said from the code and the contract's limit, not from the API's detail.
    const said = 'Cada alimento aceita no máximo 5 substituições. Remova uma para adicionar outra.';
    serve({
      status: 409,
      json: { status: 409, code: 'TOO_MANY_SUBSTITUTIONS', detail: 'O servidor diz outra coisa.' },
    });
    renderScreen(planWith([]));
    const { user, dialog } = await openSubstitutions();
    await user.click(await within(dialog).findByRole('radio', { name: /Pão de forma integral/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar substituição' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(said);
  });
});

describe('MealPlanScreen: alternatives follow their food while she edits', () => {
  it('a proposed alternative follows the food; a typed one is flagged with both figures until she decides', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'PUT' ? { json: planWith([{ ...breadForRice, quantity: 6 }]) } : undefined,
    );
    renderScreen(
      planWith([
        { ...breadForRice, amount_origin: 'PROPOSED' },
        { ...breadForRice, id: 71, amount_origin: 'TYPED' },
      ]),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar plano alimentar' }));
    const quantity = await screen.findByRole('textbox', { name: 'Quantidade de Arroz, integral, cozido' });
    // Twice the rice: 372 kcal.
    await user.clear(quantity);
    await user.type(quantity, '2');
    const list = screen.getByRole('list', { name: 'Substituições de Arroz, integral, cozido' });
    const [proposed, typed] = within(list).getAllByRole('listitem');
    expect(proposed).toHaveTextContent('ou: Pão de forma integral, fatia – 6 un (25 g cada)');
    expect(proposed).not.toHaveTextContent('Não equivalente');
    expect(typed).toHaveTextContent('ou: Pão de forma integral, fatia – 3 un (25 g cada)');
    expect(typed).toHaveTextContent('Não equivalente: 186 kcal no lugar de 372 kcal.');
    const save = screen.getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    expect(
      screen.getByText(
        'Para salvar, decida cada substituição não equivalente: use a proposta ou mantenha a sua.',
      ),
    ).toBeInTheDocument();

    await user.click(
      within(typed!).getByRole('button', {
        name: 'Usar a quantidade proposta de Pão de forma integral, fatia: 6 un (25 g cada)',
      }),
    );
    expect(typed).toHaveTextContent('ou: Pão de forma integral, fatia – 6 un (25 g cada)');
    expect(typed).not.toHaveTextContent('Não equivalente');
    await user.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')?.body as {
      meal_periods: {
        meal_foodstuffs: { substitutions?: { quantity: number; amount_origin: string }[] }[];
      }[];
    };
    expect(body.meal_periods[0]!.meal_foodstuffs[0]!.substitutions).toMatchObject([
      { quantity: 6, amount_origin: 'PROPOSED' },
      { quantity: 6, amount_origin: 'PROPOSED' },
    ]);
  });

  it("'Manter assim' keeps her amount, says so with both figures, and lets the plan be saved", async () => {
    mockApi(() => undefined);
    renderScreen(planWith([{ ...breadForRice, amount_origin: 'TYPED' }]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar plano alimentar' }));
    const quantity = await screen.findByRole('textbox', { name: 'Quantidade de Arroz, integral, cozido' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(
      screen.getByRole('button', {
        name: 'Manter a quantidade de Pão de forma integral, fatia mesmo não sendo equivalente',
      }),
    );
    const list = screen.getByRole('list', { name: 'Substituições de Arroz, integral, cozido' });
    expect(list).toHaveTextContent('Não equivalente, mantida por você: 186 kcal no lugar de 372 kcal.');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    // Changed again, the food is not what she confirmed it for: flagged again.
    await user.clear(quantity);
    await user.type(quantity, '3');
    expect(list).toHaveTextContent('Não equivalente: 186 kcal no lugar de 558 kcal.');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });
});

describe("MealPlanScreen: 'Cancelar'", () => {
  it('leaves an unchanged plan at once, and asks before discarding a changed one', async () => {
    mockApi(() => undefined);
    renderScreen(planWith([]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Editar plano alimentar' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Editar plano alimentar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar plano alimentar' }));
    const quantity = await screen.findByRole('textbox', { name: 'Quantidade de Arroz, integral, cozido' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const ask = screen.getByRole('alertdialog', { name: 'Descartar as alterações?' });
    await user.click(within(ask).getByRole('button', { name: 'Continuar editando' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantidade de Arroz, integral, cozido' })).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Descartar as alterações?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    // Discarded: the plan as saved, 150 g of rice.
    expect(await screen.findByRole('button', { name: 'Editar plano alimentar' })).toBeInTheDocument();
    expect((await findDayTotals()).querySelector('[data-nutrient="calories"] dd')).toHaveTextContent(
      '186 kcal',
    );
  });
});
