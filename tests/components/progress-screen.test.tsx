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

describe('ProgressScreen', () => {
  it('shows one cell a day with its status and kcal, and a summary of the period', () => {
    mockApi(() => undefined);
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 90, data: progressOf(90) }} />);
    const cells = screen.getByTestId('progress-calendar').querySelectorAll('li[data-date]');
    expect(cells).toHaveLength(90);
    expect(screen.getByLabelText('10/03/2025: Em Dia, 1.800 de 2.000 kcal')).toBeInTheDocument();
    // The last day is today: outlined, and its status named as only what was logged so far.
    const today = screen.getByLabelText('12/03/2025 (hoje, até agora): Não registrado, 0 de 2.000 kcal');
    expect(today).toHaveAttribute('data-today', 'true');
    expect(screen.getByTestId('progress-calendar').querySelectorAll('li[data-today]')).toHaveLength(1);
    expect(screen.getByText('30 de 90 dias Em Dia (33%).')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '82,3' })).toBeInTheDocument();
  });

  it('the calories table says "Não registrado" for a day with nothing logged, not 0 kcal', () => {
    mockApi(() => undefined);
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 90, data: progressOf(90) }} />);
    const table = screen.getByRole('table', { name: 'Calorias por dia' });
    const row = (date: string) =>
      Array.from(table.querySelectorAll('tbody tr')).find((tr) => tr.firstElementChild?.textContent === date);
    expect(row('12/03/2025')?.textContent).toBe('12/03/2025Não registrado2.000');
    expect(row('10/03/2025')?.textContent).toBe('10/03/20251.8002.000');
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
    const cell = screen.getByLabelText(
      '10/03/2025: Em Dia, 1.800 de 2.000 kcal (adesão parcial: 2 alimentos sem valor de energia)',
    );
    expect(cell).toHaveAttribute('data-partial', 'true');
    expect(screen.getByTestId('progress-calendar').querySelectorAll('li[data-partial]')).toHaveLength(1);
    expect(screen.getByText('Adesão parcial: alimentos sem valor de energia')).toBeInTheDocument();
  });

  it('asks the API for another period', async () => {
    const { calls } = mockApi((call) =>
      call.url.includes('days=30') ? { json: progressOf(30) } : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<ProgressScreen patientId={7} initial={{ days: 90, data: progressOf(90) }} />);
    await user.selectOptions(screen.getByLabelText('Período'), '30');
    await waitFor(() =>
      expect(screen.getByTestId('progress-calendar').querySelectorAll('li[data-date]')).toHaveLength(30),
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
    expect(screen.getByTestId('progress-calendar').querySelectorAll('li[data-date]')).toHaveLength(30);
    await user.selectOptions(screen.getByLabelText('Período'), '90');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar o registro de adesão. Tente novamente.');
    // The 30 days are not left under '90 dias' as if they were the answer.
    expect(screen.queryByTestId('progress-calendar')).toBeNull();
    expect(screen.queryByText(/dias Em Dia/)).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(screen.getByTestId('progress-calendar').querySelectorAll('li[data-date]')).toHaveLength(90),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.url === '/api/v1/users/7/progress?days=90')).toHaveLength(2);
  });
});
