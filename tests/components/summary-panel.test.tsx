import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SummaryPanel } from '@/components/patients/summary/summary-panel';
import type { DailyMealSummary, Meal, MonthlyMealSummary, SummaryDay } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.doUnmock('@/components/patients/summary/weekly-summary');
});

/** 'Now' is 15:06 in São Paulo on 12 March 2025, three hours after the day's last meal (12:05). */
function freezeNow() {
  vi.useFakeTimers({ now: new Date('2025-03-12T18:06:00.000Z'), shouldAdvanceTime: true });
}

const NONE_UNKNOWN = { calories: 0, proteins: 0, sodium: 0, carbohydrates: 0 };

function meal(id: number, dateTime: string, calories: number, name = 'Arroz, integral, cozido'): Meal {
  return {
    id,
    date_time: dateTime,
    total_of_calories: calories,
    total_of_proteins: 10,
    total_of_sodium: 100,
    total_of_carbohydrates: 20,
    foods_without_value: NONE_UNKNOWN,
    foodstuffs: [
      {
        id: id * 10,
        foodstuff_id: 1,
        quantity: 100,
        calories,
        proteins: 10,
        carbohydrates: 20,
        sodium: 100,
        foodstuff: { id: 1, name, photo_url: '/foods/arroz.svg', unit_of_measurement: 'GRAMS' },
      },
    ],
  };
}

const daily: DailyMealSummary = {
  date: '2025-03-12',
  total_of_calories: 1834.56,
  total_of_proteins: 56.25,
  total_of_sodium: 1203.04,
  total_of_carbohydrates: 210.44,
  foods_without_value: NONE_UNKNOWN,
  calories_period: { morning: 400, afternoon: 834.56, evening: 600 },
  calories: {
    required: 2000,
    acquired: 1834.56,
    required_foods_without_energy: 0,
    required_estimated: false,
  },
  meals: [
    meal(1, '2025-03-12T10:30:00.000Z', 400),
    meal(2, '2025-03-12T15:05:00.000Z', 834.56, 'Feijão, carioca'),
  ],
  // The patient's latest meal of any day (the API's field), which the daily view must not show for other days.
  last_meal_date_time: '2025-03-12T18:00:00.000Z',
};

function day(date: string, calories: number, meals: Meal[]): SummaryDay {
  return {
    date,
    calories: {
      required: 2000,
      acquired: calories,
      required_foods_without_energy: 0,
      required_estimated: false,
    },
    total_of_calories: calories,
    total_of_proteins: 0,
    total_of_sodium: 0,
    total_of_carbohydrates: 0,
    foods_without_value: NONE_UNKNOWN,
    meals,
  };
}

/** March 2025 cut as the upstream cuts it, with three logged days. */
const march: MonthlyMealSummary = {
  year_month: '2025-03',
  weeks: [
    {
      week_index: 0,
      start_date: '2025-03-01',
      end_date: '2025-03-01',
      minimum_calories: null,
      maximum_calories: null,
      days: [day('2025-03-01', 0, [])],
    },
    {
      week_index: 1,
      start_date: '2025-03-02',
      end_date: '2025-03-08',
      minimum_calories: 900,
      maximum_calories: 2100,
      days: ['02', '03', '04', '05', '06', '07', '08'].map((dd) =>
        dd === '03'
          ? day(`2025-03-${dd}`, 2100, [meal(3, '2025-03-03T15:00:00Z', 2100)])
          : dd === '04'
            ? day(`2025-03-${dd}`, 900, [meal(4, '2025-03-04T15:00:00Z', 900)])
            : day(`2025-03-${dd}`, 0, []),
      ),
    },
    {
      week_index: 2,
      start_date: '2025-03-09',
      end_date: '2025-03-15',
      minimum_calories: 1834.56,
      maximum_calories: 1834.56,
      days: ['09', '10', '11', '12', '13', '14', '15'].map((dd) =>
        dd === '12' ? day('2025-03-12', 1834.56, daily.meals) : day(`2025-03-${dd}`, 0, []),
      ),
    },
  ],
};

/**
 * 12 March with 200 g of whole milk logged at breakfast beside the rice: TACO did not analyse its energy,
 * protein or carbohydrate, so the API sums the rice alone and counts the milk apart.
 */
const milkMeal: Meal = {
  ...meal(1, '2025-03-12T10:30:00.000Z', 400),
  foods_without_value: { calories: 1, proteins: 1, sodium: 0, carbohydrates: 1 },
  foodstuffs: [
    ...meal(1, '2025-03-12T10:30:00.000Z', 400).foodstuffs,
    {
      id: 11,
      foodstuff_id: 458,
      quantity: 200,
      calories: null,
      proteins: null,
      carbohydrates: null,
      sodium: 128,
      foodstuff: { id: 458, name: 'Leite, de vaca, integral', photo_url: null, unit_of_measurement: 'GRAMS' },
    },
  ],
};
const milkOnly: Meal = {
  ...meal(2, '2025-03-12T15:05:00.000Z', 0, 'Leite, de vaca, integral'),
  total_of_proteins: 0,
  total_of_carbohydrates: 0,
  foods_without_value: { calories: 1, proteins: 1, sodium: 0, carbohydrates: 1 },
};
const withMilk: DailyMealSummary = {
  ...daily,
  total_of_calories: 1600,
  calories_period: { morning: 400, afternoon: 600, evening: 600 },
  calories: {
    required: 2000,
    acquired: 1600,
    required_foods_without_energy: 1,
    required_estimated: false,
  },
  foods_without_value: { calories: 2, proteins: 2, sodium: 0, carbohydrates: 2 },
  meals: [milkMeal, milkOnly],
};

function serve(
  options: { failDaily?: boolean; failMonthly?: boolean; emptyDays?: string[]; milk?: boolean } = {},
) {
  return mockApi((call) => {
    if (call.url.startsWith('/api/v1/users/5/meals?date=')) {
      if (options.failDaily)
        return { status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' } };
      if (options.milk) return { json: withMilk };
      const date = call.url.slice(-10);
      if (options.emptyDays?.includes(date)) return { json: { ...daily, date, meals: [] } };
      return { json: { ...daily, date } };
    }
    if (call.url === '/api/v1/users/5/meal-reports?year_month=2025-03') {
      if (options.failMonthly)
        return { status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' } };
      return { json: march };
    }
    return undefined;
  });
}

/** The day's summary with its goal estimated by Mifflin–St Jeor instead of taken from a plan. */
function serveEstimatedGoal() {
  const estimated = { ...daily, calories: { ...daily.calories, required_estimated: true } };
  mockApi((call) => (call.url.startsWith('/api/v1/users/5/meals?date=') ? { json: estimated } : undefined));
}

/** The daily tab of 12 March 2025 for a woman born on birthDate, once its totals have loaded. */
async function renderDailyOf(birthDate: string) {
  const { unmount } = renderWithSwr(
    <SummaryPanel patientId={5} today="2025-03-12" patient={{ birthDate, gender: 'FEMALE' }} />,
  );
  const panel = await screen.findByRole('tabpanel', { name: 'Diário' });
  await within(panel).findByText('1.835 kcal');
  return { panel, unmount };
}

describe('SummaryPanel', () => {
  it('Diário is the default: totals with the right decimals, periods, meals and the real last meal', async () => {
    freezeNow();
    serve();
    renderWithSwr(<SummaryPanel patientId={5} today="2025-03-12" />);
    expect(await screen.findByRole('tab', { name: 'Diário' })).toHaveAttribute('aria-selected', 'true');
    const panel = await screen.findByRole('tabpanel', { name: 'Diário' });
    expect(await within(panel).findByText('1.835 kcal')).toBeInTheDocument();
    expect(within(panel).getByText('56,3 g')).toBeInTheDocument();
    expect(within(panel).getByText('1.203,0 mg')).toBeInTheDocument();
    expect(within(panel).getByText('210,4 g')).toBeInTheDocument();
    expect(within(panel).getByText('Em Dia')).toBeInTheDocument();
    const legend = within(panel).getByRole('figure', { name: 'Calorias por período' });
    expect(legend).toHaveTextContent('Manhã400 kcal');
    expect(legend).toHaveTextContent('Tarde835 kcal');
    expect(legend).toHaveTextContent('Noite600 kcal');
    // The chart's shares, which only the drawing showed, as a sentence.
    expect(within(legend).getByTestId('by-period-summary')).toHaveTextContent(
      'Das 1.835 kcal do dia: Manhã 22%, Tarde 45%, Noite 33%.',
    );
    const meals = within(panel).getByRole('table', { name: 'Refeições do dia' });
    const rows = within(meals).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // 10:30 UTC is 07:30 in São Paulo.
    expect(rows[0]).toHaveTextContent('Arroz, integral, cozido07:30400 kcal');
    expect(within(panel).getByTestId('last-meal')).toHaveTextContent('Última refeição: Há 3 horas atrás');
    // Today's tag judges the day so far.
    expect(within(panel).getByTestId('day-in-progress')).toHaveTextContent('Dia em andamento');
  });

  it('a day whose logged foods lack energy: – for a meal of them alone, and totals, periods and adherence said to be partial', async () => {
    freezeNow();
    serve({ milk: true });
    renderWithSwr(<SummaryPanel patientId={5} today="2025-03-12" />);
    const panel = await screen.findByRole('tabpanel', { name: 'Diário' });
    await within(panel).findByText('1.600 kcal');
    const calories = panel.querySelector('[data-total="calories"]') as HTMLElement;
    expect(calories).toHaveTextContent(
      /^Calorias1\.600 kcaltotal parcial: 2 alimentos sem valor de energia$/,
    );
    // The milk's sodium was analysed: that total is complete.
    const sodium = panel.querySelector('[data-total="sodium"]') as HTMLElement;
    expect(sodium).toHaveTextContent(/^Sódio1\.203,0 mg$/);
    expect(within(panel).getByText('Em Dia')).toBeInTheDocument();
    // Two logged foods lack energy, and one food of the plan behind the 2,000 kcal required.
    expect(within(panel).getByText('adesão parcial: 3 alimentos sem valor de energia')).toBeInTheDocument();
    expect(panel.querySelector('[data-total="required"]')).toHaveTextContent(
      /^Meta diária2\.000 kcaltotal parcial: 1 alimento sem valor de energia$/,
    );
    const legend = within(panel).getByRole('figure', { name: 'Calorias por período' });
    expect(legend).toHaveTextContent('total parcial: 2 alimentos sem valor de energia');
    const rows = within(within(panel).getByRole('table', { name: 'Refeições do dia' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('400 kcaltotal parcial: 1 alimento sem valor de energia');
    // A meal of milk alone is no '0 kcal'.
    expect(rows[1]).toHaveTextContent('12:05–sem valortotal parcial: 1 alimento sem valor de energia');
    expect(rows[1]).not.toHaveTextContent('0 kcal');
  });

  it("an estimated daily goal warns when the patient's age that day lies outside Mifflin–St Jeor's sample", async () => {
    freezeNow();
    serveEstimatedGoal();
    const { panel } = await renderDailyOf('1940-01-20');
    const goal = panel.querySelector('[data-total="required"]') as HTMLElement;
    expect(within(goal).getByRole('note')).toHaveTextContent(
      'Atenção: a meta é estimada pela equação de Mifflin–St Jeor (1990), derivada de 498 adultos saudáveis de 19 a 78 anos; a paciente tinha 85 anos neste dia.',
    );
  });

  it('a daily goal from the plan, or estimated for an age inside the sample, carries no warning', async () => {
    freezeNow();
    serve();
    const fromPlan = await renderDailyOf('1940-01-20');
    expect(within(fromPlan.panel).queryByRole('note')).toBeNull();
    fromPlan.unmount();

    serveEstimatedGoal();
    const { panel } = await renderDailyOf('1990-01-20');
    expect(within(panel).queryByRole('note')).toBeNull();
  });

  it('a past day names the clock time of its own last meal; a day without meals says nothing', async () => {
    freezeNow();
    serve({ emptyDays: ['2025-03-10'] });
    const user = userEvent.setup();
    renderWithSwr(<SummaryPanel patientId={5} today="2025-03-13" />);
    const panel = await screen.findByRole('tabpanel', { name: 'Diário' });
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    // 12 March: its last meal was 15:05 UTC, 12:05 in São Paulo.
    await waitFor(() =>
      expect(within(panel).getByTestId('last-meal')).toHaveTextContent('Última refeição: 12:05'),
    );
    expect(within(panel).queryByTestId('day-in-progress')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(await within(panel).findByText('Nenhuma refeição registrada neste dia.')).toBeInTheDocument();
    expect(within(panel).queryByTestId('last-meal')).not.toBeInTheDocument();
    expect(within(panel).queryByText(/Última refeição/)).not.toBeInTheDocument();
  });

  it('days after today are muted, with no tag and no count, in the weekly and monthly views', async () => {
    serve();
    const user = userEvent.setup();
    renderWithSwr(<SummaryPanel patientId={5} today="2025-03-12" />);
    await user.click(await screen.findByRole('tab', { name: 'Semanal' }));
    const week = await screen.findByRole('list', { name: 'Dias da semana' });
    const days = within(week).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    for (const future of days.slice(4)) {
      expect(future).toHaveTextContent('(dia futuro)');
      expect(future).not.toHaveTextContent('Não registrado');
      expect(future).not.toHaveTextContent('kcal');
      expect(within(future).queryByRole('button')).not.toBeInTheDocument();
    }
    expect(days[3]).toHaveTextContent('Em Dia');

    await user.click(await screen.findByRole('tab', { name: 'Mensal' }));
    const weeks = await screen.findByRole('list', { name: 'Semanas do mês' });
    const third = within(weeks).getByRole('button', { name: /Semana 3/ });
    expect(third).toHaveTextContent('Ter 11: Não registrado');
    expect(third).toHaveTextContent('Qui 13: dia futuro');
    expect(third).not.toHaveTextContent('Qui 13: Não registrado');
  });

  it('the day picker moves the daily view, never past today', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderWithSwr(<SummaryPanel patientId={5} today="2025-03-12" />);
    expect(await screen.findByRole('button', { name: 'Próximo dia' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Dia anterior' }));
    expect(screen.getByLabelText('Dia')).toHaveValue('11/03/2025');
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/v1/users/5/meals?date=2025-03-11'),
    );
  });

  it("a failed load says 'Erro ao buscar resumo de refeições' and can try again", async () => {
    const { calls } = serve({ failDaily: true });
    const user = userEvent.setup();
    renderWithSwr(<SummaryPanel patientId={5} today="2025-03-12" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao buscar resumo de refeições');
    const before = calls.length;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
  });

  for (const tab of ['Semanal', 'Mensal']) {
    it(`a failed ${tab} load says the monthly error and can try again`, async () => {
      const { calls } = serve({ failMonthly: true });
      const user = userEvent.setup();
      renderWithSwr(<SummaryPanel patientId={5} today="2025-03-12" />);
      await user.click(await screen.findByRole('tab', { name: tab }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Erro ao buscar resumo de refeições mensal');
      const before = calls.length;
      await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
      await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    });
  }

  it("says so when the week's code cannot load (no connection), and shows the week on a retry", async () => {
    vi.doMock('@/components/patients/summary/weekly-summary', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    serve();
    const user = userEvent.setup();
    renderWithSwr(<SummaryPanel patientId={5} today="2025-03-12" />);
    await user.click(await screen.findByRole('tab', { name: 'Semanal' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Não foi possível carregar esta parte da página. Verifique sua conexão e tente novamente.',
    );
    vi.doUnmock('@/components/patients/summary/weekly-summary');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Dias da semana' })).toBeInTheDocument();
  });

  it('Semanal lists the seven days of the week containing today, each opening to its meals', async () => {
    serve();
    const user = userEvent.setup();
    renderWithSwr(<SummaryPanel patientId={5} today="2025-03-12" />);
    await user.click(await screen.findByRole('tab', { name: 'Semanal' }));
    const week = await screen.findByRole('list', { name: 'Dias da semana' });
    const days = within(week).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('Domingo 9');
    expect(days[0]).toHaveTextContent('Não registrado');
    const wednesday = within(days[3]!).getByRole('button', { name: /Quarta-feira 12/ });
    expect(wednesday).toHaveTextContent('1.835 kcal');
    expect(wednesday).toHaveTextContent('Em Dia');
    await user.click(wednesday);
    expect(wednesday).toHaveAttribute('aria-expanded', 'true');
    expect(within(days[3]!).getByRole('table', { name: 'Refeições de Quarta-feira 12' })).toBeVisible();
  });

  it("Mensal shows 'Semana N' with the kcal range and one icon per day, opening to the days", async () => {
    serve();
    const user = userEvent.setup();
    renderWithSwr(<SummaryPanel patientId={5} today="2025-03-12" />);
    await user.click(await screen.findByRole('tab', { name: 'Mensal' }));
    const weeks = await screen.findByRole('list', { name: 'Semanas do mês' });
    const second = within(weeks).getByRole('button', { name: /Semana 2/ });
    expect(second).toHaveTextContent('900 – 2.100 kcal');
    expect(second).toHaveTextContent('Seg 3: Em Dia');
    expect(second).toHaveTextContent('Ter 4: Não seguindo');
    expect(second).toHaveTextContent('Qua 5: Não registrado');
    expect(within(weeks).getByRole('button', { name: /Semana 1/ })).toHaveTextContent('Sem registros');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(within(weeks).getByRole('button', { name: /Segunda-feira 3/ })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toHaveAttribute('aria-disabled', 'true');
  });
});
