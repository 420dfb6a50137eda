import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MetricCards } from '@/components/admin-dashboard/metric-cards';
import { RegisteredFoods } from '@/components/admin-dashboard/registered-foods';
import { UsersPanel } from '@/components/admin-dashboard/users-panel';
import { renderWithMessages } from './render';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const withFreshCache = (ui: React.ReactElement) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{ui}</SWRConfig>
);

const user = (id: number, name: string, role: 'ROLE_ADMIN' | 'ROLE_NUTRITIONIST' | 'ROLE_USER') => ({
  id,
  name,
  email: `${id}@t.test`,
  photo_url: null,
  gender: null,
  birth_date: null,
  main_role: role,
  roles: [{ name: role }],
});

describe('administrator dashboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the three totals, and says so when they could not be loaded', () => {
    const labels = {
      users: 'Usuários registrados',
      nutritionists: 'Nutricionistas registrados',
      foods: 'Alimentos registrados',
      unavailable: 'Indisponível',
      region: 'Totais',
    };
    const { rerender } = renderWithMessages(
      <MetricCards
        metrics={{ total_users: 1234, total_nutritionists: 3, total_foodstuffs: 609 }}
        labels={labels}
      />,
    );
    const terms = screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(terms).toEqual([
      ['Usuários registrados', '1.234'],
      ['Nutricionistas registrados', '3'],
      ['Alimentos registrados', '609'],
    ]);
    rerender(<MetricCards metrics={null} labels={labels} />);
    expect(screen.getByText('Indisponível')).toBeInTheDocument();
  });

  it('Usuários: 8 per page, 5 page links at a time, role labels, search by name from page 1', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      json({
        content: url.includes('name=ana')
          ? [user(3, 'Ana Souza', 'ROLE_NUTRITIONIST')]
          : [user(1, 'Administração', 'ROLE_ADMIN'), user(2, 'Bruno Lima', 'ROLE_USER')],
        total_elements: 100,
        total_pages: 13,
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithMessages(withFreshCache(<UsersPanel />));
    const list = await screen.findByRole('list', { name: 'Usuários' });
    expect(within(list).getByText('Administrador')).toBeInTheDocument();
    expect(within(list).getByText('Usuário')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/users?page=0&size=8', expect.anything());
    const pager = screen.getByRole('navigation', { name: 'Páginas de usuários' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Página \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.click(within(pager).getByRole('button', { name: 'Página 4' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/users?page=3&size=8', expect.anything());

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar usuário por nome' }), 'ana');
    expect(await screen.findByText('Nutricionista')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/users?page=0&size=8&name=ana', expect.anything());
    // Typing pauses before the search runs: no request for 'a' or 'an'.
    const searched = fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('name='));
    expect(searched).toEqual(['/api/v1/users?page=0&size=8&name=ana']);
  });

  it('Alimentos Registrados: Imagem, Nome cut at 20 characters, Tipo, an edit arrow and Novo alimento', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({
          content: [
            {
              id: 42,
              name: 'Arroz, integral, cozido',
              group: 'GRAINS',
              unit_of_measurement: 'GRAMS',
              baseline_weight: 100,
              barcode: null,
              brand: null,
              brand_id: null,
              photo_id: 1,
              photo_url: '/foods/rice.svg',
              nutrition_information: {
                calories: 124,
                proteins: 2.6,
                carbohydrates: 25.8,
                sodium: 1,
                fiber: 2.7,
                fats: 1,
              },
            },
          ],
          total_elements: 1,
          total_pages: 1,
        }),
      ),
    );
    renderWithMessages(withFreshCache(<RegisteredFoods />));
    const section = screen.getByRole('region', { name: 'Alimentos Registrados' });
    const row = (await within(section).findAllByRole('row'))[1]!;
    expect(row).toHaveTextContent('Arroz, integral, coz...');
    expect(row).toHaveTextContent('Grãos');
    expect(within(row).getByRole('link', { name: 'Editar Arroz, integral, cozido' })).toHaveAttribute(
      'href',
      '/foodstuffs/42/editing',
    );
    for (const header of ['Imagem', 'Nome', 'Tipo']) {
      expect(within(section).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(section).getByRole('link', { name: 'Novo alimento' })).toHaveAttribute(
      'href',
      '/create-foodstuff',
    );
  });
});
