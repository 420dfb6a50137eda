import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PlansInFocusTabs } from '@/components/home/plans-in-focus-tabs';
import { renderWithMessages } from './render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/home' }));

describe('PlansInFocusTabs', () => {
  beforeEach(() => push.mockClear());

  it('names the three tabs as the specification does and marks the URL’s tab selected', () => {
    renderWithMessages(
      <PlansInFocusTabs tab="low">
        <p>linhas</p>
      </PlansInFocusTabs>,
    );
    const tabs = screen.getByRole('tablist', { name: 'Filtrar planos alimentares' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Ver todos',
      'Destaques',
      'Adesão Baixa',
    ]);
    expect(tabs).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Adesão Baixa' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Adesão Baixa' })).toHaveTextContent('linhas');
  });

  it('a tab is an address: clicking or using the arrows goes to its first page', async () => {
    const user = userEvent.setup();
    renderWithMessages(
      <PlansInFocusTabs tab="all">
        <p>linhas</p>
      </PlansInFocusTabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'Destaques' }));
    expect(push).toHaveBeenLastCalledWith('/home?tab=highlights', { scroll: false });
    screen.getByRole('tab', { name: 'Ver todos' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(push).toHaveBeenLastCalledWith('/home?tab=low', { scroll: false });
  });
});
