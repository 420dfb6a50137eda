// A dialog whose code loads the first time it opens: nothing is loaded before, the dialog opens with focus
// inside once it is, slow code shows the loading spinner meanwhile; a load that fails says so, counts as
// closed, and the next press tries again.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogOnDemand } from '@/components/ui/dialog-on-demand';
import { ToastProvider } from '@/components/ui/toast-provider';
import { renderWithMessages } from './render';

function Greeting({ open, onClose, name }: { open: boolean; onClose: () => void; name: string }) {
  return (
    <Dialog open={open} onClose={onClose} title={`Olá, ${name}`}>
      <input aria-label="Recado" />
    </Dialog>
  );
}

function Page({ load }: { load: () => Promise<typeof Greeting> }) {
  const [open, setOpen] = useState(false);
  return (
    <ToastProvider>
      <Button onClick={() => setOpen(true)}>Abrir</Button>
      <DialogOnDemand load={load} open={open} props={{ open, onClose: () => setOpen(false), name: 'Ana' }} />
    </ToastProvider>
  );
}

describe('DialogOnDemand', () => {
  it('loads its code only when first opened, then opens with focus inside', async () => {
    const load = vi.fn(async () => Greeting);
    renderWithMessages(<Page load={load} />);
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Olá, Ana' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Olá, Ana' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('covers the page with the loading spinner while slow code is on its way, and only then', async () => {
    let arrive: (dialog: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    renderWithMessages(<Page load={load} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
    expect(await screen.findByTestId('loading-overlay', {}, { timeout: 2000 })).toBeVisible();
    act(() => arrive(Greeting));
    expect(await screen.findByRole('dialog', { name: 'Olá, Ana' })).toBeVisible();
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('a load that fails says so, and pressing again tries again', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Greeting);
    renderWithMessages(<Page load={load} />);
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(
      await screen.findByText('Não foi possível abrir esta janela. Verifique sua conexão e tente novamente.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(await screen.findByRole('dialog', { name: 'Olá, Ana' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
