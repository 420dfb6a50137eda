import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FoodList } from '@/components/foodstuffs/food-list';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

let search = new URLSearchParams();
const push = vi.fn();
const replace = vi.fn();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace }),
  useSearchParams: () => search,
}));

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
    expect(screen.getByText('9 alimentos cadastrados')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/v1/foodstuffs?page=1&size=7&name_or_brand=banana&with_brand=true');
    expect(screen.getByRole('searchbox', { name: 'Buscar alimentos por nome ou marca' })).toHaveValue(
      'banana',
    );
    expect(screen.getByRole('checkbox', { name: 'Possui marca' })).toBeChecked();
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
    const dialog = screen.getByRole('alertdialog', { name: 'Confirmação de exclusão' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Erro ao deletar alimento$/);
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.getByRole('rowheader', { name: 'Maçã fuji' })).toBeInTheDocument();
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
});
