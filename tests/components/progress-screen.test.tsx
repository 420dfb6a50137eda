import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressScreen } from '@/components/progress/progress-screen';
import type { Progress, ProgressDay } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

afterEach(() => vi.unstubAllGlobals());

function progressOf(count: number): Progress {
  const days: ProgressDay[] = Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2025, 2, 12 - (count - 1) + index)).toISOString().slice(0, 10);
    const status = index % 3 === 0 ? 'FOLLOWED' : index % 3 === 1 ? 'NOT_FOLLOWED' : 'UNREGISTERED';
    return {
      date,
      required: 2000,
      acquired: status === 'UNREGISTERED' ? 0 : 1800,
      acquired_foods_without_energy: 0,
      required_foods_without_energy: 0,
      meal_count: status === 'UNREGISTERED' ? 0 : 3,
      status,
    };
  });
  return {
    from: days[0]!.date,
    to: days.at(-1)!.date,
    days,
    weeks: [
      {
        start_date: days[0]!.date,
        end_date: days.at(-1)!.date,
        followed_days: 1,
        days: count,
        adherence_percentage: 10,
      },
    ],
    weights: [{ date: '2025-02-10', weight: 82.3 }],
  };
}

/** Opens a chart's data table as a user does (its rows are made only then) and answers the table. */
async function openTable(section: string, caption: string): Promise<HTMLElement> {
  const region = screen.getByRole('region', { name: section });
  await userEvent.setup().click(within(region).getByText('Ver dados em tabela'));
  return screen.findByRole('table', { name: caption });
}

describe('ProgressScreen', () => {
  it('shows one cell a day with its status and kcal, and a summary of the period', async () => {
    mockApi(() => undefined);
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 90, data: progressOf(90) }} />);
    const cells = screen.getByTestId('progress-calendar').querySelectorAll('td[data-date]');
    expect(cells).toHaveLength(90);
    const cellOf = (date: string) =>
      screen.getByTestId('progress-calendar').querySelector(`td[data-date="${date}"]`);
    expect(cellOf('2025-03-10')).toHaveAccessibleName('10/03/2025: Em Dia, 1.800 de 2.000 kcal');
    // The last day is today: outlined, and its status named as only what was logged so far.
    const today = cellOf('2025-03-12');
    // Nothing logged: no intake stated, as the cell shows none (not '0 de 2.000 kcal').
    expect(today).toHaveAccessibleName(
      '12/03/2025 (hoje, até agora): Não registrado, necessidade de 2.000 kcal',
    );
    expect(today).toHaveAttribute('data-today', 'true');
    expect(screen.getByTestId('progress-calendar').querySelectorAll('td[data-today]')).toHaveLength(1);
    expect(screen.getByText('30 de 90 dias Em Dia (33%).')).toBeInTheDocument();
    expect(
      within(await openTable('Tendência de peso', 'Peso por data')).getByRole('cell', { name: '82,3' }),
    ).toBeInTheDocument();
  });

  it('lays the days out as a table of weeks under the weekday names, naming the month where one starts', () => {
    mockApi(() => undefined);
    // 13/12/2024 (a Friday) to 12/03/2025: three months start inside the period.
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 90, data: progressOf(90) }} />);
    const table = screen.getByRole('table', { name: 'Dias' });
    const headers = within(table).getAllByRole('columnheader');
    // Abbreviated on screen, whole for screen readers.
    expect(headers.map((header) => header.querySelector('[aria-hidden="true"]')?.textContent)).toEqual([
      'Dom',
      'Seg',
      'Ter',
      'Qua',
      'Qui',
      'Sex',
      'Sáb',
    ]);
    const fullNames = [
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ];
    headers.forEach((header, index) => {
      expect(header).toHaveAccessibleName(fullNames[index]);
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(14);
    for (const row of rows) expect(within(row).getAllByRole('cell')).toHaveLength(7);
    // The first day sits under Sexta-feira, after five blank days.
    const firstWeek = within(rows[0]!).getAllByRole('cell');
    expect(firstWeek.slice(0, 5).every((cell) => cell.textContent === '')).toBe(true);
    expect(firstWeek[5]).toHaveAttribute('data-date', '2024-12-13');

    // Each '1' carries its month, and so does the first day; no other day does.
    const shown = (date: string) =>
      Array.from(table.querySelectorAll(`td[data-date="${date}"] [aria-hidden="true"] > span`)).map(
        (part) => part.textContent,
      );
    expect(shown('2024-12-13').slice(0, 2)).toEqual(['dez', '13']);
    expect(shown('2025-01-01').slice(0, 2)).toEqual(['jan', '1']);
    expect(shown('2025-02-01').slice(0, 2)).toEqual(['fev', '1']);
    expect(shown('2025-03-01').slice(0, 2)).toEqual(['mar', '1']);
    expect(shown('2025-03-02')[0]).toBe('2');
    expect(table.querySelectorAll('td[data-month-start]')).toHaveLength(4);
  });

  it('makes no table row until its table is opened, then one row a day', async () => {
    mockApi(() => undefined);
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 90, data: progressOf(90) }} />);
    expect(screen.getAllByText('Ver dados em tabela')).toHaveLength(3);
    expect(screen.queryByRole('table', { name: 'Calorias por dia' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Peso por data' })).not.toBeInTheDocument();
    const table = await openTable('Calorias consumidas e necessárias', 'Calorias por dia');
    expect(within(table).getAllByRole('row')).toHaveLength(91);
    // Only the table opened is made.
    expect(
      screen.queryByRole('table', { name: 'Percentual de dias Em Dia por semana' }),
    ).not.toBeInTheDocument();
    const weekly = await openTable('Adesão semanal', 'Percentual de dias Em Dia por semana');
    expect(within(weekly).getByRole('cell', { name: '10% (1/90)' })).toBeInTheDocument();
  });

  it('the calories table says "Não registrado" for a day with nothing logged, not 0 kcal', async () => {
    mockApi(() => undefined);
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 90, data: progressOf(90) }} />);
    const table = await openTable('Calorias consumidas e necessárias', 'Calorias por dia');
    const row = (date: string) =>
      Array.from(table.querySelectorAll('tbody tr')).find((tr) => tr.firstElementChild?.textContent === date);
    expect(row('12/03/2025')?.textContent).toBe('12/03/2025Não registrado2.000');
    expect(row('10/03/2025')?.textContent).toBe('10/03/20251.8002.000');
  });

  it("lists her goals' energy target beside the requirement, and says her target weight and date", async () => {
    mockApi(() => undefined);
    renderWithSwr(
      <ProgressScreen
        patientId={7}
        initial={{ days: 90, data: progressOf(90) }}
        goals={{ energy: 1800, weight: { weight: 75, date: '2025-09-30' } }}
      />,
    );
    const table = await openTable('Calorias consumidas e necessárias', 'Calorias por dia');
    expect(within(table).getByRole('columnheader', { name: 'Meta de energia' })).toBeInTheDocument();
    const row = Array.from(table.querySelectorAll('tbody tr')).find(
      (tr) => tr.firstElementChild?.textContent === '10/03/2025',
    );
    expect(row?.textContent).toBe('10/03/20251.8002.0001.800');
    expect(screen.getByTestId('weight-target')).toHaveTextContent('Peso meta: 75 kg até 30/09/2025');
  });

  it('without goals the calories table has no target column and no target weight is said', async () => {
    mockApi(() => undefined);
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 90, data: progressOf(90) }} />);
    const table = await openTable('Calorias consumidas e necessárias', 'Calorias por dia');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Data', 'Consumidas (kcal)', 'Necessárias (kcal)']);
    expect(screen.queryByTestId('weight-target')).not.toBeInTheDocument();
  });

  it('a day judged on calories some foods lack says its adherence is partial, and the legend explains the mark', () => {
    mockApi(() => undefined);
    const data = progressOf(30);
    // 10 March: 200 g of whole milk logged (energy NA in TACO), and a plan with one such food.
    data.days = data.days.map((day) =>
      day.date === '2025-03-10'
        ? { ...day, acquired_foods_without_energy: 1, required_foods_without_energy: 1 }
        : day,
    );
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 30, data }} />);
    const cell = screen
      .getByText('10/03/2025: Em Dia, 1.800 de 2.000 kcal (adesão parcial: 2 alimentos sem valor de energia)')
      .closest('td');
    expect(cell).toHaveAttribute('data-partial', 'true');
    expect(screen.getByTestId('progress-calendar').querySelectorAll('td[data-partial]')).toHaveLength(1);
    expect(screen.getByText('Adesão parcial: alimentos sem valor de energia')).toBeInTheDocument();
  });

  it('the calories table notes the totals that left foods out on their row, and the chart marks and explains those days', async () => {
    mockApi(() => undefined);
    const data = progressOf(30);
    // 10 March: 200 g of whole milk logged (energy NA in TACO), and a plan with one such food.
    data.days = data.days.map((day) =>
      day.date === '2025-03-10'
        ? { ...day, acquired_foods_without_energy: 1, required_foods_without_energy: 2 }
        : day,
    );
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 30, data }} />);
    const table = await openTable('Calorias consumidas e necessárias', 'Calorias por dia');
    const row = (date: string) =>
      Array.from(table.querySelectorAll('tbody tr')).find((tr) => tr.firstElementChild?.textContent === date);
    const cells = within(row('10/03/2025') as HTMLElement).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent('1.800total parcial: 1 alimento sem valor de energia');
    expect(cells[2]).toHaveTextContent('2.000total parcial: 2 alimentos sem valor de energia');
    expect(row('07/03/2025')?.textContent).toBe('07/03/20251.8002.000');
    expect(screen.getByTestId('kcal-partial-legend')).toHaveTextContent(
      'Adesão parcial em 1 dia: as calorias deixam de fora alimentos sem valor de energia (veja a tabela).',
    );
  });

  it('the calories chart says nothing of partial days when every food had an energy value', async () => {
    mockApi(() => undefined);
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 30, data: progressOf(30) }} />);
    expect(screen.queryByTestId('kcal-partial-legend')).not.toBeInTheDocument();
    const table = await openTable('Calorias consumidas e necessárias', 'Calorias por dia');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).queryByText(/total parcial/)).not.toBeInTheDocument();
  });

  it('asks the API for another period', async () => {
    const { calls } = mockApi((call) =>
      call.url.includes('days=30') ? { json: progressOf(30) } : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 90, data: progressOf(90) }} />);
    await user.selectOptions(screen.getByLabelText('Período'), '30');
    await waitFor(() =>
      expect(screen.getByTestId('progress-calendar').querySelectorAll('td[data-date]')).toHaveLength(30),
    );
    expect(calls.map((call) => call.url)).toContain('/api/v1/users/7/progress?days=30');
  });
});

describe('ProgressScreen when another period fails to load', () => {
  it('says so with a retry instead of keeping the old period on screen, and the retry loads the new one', async () => {
    let fail = true;
    const { calls } = mockApi((call) => {
      if (!call.url.includes('days=90')) return undefined;
      return fail
        ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }
        : { json: progressOf(90) };
    });
    const user = userEvent.setup();
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 30, data: progressOf(30) }} />);
    expect(screen.getByTestId('progress-calendar').querySelectorAll('td[data-date]')).toHaveLength(30);
    await user.selectOptions(screen.getByLabelText('Período'), '90');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o registro de adesão. Tente novamente.');
    // The 30 days are not left under '90 dias' as if they were the answer.
    expect(screen.queryByTestId('progress-calendar')).toBeNull();
    expect(screen.queryByText(/dias Em Dia/)).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(screen.getByTestId('progress-calendar').querySelectorAll('td[data-date]')).toHaveLength(90),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.url === '/api/v1/users/7/progress?days=90')).toHaveLength(2);
  });
});
