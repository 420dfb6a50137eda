import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '@/components/ui/checkbox';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { renderWithMessages } from './render';

describe('Select', () => {
  const options = [
    { value: 'FRUITS', label: 'Frutas' },
    { value: 'WATER', label: 'Água' },
  ];

  it('is a native select named by its label, with the default placeholder', async () => {
    const onChange = vi.fn();
    renderWithMessages(
      <Select label="Grupo" options={options} placeholder defaultValue="" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Grupo' });
    expect(screen.getByRole('option', { name: 'Selecione' })).toBeDisabled();
    await userEvent.selectOptions(select, 'Água');
    expect(select).toHaveValue('WATER');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('is marked invalid and described by its error', () => {
    renderWithMessages(<Select label="Grupo" options={options} error="Escolha um grupo" />);
    const select = screen.getByRole('combobox', { name: 'Grupo' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Escolha um grupo');
  });
});

describe('Checkbox', () => {
  it('toggles by its label and carries a separate description', async () => {
    renderWithMessages(<Checkbox label="Possui marca" description="Mostra só alimentos com marca" />);
    const checkbox = screen.getByRole('checkbox', { name: 'Possui marca' });
    expect(checkbox).toHaveAccessibleDescription('Mostra só alimentos com marca');
    await userEvent.click(screen.getByText('Possui marca'));
    expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    expect(checkbox).not.toBeChecked();
  });
});

describe('Textarea', () => {
  it('is named by its label and described by help and error', async () => {
    renderWithMessages(
      <Textarea label="Mensagem" helpText="Até 500 caracteres." error="Campo obrigatório" />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Mensagem' });
    expect(textarea).toHaveAccessibleDescription('Até 500 caracteres. Campo obrigatório');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(textarea, 'Olá');
    expect(textarea).toHaveValue('Olá');
  });
});
