import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ToastProvider, useToast } from '@/components/ui/toast-provider';
import { renderWithMessages } from './render';

function SaveButton({
  duration,
  message = 'Avatar atualizado com sucesso!',
}: {
  duration?: number;
  message?: string;
}) {
  const { showToast } = useToast();
  return (
    <Button onClick={() => showToast(message, duration ? { duration, tone: 'success' } : undefined)}>
      Salvar
    </Button>
  );
}

function renderToasts(duration?: number) {
  return renderWithMessages(
    <ToastProvider>
      <SaveButton duration={duration} />
    </ToastProvider>,
  );
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces through a polite status region that is always present', () => {
    renderToasts();
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(region).toHaveTextContent('Avatar atualizado com sucesso!');
  });

  it('stays 5 seconds by default and starts hiding 1 second before the end', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const toast = screen.getByText('Avatar atualizado com sucesso!');
    expect(toast).toHaveAttribute('data-state', 'visible');
    advance(3999);
    expect(toast).toHaveAttribute('data-state', 'visible');
    advance(1);
    expect(toast).toHaveAttribute('data-state', 'hiding');
    advance(999);
    expect(screen.getByText('Avatar atualizado com sucesso!')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Avatar atualizado com sucesso!')).not.toBeInTheDocument();
  });

  it('takes another duration, such as 4 seconds', () => {
    renderToasts(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    advance(3000);
    expect(screen.getByText('Avatar atualizado com sucesso!')).toHaveAttribute('data-state', 'hiding');
    advance(1000);
    expect(screen.queryByText('Avatar atualizado com sucesso!')).not.toBeInTheDocument();
  });

  it('replaces the message on screen and restarts the clock', () => {
    renderToasts();
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    advance(4500);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const toast = screen.getByText('Avatar atualizado com sucesso!');
    expect(toast).toHaveAttribute('data-state', 'visible');
    advance(3999);
    expect(screen.getByText('Avatar atualizado com sucesso!')).toHaveAttribute('data-state', 'visible');
    advance(1001);
    expect(screen.queryByText('Avatar atualizado com sucesso!')).not.toBeInTheDocument();
  });

  it('refuses to work outside its provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithMessages(<SaveButton />)).toThrow('useToast must be used inside a ToastProvider');
    error.mockRestore();
  });
});

function FailingForm() {
  const [open, setOpen] = useState(true);
  const { showToast } = useToast();
  return (
    <>
      <Dialog open={open} onClose={() => setOpen(false)} title="Agendar consulta">
        <Button onClick={() => showToast('Erro ao agendar consulta', { tone: 'error' })}>Salvar</Button>
      </Dialog>
      <Button onClick={() => showToast('Consulta agendada', { tone: 'success' })}>Depois</Button>
    </>
  );
}

describe('Toast while a modal dialog is open', () => {
  it('shows the message inside the dialog, in its own live region, and in the page once it closes', async () => {
    const user = userEvent.setup();
    renderWithMessages(
      <ToastProvider>
        <FailingForm />
      </ToastProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Agendar consulta' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // The native modal makes the page inert and covers it: the message must live in the dialog.
    expect(within(within(dialog).getByRole('status')).getByText('Erro ao agendar consulta')).toBeVisible();

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Depois' }));
    const [pageRegion] = screen.getAllByRole('status');
    expect(within(pageRegion!).getByText('Consulta agendada')).toBeInTheDocument();
  });
});
