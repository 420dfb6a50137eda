import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoodList } from '@/components/foodstuffs/food-list';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

let search = new URLSearchParams();
const push = vi.fn();
const replace = vi.fn();
// The URL as a store, so a test can navigate and the list re-reads its view as the app router would.
const urlListeners = new Set<() => void>();
function navigate(href: string) {
  search = new URLSearchParams(href.split('?')[1] ?? '');
  for (const listener of urlListeners) listener();
}
vi.mock('next/navigation', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    urlListeners.add(listener);
    return () => urlListeners.delete(listener);
  };
  return {
    useRouter: () => ({ push, replace }),
    useSearchParams: () => useSyncExternalStore(subscribe, () => search),
  };
});

const food = (id: number, name: string) => ({
  id,
  name,
  group: 'FRUITS',
  unit_of_measurement: 'GRAMS',
  baseline_weight: 100,
  barcode: null,
  brand: id === 1 ? { id: 3, name: 'Campo Verde' } : null,
  brand_id: id === 1 ? 3 : null,
  photo_id: null,
  photo_url: null,
  nutrition_information: { calories: 1, proteins: 1, carbohydrates: 1, sodium: 1, fiber: 1, fats: 1 },
});

const page = (names: string[], total = names.length) => ({
  content: names.map((name, index) => food(index + 1, name)),
  total_elements: total,
  total_pages: Math.ceil(total / 7),
});

describe('FoodList', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    search = new URLSearchParams();
  });

  it('reads the view of the URL into the upstream query and lists the page with the total', async () => {
    search = new URLSearchParams('currentPage=2&withBrand=true&search=banana');
    const { calls } = mockApi(() => ({ json: page(['Banana prata', 'Banana nanica'], 9) }));
    renderWithSwr(<FoodList />);
    expect(await screen.findByText('Banana prata')).toBeInTheDocument();
    expect(screen.getByText('9 alimentos encontrados')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/v1/foodstuffs?page=1&size=7&name_or_brand=banana&with_brand=true');
    expect(screen.getByRole('searchbox', { name: 'Buscar alimentos por nome ou marca' })).toHaveValue(
      'banana',
    );
    expect(screen.getByRole('checkbox', { name: 'Possui marca' })).toBeChecked();
  });

  it('counts the catalogue with no search or filter, and what was found with one', async () => {
    mockApi(() => ({ json: page(['Arroz branco'], 609) }));
    const { unmount } = renderWithSwr(<FoodList />);
    expect(await screen.findByText('609 alimentos cadastrados')).toBeInTheDocument();
    unmount();

    search = new URLSearchParams('search=nestl');
    mockApi(() => ({ json: page([], 0) }));
    renderWithSwr(<FoodList />);
    expect(await screen.findByText('Nenhum alimento encontrado')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum alimento cadastrado')).toBeNull();
  });

  it('shows 20 characters of a long name plus "...", the full name in a tooltip and to screen readers', async () => {
    const original = 'Biscoito, doce, recheado com chocolate, tradicional';
    const copy = 'Biscoito, doce, recheado com chocolate, sem glúten';
    mockApi(() => ({ json: page([original, copy, 'Arroz branco cozido']) }));
    renderWithSwr(<FoodList />);
    const first = await screen.findByTitle(original);
    const visible = (cell: HTMLElement) => cell.querySelector('[aria-hidden="true"]')?.textContent ?? '';
    expect(visible(first)).toBe('Biscoito, doce, rech...');
    expect(visible(screen.getByTitle(copy))).toBe('Biscoito, doce, rech...');
    expect(screen.getByRole('rowheader', { name: original })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: copy })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Arroz branco cozido' })).toHaveTextContent(
      /^Arroz branco cozido$/,
    );
  });

  it('says when the list cannot load, and loads it again on retry', async () => {
    let fail = true;
    mockApi(() =>
      fail
        ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }
        : { json: page(['Maçã fuji']) },
    );
    renderWithSwr(<FoodList />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Erro ao buscar lista de alimentos')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Maçã fuji')).toBeInTheDocument();
  });

  it('a failed delete says so in the spec’s words and keeps the food listed', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'DELETE'
        ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }
        : { json: page(['Maçã fuji']) },
    );
    renderWithSwr(<FoodList />);
    await userEvent.click(await screen.findByRole('button', { name: /Maçã fuji/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Deletar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmação de exclusão' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    // The alert is there, empty, before the answer.
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(/^Erro ao deletar alimento$/),
    );
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('rowheader', { name: 'Maçã fuji' })).toBeInTheDocument();
  });

  it('after a delete, focus goes to the list title instead of falling to the page with the row', async () => {
    let deleted = false;
    mockApi((call) => {
      if (call.method === 'DELETE') {
        deleted = true;
        return { status: 204 };
      }
      return { json: page(deleted ? ['Arroz branco'] : ['Arroz branco', 'Maçã fuji']) };
    });
    const user = userEvent.setup();
    renderWithSwr(<FoodList />);
    await user.click(await screen.findByRole('button', { name: /Maçã fuji/ }));
    await user.click(screen.getByRole('button', { name: 'Deletar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmação de exclusão' });
    await user.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    await vi.waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Maçã fuji' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const title = screen.getByRole('heading', { level: 1, name: 'Alimentos' });
    expect(title).toHaveFocus();
    expect(title).toHaveAttribute('tabindex', '-1');
  });

  it('searching goes back to the first page of the results', async () => {
    search = new URLSearchParams('currentPage=3');
    mockApi(() => ({ json: page(['Arroz'], 20) }));
    renderWithSwr(<FoodList />);
    await screen.findByText('Arroz');
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Buscar alimentos por nome ou marca' }),
      'feijão',
    );
    await vi.waitFor(() =>
      expect(replace).toHaveBeenCalledWith('/foodstuffs?search=feij%C3%A3o', { scroll: false }),
    );
  });

  it('a failed search says so with its retry instead of the previous results, and the retry loads the search', async () => {
    let fail = true;
    const { calls } = mockApi((call) => {
      if (!call.url.includes('name_or_brand=')) return { json: page(['Arroz branco']) };
      return fail
        ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }
        : { json: page(['Feijão preto']) };
    });
    renderWithSwr(<FoodList />);
    await screen.findByRole('rowheader', { name: 'Arroz branco' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Buscar alimentos por nome ou marca' }),
      'feijão',
    );
    await vi.waitFor(() =>
      expect(replace).toHaveBeenCalledWith('/foodstuffs?search=feij%C3%A3o', { scroll: false }),
    );
    act(() => navigate('/foodstuffs?search=feij%C3%A3o'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro ao buscar lista de alimentos');
    // The rice of the empty search is not shown as if it were what 'feijão' found.
    expect(screen.queryByRole('rowheader', { name: 'Arroz branco' })).toBeNull();
    expect(screen.queryByText('1 alimento cadastrado')).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('rowheader', { name: 'Feijão preto' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    const searched = calls.filter((call) => call.url.includes('name_or_brand=feij%C3%A3o'));
    expect(searched).toHaveLength(2);
  });
});
