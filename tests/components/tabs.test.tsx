import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from '@/components/ui/tabs';
import { renderWithMessages } from './render';

const items = [
  { value: 'DAILY', label: 'Diário', content: <p>Resumo do dia</p> },
  { value: 'WEEKLY', label: 'Semanal', content: <p>Resumo da semana</p> },
  { value: 'MONTHLY', label: 'Mensal', content: <p>Resumo do mês</p> },
];

describe('Tabs', () => {
  it('selects the first tab by default and shows its panel', () => {
    renderWithMessages(<Tabs label="Resumo do paciente" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Resumo do paciente' })).toBeInTheDocument();
    const daily = screen.getByRole('tab', { name: 'Diário' });
    expect(daily).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Diário' })).toHaveTextContent('Resumo do dia');
    expect(screen.queryByText('Resumo da semana')).not.toBeInTheDocument();
  });

  it('is one tab stop', async () => {
    renderWithMessages(<Tabs label="Resumo" items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Diário' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'Diário' })).toHaveFocus();
  });

  it('moves and selects with the arrow keys, wrapping at the ends, and jumps with Home and End', async () => {
    const onValueChange = vi.fn();
    renderWithMessages(<Tabs label="Resumo" items={items} onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Diário' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Semanal' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Semanal' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Semanal' })).toHaveTextContent('Resumo da semana');
    expect(onValueChange).toHaveBeenLastCalledWith('WEEKLY');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Diário' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Mensal' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Diário' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Mensal' })).toHaveAttribute('aria-selected', 'true');
  });

  it('skips disabled tabs', async () => {
    renderWithMessages(
      <Tabs label="Resumo" items={[items[0]!, { ...items[1]!, disabled: true }, items[2]!]} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Diário' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mensal' })).toHaveFocus();
  });

  it('can be controlled and share one panel between tabs', async () => {
    const onValueChange = vi.fn();
    renderWithMessages(
      <Tabs
        label="Planos alimentares"
        items={[
          { value: 'all', label: 'Ver todos' },
          { value: 'highlights', label: 'Destaques' },
        ]}
        value="all"
        onValueChange={onValueChange}
      >
        <p>Tabela de planos</p>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'Ver todos' })).toHaveTextContent('Tabela de planos');
    await userEvent.click(screen.getByRole('tab', { name: 'Destaques' }));
    expect(onValueChange).toHaveBeenCalledWith('highlights');
    // The parent did not change `value`, so the selection stays.
    expect(screen.getByRole('tab', { name: 'Ver todos' })).toHaveAttribute('aria-selected', 'true');
  });
});
