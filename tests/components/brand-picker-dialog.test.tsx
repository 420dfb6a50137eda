import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandChooser } from '@/components/foodstuffs/brand-chooser';
import { BrandPickerDialog } from '@/components/foodstuffs/brand-picker-dialog';
import { ToastProvider } from '@/components/ui/toast-provider';
import type { Brand } from '@/lib/api/contract';
import { renderWithMessages } from './render';

const page = (names: string[], totalPages = 1) => ({
  content: names.map((name, index) => ({ id: index + 1, name })),
  total_elements: names.length,
  total_pages: totalPages,
});

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderPicker(props: Partial<Parameters<typeof BrandPickerDialog>[0]> = {}) {
  const onSelect = vi.fn();
  const onClose = vi.fn();
  renderWithMessages(
    // A fresh cache per test, so one test's answers never leak into the next.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <BrandPickerDialog open selected={null} onClose={onClose} onSelect={onSelect} {...props} />
    </SWRConfig>,
  );
  return { onSelect, onClose };
}

/** The food form's brand field with its own state, as the form holds it. */
function BrandField() {
  const [brand, setBrand] = useState<Brand | null>(null);
  return <BrandChooser value={brand} onChange={setBrand} />;
}

describe('BrandPickerDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists 5 brands per page, searches by name from page 1 and picks one', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('name=serra')
        ? json(page(['Sabor da Serra']))
        : json(page(['Campo Verde', 'Grão Dourado'], 3)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { onSelect, onClose } = renderPicker();
    const dialog = await screen.findByRole('dialog', { name: 'Selecionar marca' });
    await within(dialog).findByRole('button', { name: 'Campo Verde' });
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/brands?page=0&size=5', expect.anything());
    expect(within(dialog).getByText('Página 1 de 3')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Buscar marca' }), 'serra');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sabor da Serra' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/brands?page=0&size=5&name=serra', expect.anything());
    expect(onSelect).toHaveBeenCalledWith({ id: 1, name: 'Sabor da Serra' });
    expect(onClose).toHaveBeenCalled();
  });

  it('a failed search shows its modal with Tentar novamente and Voltar', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail
          ? json({ status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' }, 503)
          : json(page(['Nutrivida'])),
      ),
    );
    const { onClose } = renderPicker();
    const alert = await screen.findByRole('alertdialog', { name: 'Erro ao buscar marcas' });
    expect(alert).toHaveTextContent('Erro ao buscar marcas. Tente novamente ou contacte um administrator.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Nutrivida' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    expect(onClose).not.toHaveBeenCalled();
  });

  it('Voltar in the failure modal closes the chooser', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ status: 500, code: 'INTERNAL_ERROR', detail: 'x' }, 500)),
    );
    const { onClose } = renderPicker();
    const alert = await screen.findByRole('alertdialog', { name: 'Erro ao buscar marcas' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Voltar' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("'Nova marca' → 'Criar' selects the new brand in the food form", async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST' ? json({ id: 77, name: 'Terra Boa' }, 201) : json(page(['Campo Verde'])),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithMessages(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        {/* The picker opens through DialogOnDemand, which says with a toast when it cannot load. */}
        <ToastProvider>
          <BrandField />
        </ToastProvider>
      </SWRConfig>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Escolher marca' }));
    const picker = await screen.findByRole('dialog', { name: 'Selecionar marca' });
    await user.click(within(picker).getByRole('button', { name: 'Nova marca' }));
    const creator = await screen.findByRole('dialog', { name: 'Nova marca' });
    await user.type(within(creator).getByRole('textbox', { name: 'Nome da marca' }), 'Terra Boa');
    await user.click(within(creator).getByRole('button', { name: 'Criar' }));
    const success = await screen.findByRole('dialog', { name: 'Marca criada com sucesso!' });
    await user.click(within(success).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const field = screen.getByRole('group', { name: 'Marca (opcional)' });
    expect(field).toHaveTextContent('Terra Boa');
    expect(within(field).getByRole('button', { name: 'Trocar marca' })).toBeVisible();
  });
});
