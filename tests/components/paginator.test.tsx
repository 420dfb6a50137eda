import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Paginator } from '@/components/ui/paginator';
import { renderWithMessages } from './render';

/** 25 pages that follow the paginator's presses. */
function Pages({ initial }: { initial: number }) {
  const [page, setPage] = useState(initial);
  return <Paginator page={page} totalPages={25} onPageChange={setPage} />;
}

describe('Paginator', () => {
  it('a jump to the first or last block, which takes its own control away, leaves focus on the page reached', async () => {
    const user = userEvent.setup();
    renderWithMessages(<Pages initial={5} />);
    const forward = screen.getByRole('button', { name: 'Próximas páginas' });
    forward.focus();
    await user.keyboard('{Enter}');
    // Pages 11 to 20: the control is still there and keeps focus.
    expect(screen.getByRole('button', { name: 'Página 11' })).toHaveAttribute('aria-current', 'page');
    expect(forward).toHaveFocus();
    await user.keyboard('{Enter}');
    // The last block has no 'Próximas páginas'.
    expect(screen.queryByRole('button', { name: 'Próximas páginas' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 21' })).toHaveFocus();

    screen.getByRole('button', { name: 'Páginas anteriores' }).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('button', { name: 'Páginas anteriores' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Página \d+$/, current: 'page' })).toHaveFocus();
  });

  it('is a named navigation with 10 page numbers and the current one marked', () => {
    renderWithMessages(<Paginator page={3} totalPages={25} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    const pages = within(nav).getAllByRole('button', { name: /^Página \d+$/ });
    expect(pages.map((page) => page.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    expect(within(nav).getByRole('button', { name: 'Página 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Página 4' })).not.toHaveAttribute('aria-current');
  });

  it('changes page', async () => {
    const onPageChange = vi.fn();
    renderWithMessages(<Paginator page={3} totalPages={25} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Página 7' }));
    expect(onPageChange).toHaveBeenCalledWith(7);
    await userEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onPageChange).toHaveBeenCalledTimes(1);
  });

  it('jumps to the next block', async () => {
    const onPageChange = vi.fn();
    renderWithMessages(<Paginator page={3} totalPages={25} onPageChange={onPageChange} />);
    expect(screen.queryByRole('button', { name: 'Páginas anteriores' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próximas páginas' }));
    expect(onPageChange).toHaveBeenCalledWith(11);
  });

  it('jumps to the previous block', async () => {
    const onPageChange = vi.fn();
    renderWithMessages(<Paginator page={21} totalPages={25} onPageChange={onPageChange} />);
    expect(screen.queryByRole('button', { name: 'Próximas páginas' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Páginas anteriores' }));
    expect(onPageChange).toHaveBeenCalledWith(20);
  });

  it('shows 5 links in the short variant', () => {
    renderWithMessages(<Paginator page={7} totalPages={12} maxLinks={5} onPageChange={() => {}} />);
    const pages = screen.getAllByRole('button', { name: /^Página \d+$/ });
    expect(pages.map((page) => page.textContent)).toEqual(['6', '7', '8', '9', '10']);
  });

  it('marks the last page when asked for a page past the end', () => {
    renderWithMessages(<Paginator page={40} totalPages={4} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Página 4' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders links when pages live in the URL', () => {
    renderWithMessages(
      <Paginator page={2} totalPages={3} getPageHref={(page) => `/foodstuffs?currentPage=${page}`} />,
    );
    expect(screen.getByRole('link', { name: 'Página 3' })).toHaveAttribute(
      'href',
      '/foodstuffs?currentPage=3',
    );
    expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing without pages', () => {
    renderWithMessages(<Paginator page={1} totalPages={0} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
