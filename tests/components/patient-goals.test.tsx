import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PlanDayTotals } from '@/components/meal-plans/plan-day-totals';
import { PlanTargetsProvider } from '@/components/meal-plans/plan-targets';
import { PatientGoalsCard } from '@/components/patients/goals/patient-goals-card';
import { mockApi } from './api-mock';
import { renderWithMessages } from './render';

// The form's code is imported once before the tests: its first import (transformed for the test run) can
// take longer than a wait, and what is tested is the form, not how fast the runner compiles it.
beforeAll(() => import('@/components/patients/goals/goals-form'));
afterEach(() => vi.unstubAllGlobals());

const unset = {
  patient_id: 5,
  target_weight: null,
  target_date: null,
  basis: null,
  energy: null,
  proteins: null,
  carbohydrates: null,
  fats: null,
};

/** The goals form, whose code loads when she first opens it. */
const formOpened = () => screen.findByLabelText('Peso meta (kg)');

describe('PatientGoalsCard', () => {
  it('by keyboard: the goals form takes the focus, and cancelling gives it back to the button', async () => {
    mockApi((call) => (call.url === '/api/v1/users/5/goals' ? { json: unset } : undefined));
    const user = userEvent.setup();
    renderWithMessages(<PatientGoalsCard patientId={5} weightKg={62.5} />);
    const region = await screen.findByRole('region', { name: 'Metas' });
    (await within(region).findByRole('button', { name: 'Definir metas' })).focus();
    await user.keyboard('{Enter}');
    // The form's code loads on opening; the focus waits for it.
    await waitFor(() => expect(within(region).getByLabelText('Peso meta (kg)')).toHaveFocus());
    await user.click(within(region).getByRole('button', { name: 'Cancelar' }));
    expect(within(region).getByRole('button', { name: 'Definir metas' })).toHaveFocus();
  });

  it('says no goal is set, then records per-kg targets shown also as the day total for her weight', async () => {
    const { calls } = mockApi((call) => {
      if (call.method === 'PUT') return { json: { ...unset, ...(call.body as object) } };
      return call.url === '/api/v1/users/5/goals' ? { json: unset } : undefined;
    });
    const user = userEvent.setup();
    renderWithMessages(<PatientGoalsCard patientId={5} weightKg={62.5} />);
    const region = await screen.findByRole('region', { name: 'Metas' });
    expect(await within(region).findByText('Nenhuma meta definida.')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Definir metas' }));
    await formOpened();
    await user.type(within(region).getByLabelText('Peso meta (kg)'), '58,5');
    await user.type(within(region).getByLabelText('Data para atingir o peso meta'), '30/06/2030');
    await user.click(within(region).getByRole('radio', { name: 'Por kg de peso corporal' }));
    await user.type(within(region).getByLabelText('Proteínas (g/kg)'), '1,6');
    await user.click(within(region).getByRole('button', { name: 'Salvar metas' }));
    expect(await within(region).findByText('58,5 kg até 30/06/2030')).toBeInTheDocument();
    expect(within(region).getByText('1,6 g/kg por dia (100 g com o peso atual)')).toBeInTheDocument();
    expect(within(region).getAllByText('Não definida')).toHaveLength(3);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      target_weight: 58.5,
      target_date: '2030-06-30',
      basis: 'PER_KG',
      energy: null,
      proteins: 1.6,
      carbohydrates: null,
      fats: null,
      energy_equation: null,
      pa_category: null,
    });
  });

  it('keeps the energy equation she picks, and the IOM category only for the EER', async () => {
    const { calls } = mockApi((call) => {
      if (call.method === 'PUT') return { json: { ...unset, ...(call.body as object) } };
      return call.url === '/api/v1/users/5/goals' ? { json: unset } : undefined;
    });
    const user = userEvent.setup();
    renderWithMessages(<PatientGoalsCard patientId={5} weightKg={62.5} />);
    const region = await screen.findByRole('region', { name: 'Metas' });
    await user.click(await within(region).findByRole('button', { name: 'Definir metas' }));
    await formOpened();
    const equation = within(region).getByRole('combobox', { name: /Equação da necessidade energética/ });
    expect(
      within(region).queryByRole('combobox', { name: /Categoria de atividade/ }),
    ).not.toBeInTheDocument();
    expect(within(region).getByTestId('equation-facts')).toHaveTextContent(
      'Precisa de: peso, altura, data de nascimento, fator de atividade.',
    );
    await user.selectOptions(equation, 'KATCH_MCARDLE');
    expect(within(region).getByTestId('equation-facts')).toHaveTextContent(
      'Precisa de: massa magra (da antropometria), fator de atividade.',
    );
    await user.selectOptions(equation, 'IOM_EER_2005');
    expect(within(region).getByTestId('equation-facts')).toHaveTextContent(
      'Fonte: Institute of Medicine, Food and Nutrition Board (2005).',
    );
    await user.selectOptions(
      within(region).getByRole('combobox', { name: /Categoria de atividade/ }),
      'ACTIVE',
    );
    await user.click(within(region).getByRole('button', { name: 'Salvar metas' }));
    expect(await within(region).findByText('EER do IOM (DRI, 2005) · Ativa')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      energy_equation: 'IOM_EER_2005',
      pa_category: 'ACTIVE',
    });
  });

  it('the API down: a failed save says so in Portuguese and keeps the form as typed', async () => {
    mockApi((call) =>
      call.method === 'PUT'
        ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'fora' } }
        : { json: unset },
    );
    const user = userEvent.setup();
    renderWithMessages(<PatientGoalsCard patientId={5} weightKg={62.5} />);
    const region = await screen.findByRole('region', { name: 'Metas' });
    await user.click(await within(region).findByRole('button', { name: 'Definir metas' }));
    await formOpened();
    await user.type(within(region).getByLabelText('Peso meta (kg)'), '58,5');
    await user.click(within(region).getByRole('button', { name: 'Salvar metas' }));
    expect(
      await within(region).findByText('Não foi possível salvar as metas. Tente novamente.'),
    ).toBeInTheDocument();
    expect(within(region).getByLabelText('Peso meta (kg)')).toHaveValue('58,5');
  });

  it('refuses a target outside the range of its basis, and a date not in dd/mm/aaaa, sending nothing', async () => {
    const { calls } = mockApi(() => ({ json: unset }));
    const user = userEvent.setup();
    renderWithMessages(<PatientGoalsCard patientId={5} weightKg={null} />);
    await user.click(await screen.findByRole('button', { name: 'Definir metas' }));
    await formOpened();
    await user.type(screen.getByLabelText('Energia (kcal)'), '30');
    await user.type(screen.getByLabelText('Data para atingir o peso meta'), '31/02/2030');
    await user.click(screen.getByRole('button', { name: 'Salvar metas' }));
    expect(await screen.findByText('Informe um valor entre 500 e 10000.')).toBeInTheDocument();
    expect(screen.getByText('Informe a data como dd/mm/aaaa.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });
});

describe('PlanDayTotals with goals', () => {
  const totals = {
    sums: { calories: 1500, proteins: 80, carbohydrates: 180, fats: 50, sodium: 1000, fiber: 20 },
    unknown: { calories: 0, proteins: 0, carbohydrates: 0, fats: 0, sodium: 0, fiber: 0 },
  };

  it('keeps the requirement and compares with each set target', () => {
    renderWithMessages(
      <PlanTargetsProvider value={{ energy: 1800, proteins: 100, carbohydrates: null, fats: null }}>
        <PlanDayTotals totals={totals} requirement={2000} />
      </PlanTargetsProvider>,
    );
    expect(screen.getByTestId('requirement')).toHaveTextContent('75% da necessidade estimada');
    const comparison = screen.getByTestId('goal-comparison');
    expect(comparison).toHaveTextContent('Energia: 83% da meta (1.800 kcal/dia)');
    expect(comparison).toHaveTextContent('Proteínas: 80% da meta (100,0 g/dia)');
    expect(comparison).not.toHaveTextContent('Carboidratos');
  });

  it('without goals: the requirement alone, as before', () => {
    renderWithMessages(<PlanDayTotals totals={totals} requirement={2000} />);
    expect(screen.queryByTestId('goal-comparison')).not.toBeInTheDocument();
  });
});
