import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobsPanel } from '@/components/admin-dashboard/jobs-panel';
import { MetricCards } from '@/components/admin-dashboard/metric-cards';
import { RegisteredFoods } from '@/components/admin-dashboard/registered-foods';
import { UsersPanel } from '@/components/admin-dashboard/users-panel';
import { ToastProvider } from '@/components/ui/toast-provider';
import { mockApi } from './api-mock';
import { renderWithMessages } from './render';
import { renderWithSwr } from './swr-render';

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

  it('Usuários: a failed search says so with its retry instead of the previous users, and the retry loads it', async () => {
    let fail = true;
    const { calls } = mockApi((call) => {
      if (!call.url.includes('name=')) {
        return { json: { content: [user(2, 'Bruno Lima', 'ROLE_USER')], total_elements: 1, total_pages: 1 } };
      }
      return fail
        ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }
        : {
            json: { content: [user(3, 'Ana Souza', 'ROLE_NUTRITIONIST')], total_elements: 1, total_pages: 1 },
          };
    });
    renderWithSwr(<UsersPanel />);
    const section = screen.getByRole('region', { name: 'Usuários' });
    expect(await within(section).findByText('Bruno Lima')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar usuário por nome' }), 'ana');
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao buscar usuários');
    // Bruno is not listed as if he were who 'ana' found.
    expect(within(section).queryByText('Bruno Lima')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(section).findByText('Ana Souza')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.url === '/api/v1/users?page=0&size=8&name=ana')).toHaveLength(2);
  });

  it('Alimentos Registrados: a failed page says so with its retry instead of the previous page, and the retry loads it', async () => {
    const foodNamed = (id: number, name: string) => ({
      id,
      name,
      group: 'GRAINS',
      unit_of_measurement: 'GRAMS',
      baseline_weight: 100,
      barcode: null,
      brand: null,
      brand_id: null,
      photo_id: null,
      photo_url: null,
      nutrition_information: { calories: 1, proteins: 1, carbohydrates: 1, sodium: 1, fiber: 1, fats: 1 },
    });
    let fail = true;
    const { calls } = mockApi((call) => {
      if (call.url.includes('page=0&')) {
        return { json: { content: [foodNamed(1, 'Arroz')], total_elements: 14, total_pages: 2 } };
      }
      return fail
        ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }
        : { json: { content: [foodNamed(8, 'Feijão')], total_elements: 14, total_pages: 2 } };
    });
    renderWithSwr(<RegisteredFoods />);
    const section = screen.getByRole('region', { name: 'Alimentos Registrados' });
    expect(await within(section).findByRole('rowheader', { name: 'Arroz' })).toBeInTheDocument();
    const pager = within(section).getByRole('navigation', { name: 'Páginas de alimentos' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Página 2' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao buscar lista de alimentos');
    // Page 1 is not shown as if it were page 2.
    expect(within(section).queryByRole('rowheader', { name: 'Arroz' })).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(section).findByRole('rowheader', { name: 'Feijão' })).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(calls.filter((call) => call.url === '/api/v1/foodstuffs?page=1&size=7')).toHaveLength(2);
  });
});

describe('Envios pendentes (the jobs given up)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const deadJob = {
    id: 7,
    kind: 'appointment-reminder',
    status: 'DEAD',
    attempts: 6,
    last_error: 'connect ECONNREFUSED 10.0.0.5:25',
    run_at: '2026-11-03T12:00:00.000Z',
    created_at: '2026-11-03T11:00:00.000Z',
    updated_at: '2026-11-03T12:30:00.000Z',
  };

  it('shows the counts and each given-up job; Tentar de novo queues it again and reloads the list', async () => {
    let dead = [deadJob];
    const { calls } = mockApi((call) => {
      if (call.method === 'GET' && call.url === '/api/v1/admin/jobs')
        return { json: { queued: 2, failed: 1, dead: dead.length, dead_jobs: dead } };
      if (call.method === 'POST' && call.url === '/api/v1/admin/jobs/7/retry') {
        dead = [];
        return { json: { ...deadJob, status: 'QUEUED', attempts: 0 } };
      }
      return undefined;
    });
    renderWithMessages(<ToastProvider>{withFreshCache(<JobsPanel />)}</ToastProvider>);
    const list = await screen.findByRole('list', { name: 'Envios parados' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Lembrete de consulta #7');
    // 12:30 UTC is 09:30 in São Paulo.
    expect(item).toHaveTextContent('03/11/2026 09:30');
    expect(item).toHaveTextContent('connect ECONNREFUSED 10.0.0.5:25');
    const terms = screen
      .getAllByRole('term')
      .slice(0, 3)
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(terms).toEqual([
      ['Na fila', '2'],
      ['Aguardando nova tentativa', '1'],
      ['Parados', '1'],
    ]);

    await userEvent.click(within(item!).getByRole('button', { name: 'Tentar de novo o envio 7' }));
    expect(await screen.findByText('Envio colocado de volta na fila.')).toBeInTheDocument();
    expect(await screen.findByText('Nenhum envio parado.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      '/api/v1/admin/jobs/7/retry',
    ]);
  });

  it('says so when the list cannot be loaded, with a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(() => ({ status: 503, json: { status: 503, code: 'INTERNAL_ERROR', detail: 'x' } }));
    renderWithMessages(<ToastProvider>{withFreshCache(<JobsPanel />)}</ToastProvider>);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao buscar envios');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
