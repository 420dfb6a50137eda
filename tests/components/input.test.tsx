import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '@/components/ui/input';
import { renderWithMessages } from './render';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <>
      <Input label="CEP" rules={{ type: 'number', maxLength: 8 }} value={value} onValueChange={setValue} />
      <output aria-label="valor">{value}</output>
    </>
  );
}

describe('Input', () => {
  it('is named by its visible label', () => {
    renderWithMessages(<Input label="E-mail" />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  });

  it('can keep its label for screen readers only', () => {
    renderWithMessages(<Input label="Nome, marca..." hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Nome, marca...' })).toBeInTheDocument();
  });

  it('is described by its help text', () => {
    renderWithMessages(<Input label="Número de inscrição" helpText="Seu número de registro profissional." />);
    const input = screen.getByRole('textbox', { name: 'Número de inscrição' });
    expect(input).toHaveAccessibleDescription('Seu número de registro profissional.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('is marked invalid and described by its error', () => {
    renderWithMessages(
      <Input label="Senha" helpText="Mínimo 8 caracteres." error="Usuário ou senha inválidos" />,
    );
    const input = screen.getByRole('textbox', { name: 'Senha' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Mínimo 8 caracteres. Usuário ou senha inválidos');
  });

  it('masks a date while the user types', async () => {
    const onValueChange = vi.fn();
    renderWithMessages(
      <Input label="Data de nascimento" rules={{ type: 'date' }} onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Data de nascimento' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('maxlength', '10');
    await userEvent.type(input, '17111990');
    expect(input).toHaveValue('17/11/1990');
    expect(onValueChange).toHaveBeenLastCalledWith('17/11/1990');
  });

  it('lets backspace remove a separator-adjacent digit', async () => {
    renderWithMessages(<Input label="Horário" rules={{ type: 'time' }} />);
    const input = screen.getByRole('textbox', { name: 'Horário' });
    await userEvent.type(input, '0930');
    expect(input).toHaveValue('09:30');
    await userEvent.type(input, '{Backspace}{Backspace}');
    expect(input).toHaveValue('09');
  });

  it('keeps a controlled value in step with the rules', async () => {
    renderWithMessages(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'CEP' }), '01310-1009');
    expect(screen.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310100');
    expect(screen.getByRole('status', { name: 'valor' })).toHaveTextContent('01310100');
  });

  it('raises a number below the minimum when the field is left', async () => {
    const onValueChange = vi.fn();
    renderWithMessages(
      <Input label="Quantidade" rules={{ type: 'number', min: 1, max: 99 }} onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Quantidade' });
    await userEvent.type(input, '0');
    expect(input).toHaveValue('0');
    await userEvent.tab();
    expect(input).toHaveValue('1');
    expect(onValueChange).toHaveBeenLastCalledWith('1');
    await userEvent.clear(input);
    await userEvent.type(input, '150');
    expect(input).toHaveValue('99');
  });

  it('keeps only letters and spaces in a text field', async () => {
    renderWithMessages(<Input label="Nome" rules={{ type: 'text' }} />);
    const input = screen.getByRole('textbox', { name: 'Nome' });
    await userEvent.type(input, 'José 2 da Silva!');
    expect(input).toHaveValue('José  da Silva');
  });

  it('blocks typing past the maximum length', async () => {
    renderWithMessages(<Input label="Código" rules={{ maxLength: 4 }} />);
    const input = screen.getByRole('textbox', { name: 'Código' });
    await userEvent.type(input, 'ABCDEF');
    expect(input).toHaveValue('ABCD');
  });

  it('shows an end adornment inside the field', () => {
    renderWithMessages(<Input label="Peso" endAdornment={<span>kg</span>} />);
    expect(screen.getByText('kg')).toBeInTheDocument();
  });
});
