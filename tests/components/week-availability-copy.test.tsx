// The availability modal beyond the specification: 'Copiar para…' and the consultation length and gap.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WeekAvailabilityDialog } from '@/components/appointments/week-availability-dialog';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

afterEach(() => vi.unstubAllGlobals());

const week = {
  days: [
    {
      day_of_week: 'MONDAY',
      availability: [
        { from: '08:00', to: '12:00' },
        { from: '14:00', to: '18:00' },
      ],
    },
    { day_of_week: 'WEDNESDAY', availability: [{ from: '13:00', to: '15:00' }] },
  ],
};

/** The saved week and settings; a PUT answers what it sent. */
function weekApi() {
  return mockApi((call) => {
    if (call.method === 'PUT') return { json: call.body };
    if (call.url.endsWith('/week-availability')) return { json: week };
    if (call.url.endsWith('/slot-settings')) return { json: { consultation_minutes: 50, gap_minutes: 0 } };
    return undefined;
  });
}

async function openDialog() {
  renderWithSwr(<WeekAvailabilityDialog nutritionistId={7} open onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', { name: 'Gerenciar sua Disponibilidade' });
  await within(dialog).findByLabelText('Início do período 1 de Segunda-feira');
  return dialog;
}

describe("WeekAvailabilityDialog – 'Copiar para…'", () => {
  it("copies Monday's periods to Wednesday and Friday, replacing theirs; nothing is sent until Salvar", async () => {
    const { calls } = weekApi();
    const user = userEvent.setup();
    const dialog = await openDialog();
    const copyButton = within(dialog).getByRole('button', {
      name: 'Copiar para… os períodos de Segunda-feira',
    });
    expect(copyButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(copyButton);
    expect(copyButton).toHaveAttribute('aria-expanded', 'true');
    const targets = within(dialog).getByRole('group', { name: 'Copiar os períodos de Segunda-feira para' });
    // The day itself is not offered.
    expect(within(targets).queryByRole('checkbox', { name: 'Segunda-feira' })).not.toBeInTheDocument();
    const confirm = within(targets).getByRole('button', { name: 'Copiar' });
    await user.click(confirm);
    // Nothing chosen: nothing copied, the list stays open.
    expect(
      within(dialog).getByRole('group', { name: 'Copiar os períodos de Segunda-feira para' }),
    ).toBeVisible();

    await user.click(within(targets).getByRole('checkbox', { name: 'Quarta-feira' }));
    await user.click(within(targets).getByRole('checkbox', { name: 'Sexta-feira' }));
    await user.click(confirm);
    expect(copyButton).toHaveFocus();
    expect(copyButton).toHaveAttribute('aria-expanded', 'false');
    expect(
      within(dialog).getByText(
        'Períodos de Segunda-feira copiados para Quarta-feira e Sexta-feira. Clique em Salvar para confirmar.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Sexta-feira' })).toBeChecked();
    expect(within(dialog).getByLabelText('Início do período 1 de Quarta-feira')).toHaveValue('08:00');
    expect(within(dialog).getByLabelText('Fim do período 2 de Sexta-feira')).toHaveValue('18:00');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Disponibilidade semanal atualizada com sucesso!')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    // The settings did not change: only the week is sent.
    expect(puts.map((call) => call.url)).toEqual(['/api/v1/nutritionists/7/week-availability']);
    const monday = week.days[0]?.availability;
    expect(puts[0]?.body).toEqual({
      days: [
        { day_of_week: 'MONDAY', availability: monday },
        { day_of_week: 'WEDNESDAY', availability: monday },
        { day_of_week: 'FRIDAY', availability: monday },
      ],
    });
  });

  it("'Cancelar cópia' closes the list without changing the week", async () => {
    weekApi();
    const user = userEvent.setup();
    const dialog = await openDialog();
    const copyButton = within(dialog).getByRole('button', {
      name: 'Copiar para… os períodos de Quarta-feira',
    });
    await user.click(copyButton);
    const targets = within(dialog).getByRole('group', { name: 'Copiar os períodos de Quarta-feira para' });
    await user.click(within(targets).getByRole('checkbox', { name: 'Segunda-feira' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar cópia' }));
    expect(copyButton).toHaveFocus();
    expect(within(dialog).getByLabelText('Início do período 1 de Segunda-feira')).toHaveValue('08:00');
    expect(within(dialog).getByLabelText('Início do período 2 de Segunda-feira')).toHaveValue('14:00');
  });
});

describe('WeekAvailabilityDialog – consultation length and gap', () => {
  it('shows 50 minutes and no gap, refuses out-of-range values with their range, and saves both', async () => {
    const { calls } = weekApi();
    const user = userEvent.setup();
    const dialog = await openDialog();
    const length = within(dialog).getByLabelText('Duração da consulta (minutos)');
    const gap = within(dialog).getByLabelText('Intervalo entre consultas (minutos)');
    expect(length).toHaveValue('50');
    expect(gap).toHaveValue('0');
    expect(
      within(dialog).getByText(
        'Horários oferecidos: 08:00, 08:50, 09:40, 10:30, 14:00, 14:50, 15:40 e 16:30.',
      ),
    ).toBeInTheDocument();
    const save = within(dialog).getByRole('button', { name: 'Salvar' });

    await user.clear(length);
    await user.type(length, '10');
    expect(length).toHaveAttribute('aria-invalid', 'true');
    expect(length).toHaveAccessibleDescription('Informe uma duração de 15 a 240 minutos.');
    expect(save).toBeDisabled();
    await user.clear(length);
    expect(save).toBeDisabled();
    await user.type(length, '50');
    expect(save).toBeEnabled();

    await user.clear(gap);
    await user.type(gap, '121');
    expect(gap).toHaveAccessibleDescription('Informe um intervalo de 0 a 120 minutos (0 para nenhum).');
    expect(save).toBeDisabled();
    await user.clear(gap);
    await user.type(gap, '10');
    expect(gap).not.toHaveAttribute('aria-invalid');

    // Each period cut from its own start: on the hour, morning and afternoon.
    expect(
      within(dialog).getByText(
        'Horários oferecidos: 08:00, 09:00, 10:00, 11:00, 14:00, 15:00, 16:00 e 17:00.',
      ),
    ).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Disponibilidade semanal atualizada com sucesso!')).toBeInTheDocument();
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => [call.url, call.body])).toEqual([
      ['/api/v1/nutritionists/7/slot-settings', { consultation_minutes: 50, gap_minutes: 10 }],
      ['/api/v1/nutritionists/7/week-availability', week],
    ]);
  });
});
