import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { renderWithMessages } from './render';

function DeleteConfirmation({ onConfirm = () => {} }: { onConfirm?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Deletar</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        role="alertdialog"
        title="Confirmação de exclusão"
        description="Todas as informações relacionadas ao alimento serão perdidas."
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button variant="danger" onClick={onConfirm}>
              Excluir
            </Button>
          </>
        }
      />
    </>
  );
}

function WithInitialFocus() {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Dialog open onClose={() => {}} title="Nova marca" initialFocusRef={ref}>
      <button type="button">Antes</button>
      <input ref={ref} aria-label="Nome da marca" />
    </Dialog>
  );
}

/** Open until its own button outside closes it, as a parent that closes the dialog itself. */
function ClosedByItsParent({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(false)}>Fechar por fora</Button>
      <Dialog open={open} onClose={onClose} title="Nova marca">
        <p>Conteúdo</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithMessages(<DeleteConfirmation />);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens as a modal named by its title and described by its text', async () => {
    renderWithMessages(<DeleteConfirmation />);
    await userEvent.click(screen.getByRole('button', { name: 'Deletar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmação de exclusão' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription(
      'Todas as informações relacionadas ao alimento serão perdidas.',
    );
  });

  it('moves focus to its first action and keeps Tab inside', async () => {
    renderWithMessages(<DeleteConfirmation />);
    await userEvent.click(screen.getByRole('button', { name: 'Deletar' }));
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    const confirm = screen.getByRole('button', { name: 'Excluir' });
    const close = screen.getByRole('button', { name: 'Fechar' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    renderWithMessages(<DeleteConfirmation />);
    const trigger = screen.getByRole('button', { name: 'Deletar' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with its close button', async () => {
    renderWithMessages(<DeleteConfirmation />);
    const trigger = screen.getByRole('button', { name: 'Deletar' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('runs its actions', async () => {
    const onConfirm = vi.fn();
    renderWithMessages(<DeleteConfirmation onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Deletar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('closes on a click on the backdrop but not inside the panel', async () => {
    const onClose = vi.fn();
    renderWithMessages(
      <Dialog open onClose={onClose} title="Nova marca">
        <p>Conteúdo</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByText('Conteúdo'));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog', { name: 'Nova marca' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('tells its parent when the browser closes it by itself, but not when the parent closes it', async () => {
    // Chrome closes a modal on Escape without the cancel event when the page had no user activation since it
    // opened (its close watchers): the parent, which owns `open`, must still hear of it.
    const onClose = vi.fn();
    renderWithMessages(<ClosedByItsParent onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Nova marca' });
    dialog.dispatchEvent(new Event('close'));
    expect(onClose).toHaveBeenCalledOnce();

    onClose.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar por fora' }));
    dialog.dispatchEvent(new Event('close'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('focuses the element it is told to', () => {
    renderWithMessages(<WithInitialFocus />);
    expect(screen.getByRole('textbox', { name: 'Nome da marca' })).toHaveFocus();
  });

  it('can hide its close button', () => {
    renderWithMessages(<Dialog open onClose={() => {}} title="Aguarde" hideCloseButton />);
    expect(screen.getByRole('dialog', { name: 'Aguarde' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fechar' })).not.toBeInTheDocument();
  });
});
