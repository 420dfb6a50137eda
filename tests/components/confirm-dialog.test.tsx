import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { renderWithMessages } from './render';

function renderConfirm(busy: boolean) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  renderWithMessages(
    <ConfirmDialog
      open
      onClose={onClose}
      title="Excluir registro?"
      description="O registro de 01/12/2026 será excluído."
      backLabel="Cancelar"
      confirmLabel="Excluir"
      onConfirm={onConfirm}
      busy={busy}
    />,
  );
  return { onClose, onConfirm, dialog: screen.getByRole('alertdialog', { name: 'Excluir registro?' }) };
}

describe('ConfirmDialog', () => {
  it('asks with its text: her way back first, then the action', async () => {
    const { onClose, onConfirm, dialog } = renderConfirm(false);
    expect(dialog).toHaveAccessibleDescription('O registro de 01/12/2026 será excluído.');
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons.slice(-2)).toEqual(['Cancelar', 'Excluir']);
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('while the action runs, the way back waits with it', () => {
    const { dialog } = renderConfirm(true);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: /Excluir/ })).toHaveAttribute('aria-busy', 'true');
  });
});
