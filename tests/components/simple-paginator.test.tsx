import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SimplePaginator } from '@/components/ui/simple-paginator';
import { renderWithMessages } from './render';

/** Three pages, starting on the second, that follow the paginator's presses. */
function ThreePages() {
  const [page, setPage] = useState(2);
  return <SimplePaginator page={page} totalPages={3} onPageChange={setPage} />;
}

describe('SimplePaginator', () => {
  it("shows 'Página X de Y' inside a named navigation", () => {
    renderWithMessages(<SimplePaginator page={2} totalPages={5} onPageChange={() => {}} />);
    const nav = screen.getByRole('navigation', { name: 'Paginação' });
    expect(nav).toHaveTextContent('Página 2 de 5');
    expect(screen.getByText('Página 2 de 5')).toHaveAttribute('aria-current', 'page');
  });

  it('moves back and forth', async () => {
    const onPageChange = vi.fn();
    renderWithMessages(<SimplePaginator page={2} totalPages={5} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
  });

  // aria-disabled, not disabled: a press that reaches the end keeps focus on the button, not on the page.
  it('disables Anterior on the first page', () => {
    renderWithMessages(<SimplePaginator page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Próximo' })).not.toHaveAttribute('aria-disabled');
  });

  it('disables Próximo on the last page', () => {
    renderWithMessages(<SimplePaginator page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('button', { name: 'Próximo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('disables both with a single page', async () => {
    const onPageChange = vi.fn();
    renderWithMessages(<SimplePaginator page={1} totalPages={1} onPageChange={onPageChange} />);
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Próximo' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('pressing Próximo onto the last page keeps focus on it', async () => {
    const user = userEvent.setup();
    renderWithMessages(<ThreePages />);
    const next = screen.getByRole('button', { name: 'Próximo' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Página 3 de 3')).toBeInTheDocument();
  });
});
