import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PlanDates } from '@/components/meal-plans/plan-dates';
import { toIsoDate } from '@/lib/format/dates';
import { addMonthsToDate } from '@/lib/rules/calendar';
import { renderWithMessages } from './render';

describe('PlanDates', () => {
  it('keeps an end in a later year when the field is left, and takes a typed one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    // The default plan: today to three months later, which from October on ends next year.
    const start = toIsoDate(new Date());
    const end = addMonthsToDate(start, 15);
    const endYear = end.slice(0, 4);
    renderWithMessages(<PlanDates initial={{ start_date: start, end_date: end }} onChange={onChange} />);
    const endField = screen.getByRole('textbox', { name: 'Data de término' });
    const shown = `${end.slice(8, 10)}/${end.slice(5, 7)}/${endYear}`;
    expect(endField).toHaveValue(shown);

    await user.click(endField);
    await user.tab();
    expect(endField).toHaveValue(shown);

    await user.clear(endField);
    await user.type(endField, `3006${endYear}`);
    expect(endField).toHaveValue(`30/06/${endYear}`);
    expect(onChange).toHaveBeenLastCalledWith({ start_date: start, end_date: `${endYear}-06-30` });
  });

  it('keeps a year past 2099 as typed, says the last day allowed and never passes it on to be saved', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithMessages(
      <PlanDates initial={{ start_date: '2026-01-01', end_date: '2026-04-01' }} onChange={onChange} />,
    );
    const endField = screen.getByRole('textbox', { name: 'Data de término' });
    await user.clear(endField);
    await user.type(endField, '01012150');
    expect(endField).toHaveValue('01/01/2150');
    expect(endField).toHaveAccessibleDescription('Escolha uma data até 31/12/2099.');
    expect(onChange).toHaveBeenLastCalledWith({ start_date: '2026-01-01', end_date: null });
  });
});
