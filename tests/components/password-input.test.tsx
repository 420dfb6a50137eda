import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordInput } from '@/components/ui/password-input';
import { renderWithMessages } from './render';

describe('PasswordInput', () => {
  it('hides the password until asked, then hides it again', async () => {
    renderWithMessages(<PasswordInput label="Senha" />);
    const input = screen.getByLabelText('Senha');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('textbox', { name: 'Senha' })).toBe(input);

    await userEvent.click(screen.getByRole('button', { name: 'Ocultar senha' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('points the toggle at the field it controls', () => {
    renderWithMessages(<PasswordInput label="Senha" />);
    const input = screen.getByLabelText('Senha');
    expect(screen.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute('aria-controls', input.id);
  });

  it('rejects spaces', async () => {
    renderWithMessages(<PasswordInput label="Senha" />);
    const input = screen.getByLabelText('Senha');
    await userEvent.type(input, 'Se nha 123');
    expect(input).toHaveValue('Senha123');
  });

  it('shows its error', () => {
    renderWithMessages(<PasswordInput label="Senha" error="Usuário ou senha inválidos" />);
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Usuário ou senha inválidos');
  });
});
