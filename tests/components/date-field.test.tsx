import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from '@/components/ui/date-field';
import { MonthField } from '@/components/ui/month-field';
import { renderWithMessages } from './render';

function Day({ initial = '2026-11-10', onChange }: { initial?: string; onChange?: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="Dia"
        value={value}
        max="2026-11-24"
        today="2026-11-24"
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="escolhido">{value}</output>
      <button type="button" onClick={() => setValue('2026-11-01')}>
        Voltar ao dia 1
      </button>
    </>
  );
}

describe('DateField', () => {
  it('shows and takes dates as dd/mm/yyyy, reporting only complete dates in range', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMessages(<Day onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Dia' });
    expect(field).toHaveValue('10/11/2026');
    expect(field).toHaveAttribute('placeholder', 'dd/mm/aaaa');

    await user.clear(field);
    await user.type(field, '0511202');
    expect(field).toHaveValue('05/11/202');
    expect(onChange).not.toHaveBeenCalled();
    await user.type(field, '6');
    expect(screen.getByRole('status', { name: 'escolhido' })).toHaveTextContent('2026-11-05');

    // After the latest day allowed: told, never reported.
    await user.clear(field);
    await user.type(field, '25112026');
    expect(field).toHaveAccessibleDescription('Escolha uma data até 24/11/2026.');
    expect(screen.getByRole('status', { name: 'escolhido' })).toHaveTextContent('2026-11-05');
  });

  it('keeps a year past the ones allowed as typed, says the last day allowed and never reports it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMessages(
      <DateField label="Data" value="" today="2026-11-24" allowedFutureYears={2} onChange={onChange} />,
    );
    const field = screen.getByRole('textbox', { name: 'Data' });
    await user.type(field, '01012030');
    expect(field).toHaveValue('01/01/2030');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Escolha uma data até 31/12/2028.');
    expect(onChange).not.toHaveBeenCalled();

    // A day that does not exist is not moved to one that does.
    await user.clear(field);
    await user.type(field, '35132027');
    expect(field).toHaveValue('35/13/2027');
    expect(field).toHaveAccessibleDescription('Data inválida.');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '01012028');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenCalledWith('2028-01-01');
  });

  it('follows a value set from outside', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Day />);
    await user.click(screen.getByRole('button', { name: 'Voltar ao dia 1' }));
    expect(screen.getByRole('textbox', { name: 'Dia' })).toHaveValue('01/11/2026');
  });

  it('picks a day from the calendar by keyboard; Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Day />);
    const opener = screen.getByRole('button', { name: 'Abrir calendário' });
    await user.click(opener);
    // The calendar's code loads when its button is first pointed at or pressed.
    const calendar = await screen.findByRole('dialog', { name: 'Escolher data' });
    expect(within(calendar).getByText('novembro de 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: '10 de novembro de 2026' })).toHaveFocus();
    expect(within(calendar).getByRole('button', { name: '25 de novembro de 2026' })).toBeDisabled();

    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(within(calendar).getByRole('button', { name: '18 de novembro de 2026' })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(within(calendar).getByText('outubro de 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: '18 de outubro de 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dia' })).toHaveValue('18/10/2026');
    expect(screen.getByRole('status', { name: 'escolhido' })).toHaveTextContent('2026-10-18');
    expect(opener).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Escolher data' })).toBeInTheDocument();
    // The cursor never goes past the latest day allowed.
    await user.keyboard('{PageDown}{PageDown}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(screen.getByRole('status', { name: 'escolhido' })).toHaveTextContent('2026-10-18');
  });

  it("says so when the calendar's code cannot load (no connection); the date can still be typed", async () => {
    vi.doMock('@/components/ui/calendar-popover', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    try {
      const user = userEvent.setup();
      renderWithMessages(<Day />);
      await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Não foi possível abrir o calendário. Digite a data no campo.',
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      const field = screen.getByRole('textbox', { name: 'Dia' });
      await user.clear(field);
      await user.type(field, '05112026');
      expect(screen.getByRole('status', { name: 'escolhido' })).toHaveTextContent('2026-11-05');
    } finally {
      vi.doUnmock('@/components/ui/calendar-popover');
    }
  });

  it("'Próximo mês' pressed onto the latest month keeps focus, unavailable; Tab out closes the calendar", async () => {
    const user = userEvent.setup();
    renderWithMessages(<Day initial="2026-10-10" />);
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    // The calendar's code loads when its button is first pointed at or pressed.
    const calendar = await screen.findByRole('dialog', { name: 'Escolher data' });
    const next = within(calendar).getByRole('button', { name: 'Próximo mês' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(within(calendar).getByText('novembro de 2026')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(calendar).getByText('novembro de 2026')).toBeInTheDocument();

    // Left open, the calendar would cover the control focus moves to.
    act(() => screen.getByRole('button', { name: 'Voltar ao dia 1' }).focus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function Month() {
  const [value, setValue] = useState('2026-11');
  return (
    <>
      <MonthField label="Mês" value={value} max="2026-11" onChange={setValue} />
      <output aria-label="escolhido">{value}</output>
    </>
  );
}

describe('MonthField', () => {
  it('names the month in Portuguese and picks another by keyboard', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Month />);
    const opener = screen.getByRole('button', { name: 'Mês Novembro de 2026' });
    await user.click(opener);
    const months = screen.getByRole('dialog', { name: 'Escolher mês' });
    expect(within(months).getByRole('button', { name: 'Novembro de 2026' })).toHaveFocus();
    expect(within(months).getByRole('button', { name: 'Dezembro de 2026' })).toBeDisabled();
    await user.keyboard('{ArrowUp}{ArrowLeft}');
    expect(within(months).getByRole('button', { name: 'Julho de 2026' })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(within(months).getByRole('button', { name: 'Julho de 2025' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status', { name: 'escolhido' })).toHaveTextContent('2025-07');
    expect(screen.getByRole('button', { name: 'Mês Julho de 2025' })).toHaveFocus();

    await user.keyboard('{Enter}{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'escolhido' })).toHaveTextContent('2025-07');
  });
});
