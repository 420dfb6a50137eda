import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SimplePaginator } from '@/components/ui/simple-paginator';
import { renderWithMessages } from './render';

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

  it('disables Anterior on the first page', () => {
    renderWithMessages(<SimplePaginator page={1} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeEnabled();
  });

  it('disables Próximo on the last page', () => {
    renderWithMessages(<SimplePaginator page={3} totalPages={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  });

  it('disables both with a single page', () => {
    renderWithMessages(<SimplePaginator page={1} totalPages={1} onPageChange={() => {}} />);
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  });
});
