import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/message-dialog';
import { renderWithMessages } from './render';

describe('MessageDialog', () => {
  it('says success with the default texts', () => {
    renderWithMessages(<MessageDialog open variant="success" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Sucesso!' });
    expect(dialog).toHaveAccessibleDescription('Item cadastrado com sucesso!');
  });

  it('says error with the default texts as an alert dialog', () => {
    renderWithMessages(<MessageDialog open variant="error" onClose={() => {}} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Erro' });
    expect(dialog).toHaveAccessibleDescription('Erro ao executar operação!');
  });

  it('takes its own title and text', () => {
    renderWithMessages(
      <MessageDialog
        open
        variant="error"
        onClose={() => {}}
        title="Erro ao criar marca"
        message="Ocorreu um erro ao criar a marca, tente novamente mais tarde."
      />,
    );
    expect(screen.getByRole('alertdialog', { name: 'Erro ao criar marca' })).toHaveAccessibleDescription(
      'Ocorreu um erro ao criar a marca, tente novamente mais tarde.',
    );
  });

  it('closes with its default button, which has focus', async () => {
    const onClose = vi.fn();
    renderWithMessages(<MessageDialog open variant="success" onClose={onClose} />);
    const buttons = screen.getAllByRole('button', { name: 'Fechar' });
    const action = buttons[buttons.length - 1];
    expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes its own actions', () => {
    renderWithMessages(
      <MessageDialog
        open
        variant="success"
        onClose={() => {}}
        title="Alimento criado com sucesso!"
        actions={<Button>Exibir alimento</Button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Exibir alimento' })).toBeInTheDocument();
  });
});
