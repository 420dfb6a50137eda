import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanTargetsProvider } from '@/components/meal-plans/plan-targets';
import type { MealPlan, MealPlanVersion } from '@/lib/api/contract';
import { answerGate, mockApi } from './api-mock';
import { bread, catalogueAnswer, milk, patient, planWith, rice } from './meal-plan-fixtures';
import {
  chooseNewFood,
  findDayTotals,
  openEditor,
  openNewFood,
  renderMealPlanScreen,
} from './meal-plan-render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// TACO 1 (per 100 g) and a UNITS food whose values are per unit of 25 g.
const plan = planWith([]);

/** The plan as it was before an edit: 300 g of rice where the plan now has 150 g. */
const earlier: MealPlanVersion = {
  replaced_at: '2026-11-21T13:30:00.000Z',
  start_date: '2026-11-20',
  end_date: '2027-02-20',
  guidance: null,
  meal_periods: [
    {
      ...plan.meal_periods[0]!,
      meal_foodstuffs: [{ ...plan.meal_periods[0]!.meal_foodstuffs[0]!, baseline_weight: 300 }],
    },
  ],
};

/**
 * The plan being edited was deactivated elsewhere: a save onto it meets MEAL_PLAN_INACTIVE (with `detail`), the
 * plans read again show it as history, and 'Salvar como novo plano' (a POST) gets `created`.
 */
function serveDeactivatedElsewhere(detail: string, created: { status: number; json: unknown }) {
  return mockApi((call) => {
    if (call.method === 'PUT')
      return { status: 409, json: { status: 409, code: 'MEAL_PLAN_INACTIVE', detail } };
    if (call.method === 'POST') return created;
    if (call.url === '/api/v1/users/40') {
      return { json: { ...patient, meal_plans: [{ ...plan, status: 'INACTIVE' }] } };
    }
    return undefined;
  });
}

const renderScreen = renderMealPlanScreen;

/** The rice's household measures, and the one she planned it in last (none: `null`). */
const riceMeasures = (lastUsed: string | null) => ({
  measures: [
    { id: 1, name: 'colher de servir', weight: 45, source: 'IBGE' },
    { id: 2, name: 'concha', weight: 117, source: 'IBGE' },
  ],
  last_used: lastUsed === null ? null : { measure_name: lastUsed },
});

/** An earlier plan of hers, deactivated, from 01/05/2026 to 01/08/2026. */
const earlierPlan: MealPlan = {
  ...plan,
  id: 8,
  status: 'INACTIVE',
  start_date: '2026-05-01',
  end_date: '2026-08-01',
};

describe('MealPlanScreen', () => {
  it("SHOW: the plan's periods, its day total against the requirement and 'Atualizado há 3 dias'", async () => {
    mockApi(() => undefined);
    renderScreen({ ...patient, meal_plans: [plan] });
    expect(screen.getByRole('heading', { name: 'Almoço' })).toBeInTheDocument();
    const totals = await findDayTotals();
    // 150 g of rice: 186 kcal, 12 % of 1500 kcal.
    expect(within(totals).getByText('186 kcal')).toBeInTheDocument();
    expect(within(totals).getByText('12% da necessidade estimada (1.500 kcal/dia)')).toBeInTheDocument();
    expect(screen.getByText(/Atualizado há 3 dias/)).toBeInTheDocument();
    // The printed copy names the patient (shown only on paper).
    expect(screen.getByText('Paciente: Ana Souza')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Editar plano alimentar' })).toBeEnabled();
  });

  it("shows the page's view of the plan it loaded, and draws a plan saved since anew", async () => {
    const user = userEvent.setup();
    mockApi((call) =>
      call.method === 'PUT'
        ? { json: { ...plan, updated_at: '2026-11-23T14:59:00.000Z' } }
        : call.url === '/api/v1/users/40'
          ? { json: { ...patient, meal_plans: [{ ...plan, updated_at: '2026-11-23T14:59:00.000Z' }] } }
          : undefined,
    );
    renderScreen({ ...patient, meal_plans: [plan] });
    expect(screen.getByText(/Atualizado há 3 dias/)).toBeInTheDocument();
    await openEditor(user, 'Editar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(/Atualizado hoje/)).toBeInTheDocument();
  });

  // SWR reads the plans again when she comes back to the window: an unchanged plan changes nothing on
  // screen, and a changed one is drawn anew without closing her tab, her PDF choices or the versions.
  it.each([
    ['the same plan', plan, /Atualizado há 3 dias/],
    ['a plan changed elsewhere', { ...plan, updated_at: '2026-11-23T14:59:00.000Z' }, /Atualizado hoje/],
  ])('reading %s again on return to the window keeps her tab and choices', async (_, again, updated) => {
    const noFacts = 'Sem os dados do paciente, não há referências para comparar.';
    const user = userEvent.setup();
    const { calls } = mockApi((call) =>
      call.url === '/api/v1/users/40' ? { json: { ...patient, meal_plans: [again] } } : undefined,
    );
    renderScreen({ ...patient, meal_plans: [plan] });
    await user.click(screen.getByRole('checkbox', { name: 'Incluir notas técnicas no PDF' }));
    await user.click(screen.getByText('Versões anteriores deste plano'));
    await user.click(screen.getByRole('tab', { name: 'Nutrientes' }));
    // Without the patient's facts (no anamnesis read here), the tab says so.
    const panel = await screen.findByText(noFacts);
    // SWR reads again on focus once 5 s have passed since the screen came.
    const later = Date.now() + 6000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(calls.some((call) => call.url === '/api/v1/users/40')).toBe(true));
    expect(await screen.findByText(updated)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Nutrientes' })).toHaveAttribute('aria-selected', 'true');
    // The same panel, not one loaded anew.
    expect(screen.getByText(noFacts)).toBe(panel);
    expect(screen.getByRole('checkbox', { name: 'Incluir notas técnicas no PDF' })).toBeChecked();
    expect(screen.getByText('Versões anteriores deste plano').closest('details')).toHaveAttribute('open');
  });

  it("'Versões anteriores deste plano' asks the API only when opened, and shows each earlier version's foods", async () => {
    const { calls } = mockApi((call) =>
      call.url === '/api/v1/meal-plans/9/versions' ? { json: { versions: [earlier] } } : undefined,
    );
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    expect(calls).toHaveLength(0);
    await user.click(screen.getByText('Versões anteriores deste plano'));
    const version = await screen.findByTestId('plan-version');
    // 21/11 13:30 UTC is 10:30 in São Paulo; 300 g of rice is twice today's 186 kcal.
    expect(version).toHaveTextContent(
      'Em vigor até 21/11/2026 às 10:30 · Vigência: 20/11/2026 a 20/02/2027 · 372 kcal',
    );
    expect(within(version).getByText('300 g')).toBeInTheDocument();
    // Each version's button says which version it restores.
    expect(
      within(version).getByRole('button', { name: 'Editar a partir desta versão' }),
    ).toHaveAccessibleDescription(expect.stringContaining('Em vigor até 21/11/2026 às 10:30'));
    expect(calls.map((call) => call.url)).toEqual(['/api/v1/meal-plans/9/versions']);
  });

  it("'Editar a partir desta versão' opens the editor on that version, and saving puts it back as the plan", async () => {
    const { calls } = mockApi((call) => {
      if (call.url === '/api/v1/meal-plans/9/versions') return { json: { versions: [earlier] } };
      if (call.method === 'PUT')
        return { json: { ...plan, ...earlier, updated_at: '2026-11-23T15:00:00.000Z' } };
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await user.click(screen.getByText('Versões anteriores deste plano'));
    await user.click(await screen.findByRole('button', { name: 'Editar a partir desta versão' }));
    await screen.findByRole('button', { name: 'Cancelar' });
    expect(await screen.findByText(/As alterações valem a partir de hoje/)).toBeInTheDocument();
    expect(screen.getByTestId('day-totals')).toHaveTextContent('372 kcal');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      start_date: '2026-11-20',
      end_date: '2027-02-20',
      meal_periods: [
        { id: 3, period: 'LUNCH', meal_foodstuffs: [{ id: 5, foodstuff_id: 1, baseline_weight: 300 }] },
      ],
    });
  });

  it("each 'Usar como base' of 'Planos anteriores' says which plan it copies", async () => {
    mockApi(() => undefined);
    renderScreen({ ...patient, meal_plans: [plan, earlierPlan] });
    // The list's code loads as it nears the view (here at once).
    expect(await screen.findByRole('button', { name: 'Usar como base' })).toHaveAccessibleDescription(
      'Plano de 01/05/2026 a 01/08/2026 · 186 kcal',
    );
  });

  it("'Planos anteriores' shows when a deactivated plan actually ended, not when it was to end", async () => {
    mockApi(() => undefined);
    // Deactivated on 10/06/2026 at 23:30 in São Paulo (02:30 UTC the next day).
    const older: MealPlan = { ...earlierPlan, updated_at: '2026-06-11T02:30:00.000Z' };
    renderScreen({ ...patient, meal_plans: [plan, older] });
    expect(await screen.findByRole('button', { name: 'Usar como base' })).toHaveAccessibleDescription(
      'Plano de 01/05/2026 a 10/06/2026 · 186 kcal',
    );
  });

  it("'Versões anteriores deste plano' says when there is none, and offers a retry when the API fails", async () => {
    let fail = true;
    mockApi((call) =>
      call.url === '/api/v1/meal-plans/9/versions'
        ? fail
          ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }
          : { json: { versions: [] } }
        : undefined,
    );
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await user.click(screen.getByText('Versões anteriores deste plano'));
    expect(await screen.findByText('Não foi possível carregar as versões anteriores.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Este plano ainda não foi alterado.')).toBeInTheDocument();
  });

  it('says before the save which typed characters the PDF cannot print (an emoji), and only while there are some', async () => {
    mockApi(() => undefined);
    const user = userEvent.setup();
    renderScreen(patient);
    await openEditor(user, 'Criar plano alimentar');
    const guidance = screen.getByRole('textbox', { name: /Orientações gerais/ });
    await user.type(guidance, 'Água ≥ 2 L → ½ copo');
    expect(screen.queryByText(/O PDF não imprime/)).not.toBeInTheDocument();
    await user.type(guidance, ' 🙂');
    expect(
      screen.getByText('O PDF não imprime 🙂: esses caracteres ficam de fora da cópia do paciente.'),
    ).toHaveAttribute('role', 'status');
    await user.clear(guidance);
    expect(screen.queryByText(/O PDF não imprime/)).not.toBeInTheDocument();
  });

  it("CREATE: save and 'Nova refeição' stay disabled until every period has a type and a food; totals follow the draft", async () => {
    const { calls } = mockApi((call) => {
      if (call.url.startsWith('/api/v1/foodstuffs?')) return catalogueAnswer(rice, bread);
      if (call.method === 'POST') return { status: 201, json: { ...plan, id: 10 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen(patient);
    await openEditor(user, 'Criar plano alimentar');
    // A new plan has no earlier days to keep.
    expect(screen.queryByText(/valem a partir de hoje/)).not.toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Salvar' });
    const newPeriod = screen.getByRole('button', { name: 'Nova refeição' });
    expect(save).toBeDisabled();
    expect(newPeriod).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Tipo de refeição'), 'BREAKFAST');
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Adicionar alimento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo alimento' });
    await user.click(await within(dialog).findByRole('radio', { name: /Pão de forma integral/ }));
    const quantity = within(dialog).getByLabelText(/^Quantidade/);
    await user.clear(quantity);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    // A UNITS food needs its quantity.
    expect(within(dialog).getByText('Informe a quantidade.')).toBeInTheDocument();
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    expect(save).toBeEnabled();
    expect(newPeriod).toBeEnabled();
    // Two slices: 124 kcal.
    expect(within(screen.getByTestId('day-totals')).getByText('124 kcal')).toBeInTheDocument();

    // A second period cannot take the type already used.
    await user.click(newPeriod);
    const selects = screen.getAllByLabelText('Tipo de refeição');
    const second = selects[1] as HTMLSelectElement;
    expect([...second.options].map((option) => option.value)).not.toContain('BREAKFAST');
    expect(save).toBeDisabled();
    await user.click(screen.getAllByRole('button', { name: 'Remover refeição' })[1]!);

    // Editing the quantity in place updates the totals before saving.
    const inline = screen.getByLabelText('Quantidade de Pão de forma integral, fatia');
    await user.clear(inline);
    await user.type(inline, '3');
    expect(within(screen.getByTestId('day-totals')).getByText('186 kcal')).toBeInTheDocument();

    await user.click(save);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')?.body;
    expect(body).toMatchObject({
      nutritionist_id: 7,
      patient_id: 40,
      start_date: '2026-11-23',
      end_date: '2027-02-23',
      meal_periods: [
        { period: 'BREAKFAST', meal_foodstuffs: [{ foodstuff_id: 2, quantity: 3, baseline_weight: 25 }] },
      ],
    });
    expect(await screen.findByText('Plano alimentar criado com sucesso')).toBeInTheDocument();
    // A long walk through the form: generous on a loaded machine.
  }, 30_000);

  it('CREATE: a food in a household measure, with an alternative added before the plan is saved, both in the save', async () => {
    const { calls } = mockApi((call) => {
      if (call.url === '/api/v1/foodstuffs/1/measures') {
        return { json: { measures: [{ id: 1, name: 'colher de servir', weight: 45, source: null }] } };
      }
      if (call.url.startsWith('/api/v1/foodstuffs?')) return catalogueAnswer(rice, bread);
      if (call.method === 'POST') return { status: 201, json: { ...plan, id: 10 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen(patient);
    const dialog = await openNewFood(user, 'LUNCH');
    await user.click(await within(dialog).findByRole('radio', { name: /Arroz, integral, cozido/ }));
    await user.selectOptions(await within(dialog).findByLabelText('Medida caseira'), 'colher de servir');
    expect(within(dialog).queryByLabelText(/^Peso base/)).not.toBeInTheDocument();
    const quantity = within(dialog).getByLabelText(/^Quantidade/);
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    // 135 g of rice (124 kcal/100 g): 167 kcal.
    expect(within(screen.getByTestId('day-totals')).getByText('167 kcal')).toBeInTheDocument();

    // The food is not saved yet: its alternatives stay in the draft.
    await user.click(screen.getByRole('button', { name: 'Substituições de Arroz, integral, cozido' }));
    const substitutions = await screen.findByRole('dialog', {
      name: 'Substituições de Arroz, integral, cozido',
    });
    expect(within(substitutions).getByText(/são salvas com o plano/)).toBeInTheDocument();
    await user.click(await within(substitutions).findByRole('radio', { name: /Pão de forma integral/ }));
    await user.click(within(substitutions).getByRole('button', { name: 'Adicionar substituição' }));
    expect(
      await within(substitutions).findByText('Substituição incluída. Ela será salva com o plano.'),
    ).toBeInTheDocument();
    await user.click(within(substitutions).getByRole('button', { name: 'Concluir' }));
    // 167.4 kcal ÷ 62 kcal a slice = 2.7 → 2½ slices.
    expect(screen.getByRole('list', { name: 'Substituições de Arroz, integral, cozido' })).toHaveTextContent(
      'ou: Pão de forma integral, fatia – 2,5 un (25 g cada)',
    );
    // Alternatives are outside the totals.
    expect(within(screen.getByTestId('day-totals')).getByText('167 kcal')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = calls.find((call) => call.method === 'POST')?.body as {
      meal_periods: { meal_foodstuffs: Record<string, unknown>[] }[];
    };
    expect(body.meal_periods[0]!.meal_foodstuffs[0]).toMatchObject({
      foodstuff_id: 1,
      baseline_weight: 45,
      quantity: 3,
      measure_name: 'colher de servir',
      substitutions: [
        { id: null, foodstuff_id: 2, basis: 'ENERGY', baseline_weight: 25, measure_name: null },
      ],
    });
  }, 30_000);

  it("'Novo alimento' offers her recent foods before anything is typed, each opening on the measure she used last", async () => {
    const { calls } = mockApi((call) => {
      if (call.url === '/api/v1/nutritionists/7/recent-foodstuffs') {
        return { json: { recent: [{ foodstuff: rice, measure_name: 'concha' }] } };
      }
      if (call.url === '/api/v1/foodstuffs/1/measures') return { json: riceMeasures('concha') };
      if (call.url.startsWith('/api/v1/foodstuffs?')) return catalogueAnswer(bread);
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen(patient);
    const dialog = await openNewFood(user, 'LUNCH');
    expect(within(dialog).getByRole('searchbox', { name: /^Buscar alimento/ })).toHaveFocus();
    const recent = await within(dialog).findByRole('group', { name: 'Recentes' });
    await user.click(within(recent).getByRole('radio', { name: /Arroz, integral, cozido/ }));
    // Her last measure for it, not the first one nor grams.
    await waitFor(() => expect(within(dialog).getByLabelText('Medida caseira')).toHaveValue('concha'));
    // The catalogue is searched only once she types.
    expect(calls.some((call) => call.url.startsWith('/api/v1/foodstuffs?'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    // One concha of 117 g of rice (124 kcal/100 g): 145 kcal.
    expect(within(screen.getByTestId('day-totals')).getByText('145 kcal')).toBeInTheDocument();
  });

  it("'Novo alimento' keeps the amount closed and 'Adicionar' busy until the food's opening measure is read", async () => {
    // The rice's household measures are held on their way until the test lets them come.
    const measures = answerGate();
    mockApi((call) => {
      if (call.url === '/api/v1/foodstuffs/1/measures')
        return { json: riceMeasures('concha'), heldUntil: measures.held };
      if (call.url.startsWith('/api/v1/foodstuffs?')) return catalogueAnswer(rice, bread);
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen(patient);
    const dialog = await openNewFood(user, 'LUNCH');
    await user.click(await within(dialog).findByRole('radio', { name: /Arroz, integral, cozido/ }));
    // Typed now, the grams would be written over by the measure; added now, the rice would go in grams.
    expect(within(dialog).getByLabelText(/^Peso base/)).toBeDisabled();
    const add = within(dialog).getByRole('button', { name: 'Adicionar' });
    expect(add).toHaveAttribute('aria-busy', 'true');
    await user.click(add);
    expect(screen.getByRole('dialog', { name: 'Novo alimento' })).toBeInTheDocument();

    measures.release();
    await waitFor(() => expect(within(dialog).getByLabelText('Medida caseira')).toHaveValue('concha'));
    expect(within(dialog).getByLabelText(/^Quantidade/)).toBeEnabled();
    await user.click(add);
    // One concha of 117 g of rice (124 kcal/100 g): 145 kcal.
    expect(within(screen.getByTestId('day-totals')).getByText('145 kcal')).toBeInTheDocument();
  });

  it("a saved plan's foods are her 'Recentes' at the next 'Novo alimento', each on the measure it was saved in", async () => {
    // What the API answers before and after the plan is saved.
    let saved = false;
    const { calls } = mockApi((call) => {
      if (call.method === 'POST') {
        saved = true;
        return { status: 201, json: { ...plan, id: 10 } };
      }
      if (call.url === '/api/v1/nutritionists/7/recent-foodstuffs') {
        return { json: { recent: saved ? [{ foodstuff: rice, measure_name: 'concha' }] : [] } };
      }
      if (call.url === '/api/v1/foodstuffs/1/measures')
        return { json: riceMeasures(saved ? 'concha' : null) };
      if (call.url.startsWith('/api/v1/foodstuffs?')) return catalogueAnswer(rice, bread);
      return undefined;
    });
    const searches = () => calls.filter((call) => call.url.startsWith('/api/v1/foodstuffs?')).length;
    const user = userEvent.setup();
    renderScreen(patient);
    let dialog = await openNewFood(user, 'LUNCH');
    await user.click(await within(dialog).findByRole('radio', { name: /Arroz, integral, cozido/ }));
    await user.selectOptions(await within(dialog).findByLabelText('Medida caseira'), 'concha');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Plano alimentar criado com sucesso');
    await openEditor(user, 'Editar plano alimentar');
    expect(searches()).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Adicionar alimento' }));
    dialog = await screen.findByRole('dialog', { name: 'Novo alimento' });
    const recent = await within(dialog).findByRole('group', { name: 'Recentes' });
    // Asked again, not the empty list read before the save: the catalogue was not searched meanwhile.
    expect(searches()).toBe(1);
    await user.click(within(recent).getByRole('radio', { name: /Arroz, integral, cozido/ }));
    await waitFor(() => expect(within(dialog).getByLabelText('Medida caseira')).toHaveValue('concha'));
  });

  it('a save answered after she left the screen leaves no error behind', async () => {
    // She leaves as soon as the save is sent; its answer comes 20 ms later (api-mock.ts).
    let leave = () => {};
    const { calls } = mockApi((call) => {
      if (call.method === 'POST') {
        setTimeout(leave, 0);
        return { status: 201, json: { ...plan, id: 10 } };
      }
      if (call.url.startsWith('/api/v1/foodstuffs?')) return catalogueAnswer(bread);
      return undefined;
    });
    const user = userEvent.setup();
    leave = renderScreen(patient).unmount;
    const dialog = await openNewFood(user, 'LUNCH');
    await user.click(await within(dialog).findByRole('radio', { name: /Pão de forma integral/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument());
    // An error the answer raised now would fail this file's run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it("'Novo alimento' searches the catalogue as before when her recent foods cannot be read", async () => {
    mockApi((call) => {
      if (call.url === '/api/v1/nutritionists/7/recent-foodstuffs') {
        return { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } };
      }
      if (call.url.startsWith('/api/v1/foodstuffs?')) return catalogueAnswer(rice, bread);
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen(patient);
    const dialog = await openNewFood(user, 'LUNCH');
    expect(await within(dialog).findByRole('radio', { name: /Arroz, integral, cozido/ })).toBeInTheDocument();
    expect(within(dialog).queryByRole('group', { name: 'Recentes' })).not.toBeInTheDocument();
  });

  it("'Novo alimento' says when the food's household measures cannot be read, and takes grams", async () => {
    mockApi((call) => {
      if (call.url === '/api/v1/foodstuffs/1/measures') {
        return {
          status: 503,
          json: { type: 'about:blank', title: 'x', status: 503, code: 'DATABASE_UNAVAILABLE', detail: 'x' },
        };
      }
      return call.url.startsWith('/api/v1/foodstuffs?') ? catalogueAnswer(rice, bread) : undefined;
    });
    const user = userEvent.setup();
    renderScreen(patient);
    const dialog = await openNewFood(user);
    await user.click(await within(dialog).findByRole('radio', { name: /Arroz, integral, cozido/ }));
    expect(
      await within(dialog).findByText(
        'Não foi possível carregar as medidas caseiras. Informe a quantidade em g.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Medida caseira')).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Peso base/));
    await user.type(within(dialog).getByLabelText(/^Peso base/), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    // 150 g of rice: 186 kcal.
    expect(within(screen.getByTestId('day-totals')).getByText('186 kcal')).toBeInTheDocument();
  });

  it("'Novo alimento': a food weighed in grams with its quantity left blank goes in as one portion", async () => {
    mockApi((call) =>
      call.url.startsWith('/api/v1/foodstuffs?') ? catalogueAnswer(rice, bread) : undefined,
    );
    const user = userEvent.setup();
    renderScreen(patient);
    const dialog = await openNewFood(user);
    await chooseNewFood(user, dialog, /Arroz, integral, cozido/);
    const quantity = within(dialog).getByLabelText(/^Quantidade/);
    expect(quantity).not.toBeRequired();
    await user.clear(quantity);
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(screen.queryByRole('dialog', { name: 'Novo alimento' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Quantidade de Arroz, integral, cozido')).toHaveValue('1');
    // 100 g of rice: 124 kcal.
    expect(within(screen.getByTestId('day-totals')).getByText('124 kcal')).toBeInTheDocument();
  });

  it("'Novo alimento' marks a food without energy before it is chosen; once added its row shows – and the totals say they are partial", async () => {
    mockApi((call) => (call.url.startsWith('/api/v1/foodstuffs?') ? catalogueAnswer(rice, milk) : undefined));
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await openEditor(user, 'Editar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Adicionar alimento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo alimento' });
    const milkOption = await within(dialog).findByRole('radio', { name: /^Leite, de vaca, integral/ });
    const milkLabel = milkOption.closest('label') as HTMLElement;
    expect(within(milkLabel).getByText('– kcal por 100 g')).toBeInTheDocument();
    expect(
      within(milkLabel).getByText('Sem valor de energia, proteínas, carboidratos, gorduras e fibras'),
    ).toBeInTheDocument();
    expect(within(milkLabel).queryByText(/^0 kcal/)).not.toBeInTheDocument();
    const riceLabel = within(dialog)
      .getByRole('radio', { name: /^Arroz, integral, cozido/ })
      .closest('label') as HTMLElement;
    expect(within(riceLabel).queryByTestId('unknown-nutrients-mark')).not.toBeInTheDocument();

    await chooseNewFood(user, dialog, /^Leite, de vaca, integral/);
    const weight = within(dialog).getByLabelText(/^Peso base/);
    await user.clear(weight);
    await user.type(weight, '200');
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar' }));

    // The milk's row: '–' (read as 'sem valor') for what TACO did not analyse, its 128 mg of sodium.
    const row = screen
      .getByRole('rowheader', { name: /Leite, de vaca, integral/ })
      .closest('tr') as HTMLElement;
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toContain('128,0');
    expect(cells.filter((cell) => cell.textContent === '–sem valor')).toHaveLength(5);
    // 150 g of rice alone brings the period's 186 kcal, and the total says one food is missing.
    const lunch = screen.getByRole('region', { name: 'Alimentos de Almoço' });
    expect(
      within(lunch).getByText(
        'total parcial: 1 alimento sem valor de energia; 1 alimento sem valor de proteínas; 1 alimento sem valor de carboidratos; 1 alimento sem valor de gorduras; 1 alimento sem valor de fibras',
      ),
    ).toBeInTheDocument();
    const totals = screen.getByTestId('day-totals');
    const energy = totals.querySelector('[data-nutrient="calories"]') as HTMLElement;
    expect(energy).toHaveTextContent(/^Energia186 kcaltotal parcial: 1 alimento sem valor de energia$/);
    const sodium = totals.querySelector('[data-nutrient="sodium"]') as HTMLElement;
    expect(sodium).toHaveTextContent(/^Sódio129,5 mg$/);
  });

  it("'Imprimir / PDF' prints the day's totals too, before she has scrolled down to them", async () => {
    // The totals are far below: their code loads as they near the view, which here they never do.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    const printed: (string | null | undefined)[] = [];
    vi.stubGlobal('print', () =>
      printed.push(
        screen.getByTestId('day-totals').querySelector('[data-nutrient="calories"] dd')?.textContent,
      ),
    );
    mockApi(() => undefined);
    renderScreen({ ...patient, meal_plans: [plan] });
    const user = userEvent.setup();
    expect(within(screen.getByTestId('day-totals')).queryByTestId('requirement')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Imprimir / PDF' }));
    await waitFor(() => expect(printed).toEqual(['186 kcal']));
  });

  it('a plan of foods without energy shows – for its total, never 0 kcal, and counts them in the plural', async () => {
    mockApi(() => undefined);
    const [lunch] = plan.meal_periods;
    const milkRow = (id: number, weight: number) => ({
      id,
      foodstuff_id: 3,
      baseline_weight: weight,
      quantity: 1,
      foodstuff: { ...milk, archived: false, catalogue_changed: false },
    });
    renderScreen({
      ...patient,
      meal_plans: [
        { ...plan, meal_periods: [{ ...lunch!, meal_foodstuffs: [milkRow(5, 200), milkRow(6, 100)] }] },
      ],
    });
    const totals = await findDayTotals();
    const energy = totals.querySelector('[data-nutrient="calories"]') as HTMLElement;
    expect(energy).toHaveTextContent(/^Energia–sem valortotal parcial: 2 alimentos sem valor de energia$/);
    expect(energy).not.toHaveTextContent('0 kcal');
    expect(screen.getByTestId('requirement')).toHaveTextContent(
      'total parcial: 2 alimentos sem valor de energia',
    );
  });

  it('a food archived since the plan was saved stays, marked as archived', async () => {
    mockApi(() => undefined);
    const [lunch] = plan.meal_periods;
    const [row] = lunch!.meal_foodstuffs;
    renderScreen({
      ...patient,
      meal_plans: [
        {
          ...plan,
          meal_periods: [
            {
              ...lunch!,
              meal_foodstuffs: [
                { ...row!, foodstuff: { ...row!.foodstuff, archived: true, catalogue_changed: true } },
              ],
            },
          ],
        },
      ],
    });
    const header = screen.getByRole('rowheader', { name: /Arroz, integral, cozido/ });
    expect(within(header).getByText('Arquivado')).toBeInTheDocument();
    expect(within(await findDayTotals()).getByText('186 kcal')).toBeInTheDocument();
  });

  it("'Editar plano alimentar' is disabled when a period has no foods", () => {
    mockApi(() => undefined);
    renderScreen({
      ...patient,
      meal_plans: [
        { ...plan, meal_periods: [{ id: 3, period: 'LUNCH', time: null, notes: null, meal_foodstuffs: [] }] },
      ],
    });
    expect(screen.getByRole('button', { name: 'Editar plano alimentar' })).toBeDisabled();
  });

  it('an end date before the start keeps save disabled and says why', async () => {
    mockApi(() => undefined);
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await openEditor(user, 'Editar plano alimentar');
    expect(
      screen.getByText(
        'As alterações valem a partir de hoje; os dias anteriores continuam avaliados pelo plano como estava antes.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    const end = screen.getByLabelText('Data de término');
    await user.clear(end);
    await user.type(end, '01112026');
    expect(screen.getByText('A data de término deve ser posterior à data de início.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it("deactivating asks first, then shows 'Plano alimentar desativado com sucesso!'", async () => {
    const { calls } = mockApi((call) =>
      call.method === 'PUT' ? { json: { ...plan, status: 'INACTIVE' } } : undefined,
    );
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await user.click(screen.getByRole('button', { name: 'Desativar plano alimentar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desativar plano alimentar' });
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    expect(await screen.findByText('Plano alimentar desativado com sucesso!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      status: 'INACTIVE',
      patient_id: 40,
    });
    expect(await screen.findByRole('button', { name: 'Criar plano alimentar' })).toBeInTheDocument();
    expect(screen.getAllByTestId('history-plan')).toHaveLength(1);
  });

  it('focus follows the screen: to the editor when it opens, to the plan when it closes or saves, to the empty state after deactivating', async () => {
    mockApi((call) => {
      if (call.method !== 'PUT') return undefined;
      return call.body && (call.body as { status: string }).status === 'INACTIVE'
        ? { json: { ...plan, status: 'INACTIVE' } }
        : { json: { ...plan, updated_at: '2026-11-23T15:00:00.000Z' } };
    });
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await user.click(screen.getByRole('button', { name: 'Editar plano alimentar' }));
    // The editor's title has focus, while its code loads and once it has come.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Editando o plano alimentar' })).toHaveFocus(),
    );
    const cancel = await screen.findByRole('button', { name: 'Cancelar' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Editando o plano alimentar' })).toHaveFocus(),
    );
    await user.click(cancel);
    expect(screen.getByRole('heading', { name: 'Plano alimentar' })).toHaveFocus();

    await openEditor(user, 'Editar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await screen.findByText('Plano alimentar atualizado com sucesso');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Plano alimentar' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Desativar plano alimentar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desativar plano alimentar' });
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    await screen.findByText('Plano alimentar desativado com sucesso!');
    await waitFor(() => expect(screen.getByText('Nenhum plano alimentar ativo')).toHaveFocus());
  });

  it("a failed save shows 'Erro ao atualizar plano alimentar' and stays in EDIT", async () => {
    mockApi((call) =>
      call.method === 'PUT' ? { status: 500, json: { code: 'INTERNAL_ERROR' } } : undefined,
    );
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await openEditor(user, 'Editar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Erro ao atualizar plano alimentar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    // Only the conflicts and an archived food are explained in the editor; only a deactivated plan is saved as new.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar como novo plano' })).not.toBeInTheDocument();
  });

  it("a plan deactivated elsewhere: the spec toast, the API's reason in the editor, and 'Salvar como novo plano' saves the draft as the new ACTIVE plan", async () => {
    const inactive = 'Um plano alimentar desativado não pode ser alterado.';
    // The editor says it in the portal's words, whatever the API's detail.
    const { calls } = serveDeactivatedElsewhere('O servidor diz outra coisa.', {
      status: 201,
      json: { ...plan, id: 10, meal_periods: [], updated_at: '2026-11-23T15:00:00.000Z' },
    });
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await openEditor(user, 'Editar plano alimentar');
    const quantity = screen.getByLabelText('Quantidade de Arroz, integral, cozido');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Erro ao atualizar plano alimentar')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(inactive);
    expect(screen.getByRole('alert')).not.toHaveTextContent('O servidor diz outra coisa.');
    // The draft is still there, edit included.
    expect(screen.getByRole('heading', { name: 'Editando o plano alimentar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quantidade de Arroz, integral, cozido')).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Salvar como novo plano' }));
    expect(await screen.findByText('Plano alimentar criado com sucesso')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v1/meal-plans',
      body: {
        nutritionist_id: 7,
        patient_id: 40,
        start_date: '2026-11-23',
        end_date: '2027-02-23',
        meal_periods: [
          { period: 'LUNCH', meal_foodstuffs: [{ foodstuff_id: 1, quantity: 2, baseline_weight: 150 }] },
        ],
      },
    });
    expect(screen.queryByRole('heading', { name: 'Editando o plano alimentar' })).not.toBeInTheDocument();
  });

  it("'Salvar como novo plano' refused for a food archived since: the editor names it, the draft and the button stay", async () => {
    const archived =
      'O alimento "Arroz, integral, cozido" foi arquivado no catálogo e não pode ser adicionado. Remova-o do plano para salvar.';
    const { calls } = serveDeactivatedElsewhere('x', {
      status: 400,
      // Named from the draft (its one food sent as new), never from the API's detail.
      json: { status: 400, code: 'ARCHIVED_FOODSTUFF', detail: 'O servidor diz outra coisa.' },
    });
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await openEditor(user, 'Editar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await user.click(await screen.findByRole('button', { name: 'Salvar como novo plano' }));

    expect(await screen.findByText('Erro ao criar plano alimentar')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(archived));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Editando o plano alimentar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quantidade de Arroz, integral, cozido')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar como novo plano' })).toBeInTheDocument();
  });

  it("a save that met another save: the spec toast, the API's reason in the editor, the draft kept for 'Salvar' again", async () => {
    const conflict = 'Outro plano alimentar foi salvo ao mesmo tempo. Tente novamente.';
    let puts = 0;
    const { calls } = mockApi((call) => {
      if (call.method !== 'PUT') return undefined;
      puts += 1;
      return puts === 1
        ? {
            status: 409,
            json: { status: 409, code: 'MEAL_PLAN_CONFLICT', detail: 'O servidor diz outra coisa.' },
          }
        : { json: { ...plan, updated_at: '2026-11-23T15:00:00.000Z' } };
    });
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await openEditor(user, 'Editar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Erro ao atualizar plano alimentar')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(conflict);
    expect(screen.queryByRole('button', { name: 'Salvar como novo plano' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Plano alimentar atualizado com sucesso')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.url)).toEqual([
      '/api/v1/meal-plans/9',
      '/api/v1/meal-plans/9',
    ]);
  });

  it('a changed draft asks before a link or a reload leaves the page; an unchanged, saved or cancelled one does not', async () => {
    mockApi((call) =>
      call.method === 'PUT' ? { json: { ...plan, updated_at: '2026-11-23T15:00:00.000Z' } } : undefined,
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    // The menu's link, as Next's Link takes a click it sees.
    const followed = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const user = userEvent.setup();
    renderMealPlanScreen(
      { ...patient, meal_plans: [plan] },
      {},
      <a href="/patients" onClick={followed}>
        Pacientes
      </a>,
    );
    const menuLink = screen.getByRole('link', { name: 'Pacientes' });
    await openEditor(user, 'Editar plano alimentar');
    // Opened and not changed: nothing to lose.
    await user.click(menuLink);
    expect(confirm).not.toHaveBeenCalled();
    expect(unload()).toBe(false);
    expect(followed).toHaveBeenCalledTimes(1);

    const quantity = screen.getByLabelText('Quantidade de Arroz, integral, cozido');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(menuLink);
    expect(confirm).toHaveBeenCalledWith('Você tem alterações não salvas. Deseja sair mesmo assim?');
    expect(followed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Editando o plano alimentar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Quantidade de Arroz, integral, cozido')).toHaveValue('2');
    expect(unload()).toBe(true);

    // Saved: leaving loses nothing.
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Plano alimentar atualizado com sucesso')).toBeInTheDocument();
    // The guard lets go once the closed editor's effects have run, which may follow the toast's paint.
    await waitFor(() => expect(unload()).toBe(false));
    await user.click(menuLink);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(followed).toHaveBeenCalledTimes(2);

    // Changed again, then 'Cancelar' and 'Descartar': the draft is left on purpose.
    await openEditor(user, 'Editar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Nova refeição' }));
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(unload()).toBe(false);
    await user.click(menuLink);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(followed).toHaveBeenCalledTimes(3);
    confirm.mockRestore();
  });

  it("'Cancelar' is disabled while a save runs, so the draft cannot be dropped under it", async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await openEditor(user, 'Editar plano alimentar');
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancel).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(cancel).toBeDisabled());
    await user.click(cancel);
    expect(screen.getByRole('heading', { name: 'Editando o plano alimentar' })).toBeInTheDocument();

    answer(
      new Response(JSON.stringify({ status: 500, code: 'INTERNAL_ERROR', detail: 'x' }), {
        status: 500,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Erro ao atualizar plano alimentar')).toBeInTheDocument();
    // The failed save left the draft where it was, and leaving is possible again.
    expect(screen.getByRole('heading', { name: 'Editando o plano alimentar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });

  it("EDIT: 'Horário', 'Orientações da refeição' and 'Orientações gerais' go into the save, line breaks kept", async () => {
    const { calls } = mockApi((call) => (call.method === 'PUT' ? { json: plan } : undefined));
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await openEditor(user, 'Editar plano alimentar');
    const lunch = screen.getByRole('region', { name: 'Almoço' });
    await user.type(within(lunch).getByRole('textbox', { name: /^Horário/ }), '1230');
    expect(within(lunch).getByRole('textbox', { name: /^Horário/ })).toHaveValue('12:30');
    // Pasted: typing every letter only makes the test slow.
    await user.click(within(lunch).getByRole('textbox', { name: /^Orientações da refeição/ }));
    await user.paste('Salada primeiro.\nMastigue devagar.');
    await user.click(screen.getByRole('textbox', { name: /^Orientações gerais/ }));
    await user.paste('Beba água.\nDurma bem.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      guidance: 'Beba água.\nDurma bem.',
      meal_periods: [{ id: 3, period: 'LUNCH', time: '12:30', notes: 'Salada primeiro.\nMastigue devagar.' }],
    });
  });

  it("EDIT: a food's name on the patient's PDF changes for this plan, shows under its name and goes into the save", async () => {
    const { calls } = mockApi((call) => (call.method === 'PUT' ? { json: plan } : undefined));
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await openEditor(user, 'Editar plano alimentar');
    // Without a name for patients in the catalogue, the PDF uses the food's name.
    await user.click(
      screen.getByRole('button', {
        name: 'Nome de Arroz, integral, cozido no PDF do paciente: Arroz, integral, cozido. Alterar',
      }),
    );
    const field = screen.getByRole('textbox', {
      name: /^Nome de Arroz, integral, cozido no PDF do paciente/,
    });
    expect(field).toHaveFocus();
    await user.type(field, 'Arroz integral{Enter}');
    expect(
      screen.getByRole('button', { name: /PDF do paciente: Arroz integral\. Alterar/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      meal_periods: [{ meal_foodstuffs: [{ foodstuff_id: rice.id, patient_name: 'Arroz integral' }] }],
    });
  });

  it("SHOW: a food's name on the patient's PDF is said under its name only where it differs", () => {
    mockApi(() => undefined);
    const [lunch] = plan.meal_periods;
    const named = {
      ...plan,
      meal_periods: [
        { ...lunch!, meal_foodstuffs: [{ ...lunch!.meal_foodstuffs[0]!, patient_name: 'Arroz integral' }] },
      ],
    };
    renderScreen({ ...patient, meal_plans: [named] });
    expect(screen.getByText('No PDF do paciente: Arroz integral')).toBeInTheDocument();
  });

  it("an unfinished 'Horário' is said once the field is left, and keeps save disabled", async () => {
    mockApi(() => undefined);
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await openEditor(user, 'Editar plano alimentar');
    const time = screen.getByRole('textbox', { name: /^Horário/ });
    await user.type(time, '12');
    expect(
      screen.queryByText('Informe o horário no formato HH:MM, de 00:00 a 23:59.'),
    ).not.toBeInTheDocument();
    await user.tab();
    expect(time).toHaveAccessibleDescription(
      expect.stringContaining('Informe o horário no formato HH:MM, de 00:00 a 23:59.'),
    );
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await user.clear(time);
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('SHOW: each meal with its time and notes, in the order of their times, and the general guidance', () => {
    mockApi(() => undefined);
    const [lunch] = plan.meal_periods;
    const breakfast = { ...lunch!, id: 4, period: 'BREAKFAST' as const, time: '13:00', notes: null };
    renderScreen({
      ...patient,
      meal_plans: [
        {
          ...plan,
          guidance: 'Beba água.\nDurma bem.',
          meal_periods: [breakfast, { ...lunch!, time: '12:00', notes: 'Salada primeiro.' }],
        },
      ],
    });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Almoço 12:00', 'Café da manhã 13:00']);
    const lunchRegion = screen.getByRole('region', { name: 'Almoço' });
    expect(within(lunchRegion).getByText('Salada primeiro.')).toBeInTheDocument();
    const guidance = screen.getByRole('region', { name: 'Orientações gerais' });
    expect(guidance).toHaveTextContent('Beba água. Durma bem.', { normalizeWhitespace: true });
  });

  it("EDIT: 'Ocultar calorias e macronutrientes no PDF' goes into the save; 'Baixar PDF' names the file after the patient", async () => {
    const { calls } = mockApi((call) => (call.method === 'PUT' ? { json: plan } : undefined));
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    expect(screen.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
      'download',
      'plano-alimentar-ana-souza-2026-11-23.pdf',
    );
    await openEditor(user, 'Editar plano alimentar');
    const hide = screen.getByRole('checkbox', { name: 'Ocultar calorias e macronutrientes no PDF' });
    expect(hide).not.toBeChecked();
    await user.click(hide);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ hide_numbers_in_pdf: true });
  });
});

describe('MealPlanScreen: Ajustar à meta', () => {
  it('scales the draft to the requirement, rounded to 5 g and half units, keeping a food of unknown energy', async () => {
    const { calls } = mockApi((call) => (call.method === 'PUT' ? { json: plan } : undefined));
    const user = userEvent.setup();
    const [lunch] = plan.meal_periods;
    const [riceRow] = lunch!.meal_foodstuffs;
    // 150 g of rice (186 kcal) and 2 slices of bread (124 kcal) = 310 kcal known; the milk has none.
    const mixed: MealPlan = {
      ...plan,
      meal_periods: [
        {
          ...lunch!,
          meal_foodstuffs: [
            riceRow!,
            {
              id: 6,
              foodstuff_id: 2,
              baseline_weight: 25,
              quantity: 2,
              foodstuff: { ...bread, archived: false, catalogue_changed: false },
            },
            {
              id: 7,
              foodstuff_id: 3,
              baseline_weight: 200,
              quantity: 1,
              foodstuff: { ...milk, archived: false, catalogue_changed: false },
            },
          ],
        },
      ],
    };
    renderScreen({ ...patient, meal_plans: [mixed] });
    await openEditor(user, 'Editar plano alimentar');
    // No goal is set: the estimated requirement is the target, named as such.
    expect(
      screen.getByRole('radio', { name: 'Necessidade estimada por Mifflin-St Jeor (1990): 1.500 kcal' }),
    ).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Permitir meias unidades (ex.: 1 ½ ovo)' }));
    await user.click(screen.getByRole('button', { name: 'Ajustar à meta (1.500 kcal)' }));
    // Ratio 1500 / 310: rice 150 g → 725 g, bread 2 → 9.5 slices, milk stays 200 g: 899 + 589 = 1.488 kcal.
    expect(screen.getByText(/^Quantidades ajustadas/)).toHaveTextContent(
      'Quantidades ajustadas: total de 1.488 kcal, 99% da meta de 1.500 kcal (gramas de 5 em 5). 1 alimento sem energia conhecida manteve a quantidade.',
    );
    expect(screen.getByRole('textbox', { name: /Peso base de Arroz/ })).toHaveValue('725');
    expect(screen.getByRole('textbox', { name: /Quantidade de Pão/ })).toHaveValue('9,5');
    expect(screen.getByRole('textbox', { name: /Peso base de Leite/ })).toHaveValue('200');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')?.body as {
      meal_periods: { meal_foodstuffs: { baseline_weight: number; quantity: number }[] }[];
    };
    expect(
      body.meal_periods[0]?.meal_foodstuffs.map((food) => [food.baseline_weight, food.quantity]),
    ).toEqual([
      [725, 1],
      [25, 9.5],
      [200, 1],
    ]);
  });

  it('without a goal or a requirement, takes a typed target, and says so when nothing can move', async () => {
    mockApi(() => undefined);
    const user = userEvent.setup();
    renderMealPlanScreen({ ...patient, meal_plans: [plan] }, { requirement: null });
    await openEditor(user, 'Editar plano alimentar');
    expect(screen.getByRole('radio', { name: 'Outro valor' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Ajustar à meta' })).toBeDisabled();
    const typed = screen.getByRole('textbox', { name: 'Meta em kcal' });
    await user.type(typed, '0');
    expect(screen.getByText('Informe um número de kcal maior que zero e até 10.000.')).toBeInTheDocument();
    await user.clear(typed);
    await user.type(typed, '186');
    // 150 g of rice is already 186 kcal: nothing moves, and the message says so instead of 'ajustadas'.
    await user.click(screen.getByRole('button', { name: 'Ajustar à meta (186 kcal)' }));
    expect(screen.queryByText(/ajustadas/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Nenhuma quantidade mudou: o plano já está o mais perto possível de 186 kcal com as porções atuais.',
      ),
    ).toBeInTheDocument();
  });

  it("offers the patient's energy goal first, then the estimate, each named with where it comes from", async () => {
    mockApi(() => undefined);
    const user = userEvent.setup();
    renderMealPlanScreen({ ...patient, meal_plans: [plan] }, { requirement: 2079 }, null, (screen) => (
      <PlanTargetsProvider value={{ energy: 1603, proteins: null, carbohydrates: null, fats: null }}>
        {screen}
      </PlanTargetsProvider>
    ));
    await openEditor(user, 'Editar plano alimentar');
    expect(screen.getByRole('radio', { name: 'Meta de energia da paciente: 1.603 kcal' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Ajustar à meta (1.603 kcal)' })).toBeEnabled();
    await user.click(
      screen.getByRole('radio', { name: 'Necessidade estimada por Mifflin-St Jeor (1990): 2.079 kcal' }),
    );
    expect(screen.getByRole('button', { name: 'Ajustar à meta (2.079 kcal)' })).toBeEnabled();
  });
});

describe('MealPlanScreen: templates and copies', () => {
  const template = {
    id: 31,
    nutritionist_id: 7,
    name: 'Hipocalórica',
    created_at: '2026-11-20T12:00:00.000Z',
    guidance: 'Beba água.',
    meal_periods: [
      {
        period: 'BREAKFAST' as const,
        time: '07:30',
        notes: 'Sem açúcar.',
        meal_foodstuffs: [
          {
            position: 0,
            foodstuff_id: 2,
            baseline_weight: 25,
            quantity: 2,
            foodstuff: { ...bread, archived: false, catalogue_changed: false },
          },
          // Archived since the template was saved: it stays, with the values the template kept.
          {
            position: 1,
            foodstuff_id: 1,
            baseline_weight: 100,
            quantity: 1,
            foodstuff: { ...rice, archived: true, catalogue_changed: false },
          },
        ],
      },
    ],
  };
  const otherPatient = {
    ...patient,
    id: 41,
    name: 'Bia Lima',
    meal_plans: [{ ...plan, id: 12, patient_id: 41 }],
  };

  function serveLibrary() {
    return mockApi((call) => {
      if (call.url === '/api/v1/nutritionists/7/meal-plan-templates' && call.method === 'GET') {
        return {
          json: {
            templates: [
              { id: 31, name: 'Hipocalórica', created_at: template.created_at, meal_count: 1, food_count: 2 },
            ],
          },
        };
      }
      if (call.url === '/api/v1/nutritionists/7/meal-plan-templates/31') return { json: template };
      if (call.url.startsWith('/api/v1/nutritionists/7/patients')) {
        const row = { photo_url: null, birth_date: null, gender: null, physical_activity_factor: null };
        return {
          json: {
            content: [
              { ...row, id: 40, name: 'Ana Souza', has_active_meal_plan: false },
              { ...row, id: 41, name: 'Bia Lima', has_active_meal_plan: true },
              { ...row, id: 42, name: 'Caio Reis', has_active_meal_plan: false },
            ],
            page: 0,
            size: 100,
            total_elements: 3,
            total_pages: 1,
          },
        };
      }
      if (call.url === '/api/v1/users/41') return { json: otherPatient };
      if (call.method === 'POST' && call.url === '/api/v1/meal-plans') return { status: 201, json: plan };
      return undefined;
    });
  }

  it('her only template is chosen at once and previewed; she renames it, and deletes it after being asked', async () => {
    let library = [
      { id: 31, name: 'Hipocalórica', created_at: template.created_at, meal_count: 1, food_count: 2 },
    ];
    const { calls } = mockApi((call) => {
      const path = '/api/v1/nutritionists/7/meal-plan-templates';
      if (call.url === path && call.method === 'GET') return { json: { templates: library } };
      if (call.url === `${path}/31` && call.method === 'GET')
        return { json: { ...template, name: library[0]?.name } };
      if (call.url === `${path}/31` && call.method === 'PATCH') {
        library = library.map((entry) => ({ ...entry, name: (call.body as { name: string }).name }));
        return { json: { ...template, name: library[0]!.name } };
      }
      if (call.url === `${path}/31` && call.method === 'DELETE') {
        library = [];
        return { status: 204 };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen(patient);
    await openEditor(user, 'Criar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Começar de um modelo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Começar de um modelo' });
    expect(await within(dialog).findByRole('combobox', { name: 'Modelo' })).toHaveValue('31');
    expect(
      await within(dialog).findByText('Café da manhã: Pão de forma integral, fatia; Arroz, integral, cozido'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Usar' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Renomear' }));
    const renamed = within(dialog).getByRole('textbox', { name: 'Novo nome do modelo' });
    await user.clear(renamed);
    await user.type(renamed, 'Hipocalórica 1.600');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar nome' }));
    expect(await within(dialog).findByText('Modelo renomeado.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Hipocalórica 1.600' });
    expect(
      within(dialog).getByRole('option', { name: 'Hipocalórica 1.600 (1 refeição)' }),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Excluir modelo' }));
    expect(
      within(dialog).getByText(
        'Excluir o modelo “Hipocalórica 1.600”? Os planos já feitos com ele não mudam.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(dialog).findByText(
        "Você ainda não tem modelos. Use 'Salvar como modelo' em um plano ativo.",
      ),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Usar' })).toBeDisabled();
  });

  it('a rename or a deletion the API refuses says so and keeps the template as it was', async () => {
    mockApi((call) => {
      const path = '/api/v1/nutritionists/7/meal-plan-templates';
      if (call.url === path && call.method === 'GET') {
        return {
          json: {
            templates: [
              { id: 31, name: 'Hipocalórica', created_at: template.created_at, meal_count: 1, food_count: 2 },
            ],
          },
        };
      }
      if (call.url === `${path}/31` && call.method === 'GET') return { json: template };
      if (call.url === `${path}/31`) {
        return { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderScreen(patient);
    await openEditor(user, 'Criar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Começar de um modelo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Começar de um modelo' });
    await user.click(await within(dialog).findByRole('button', { name: 'Renomear' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Novo nome do modelo' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Novo nome do modelo' }), 'Outro');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar nome' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Não foi possível renomear o modelo. Tente novamente.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Novo nome do modelo' })).toHaveValue('Outro');
    // The rename's own 'Cancelar', before the dialog's.
    await user.click(within(dialog).getAllByRole('button', { name: 'Cancelar' })[0]!);
    await user.click(within(dialog).getByRole('button', { name: 'Excluir modelo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(
      await within(dialog).findByText('Não foi possível excluir o modelo. Tente novamente.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Modelo' })).toHaveValue('31');
  });

  it("'Começar de um modelo' fills the new plan's meals, times, notes, foods and guidance; the save sends them", async () => {
    const { calls } = serveLibrary();
    const user = userEvent.setup();
    renderScreen(patient);
    await openEditor(user, 'Criar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Começar de um modelo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Começar de um modelo' });
    await user.selectOptions(
      await within(dialog).findByRole('combobox', { name: 'Modelo' }),
      'Hipocalórica (1 refeição)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Usar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByText('Refeições, alimentos e orientações preenchidos. Revise e salve.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Orientações gerais' })).toHaveValue('Beba água.');
    expect(screen.getByRole('textbox', { name: /Quantidade de Pão/ })).toHaveValue('2');
    expect(screen.getByRole('textbox', { name: /Peso base de Arroz/ })).toHaveValue('100');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      patient_id: 40,
      guidance: 'Beba água.',
      meal_periods: [
        {
          id: null,
          period: 'BREAKFAST',
          time: '07:30',
          notes: 'Sem açúcar.',
          meal_foodstuffs: [
            {
              id: null,
              foodstuff_id: 2,
              baseline_weight: 25,
              quantity: 2,
              copied_from: { meal_plan_template_id: 31, position: 0 },
            },
            {
              id: null,
              foodstuff_id: 1,
              baseline_weight: 100,
              quantity: 1,
              copied_from: { meal_plan_template_id: 31, position: 1 },
            },
          ],
        },
      ],
    });
  });

  it("'Copiar de outro paciente' offers only her other patients with an active plan, and copies it", async () => {
    serveLibrary();
    const user = userEvent.setup();
    renderScreen(patient);
    await openEditor(user, 'Criar plano alimentar');
    await user.click(screen.getByRole('button', { name: 'Copiar de outro paciente' }));
    const dialog = await screen.findByRole('dialog', { name: 'Copiar de outro paciente' });
    const select = await within(dialog).findByRole('combobox', { name: 'Paciente com plano ativo' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione', 'Bia Lima']);
    await user.selectOptions(select, 'Bia Lima');
    await user.click(within(dialog).getByRole('button', { name: 'Usar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Peso base de Arroz/ })).toHaveValue('150');
  });

  it("'Salvar como modelo' asks for a name, then saves the active plan into her library", async () => {
    const { calls } = mockApi((call) =>
      call.method === 'POST' ? { status: 201, json: { ...template, name: 'Base' } } : undefined,
    );
    const user = userEvent.setup();
    renderScreen({ ...patient, meal_plans: [plan] });
    await user.click(screen.getByRole('button', { name: 'Salvar como modelo' }));
    // Its code loads when first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Salvar como modelo' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar modelo' }));
    expect(within(dialog).getByText('Informe o nome do modelo.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: /Nome do modelo/ }), ' Base ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar modelo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v1/nutritionists/7/meal-plan-templates',
      body: { name: 'Base', meal_plan_id: 9 },
    });
  });
});
