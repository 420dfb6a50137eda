// A dialog opened from a pop-up menu gives focus back to the menu's button: the item that was
// activated is hidden with its list, and focus sent there would be lost on the page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgendaMenu } from '@/components/appointments/agenda-menu';
import { FoodRowMenu } from '@/components/foodstuffs/food-row-menu';
import { UserMenu } from '@/components/shell/user-menu';
import { Dialog } from '@/components/ui/dialog';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

afterEach(() => vi.unstubAllGlobals());

describe('AgendaMenu', () => {
  it('gives focus back to "Agenda" when the dialog chosen from it closes', async () => {
    mockApi((call) =>
      call.url.endsWith('/week-availability')
        ? { json: { days: [{ day_of_week: 'MONDAY', availability: [{ from: '08:00', to: '12:00' }] }] } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<AgendaMenu nutritionistId={7} />);
    const trigger = screen.getByRole('button', { name: 'Agenda' });
    trigger.focus();
    await user.keyboard('{Enter}');
    // The items' code loads when the menu is first focused or opened.
    await screen.findByRole('button', { name: 'Gerenciar disponibilidade' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Gerenciar disponibilidade' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Gerenciar sua Disponibilidade' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Gerenciar sua Disponibilidade' })).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

function FoodRow() {
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <FoodRowMenu
        foodName="Banana"
        editHref="/edit-foodstuff/1"
        duplicateHref="/create-foodstuff?from=1"
        onDelete={() => setDeleting(true)}
      />
      <Dialog
        open={deleting}
        onClose={() => setDeleting(false)}
        role="alertdialog"
        title="Confirmação de exclusão"
      />
    </>
  );
}

describe('FoodRowMenu', () => {
  it('gives focus back to the row button when the deletion dialog chosen from it closes', async () => {
    const user = userEvent.setup();
    renderWithSwr(<FoodRow />);
    const trigger = screen.getByRole('button', { name: 'Ações para Banana' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Deletar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog', { name: 'Confirmação de exclusão' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});

/** Opens the user menu by keyboard and tabs to its last item, 'Sair de todos os dispositivos'. */
async function openUserMenuOnItsLastItem(user: ReturnType<typeof userEvent.setup>) {
  const trigger = screen.getByRole('button', { name: /Menu do usuário/ });
  trigger.focus();
  await user.keyboard('{Enter}');
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Sair de todos os dispositivos' })).toHaveFocus();
  return trigger;
}

describe('UserMenu', () => {
  it('a failed "Sair de todos os dispositivos" closes the menu with focus on its button', async () => {
    mockApi((call) =>
      call.method === 'DELETE'
        ? { status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(
      <UserMenu name="Camila Rocha" photoUrl={null} roleLabel="Nutricionista" profileHref={null} />,
    );
    const trigger = await openUserMenuOnItsLastItem(user);
    await user.keyboard('{Enter}');

    expect(
      await screen.findByText('Não foi possível sair de todos os dispositivos. Tente novamente.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(trigger).toHaveFocus();
  });

  it('Tab past its last item closes it: left open it covered the control that then had focus', async () => {
    const user = userEvent.setup();
    renderWithSwr(
      <>
        <UserMenu name="Camila Rocha" photoUrl={null} roleLabel="Nutricionista" profileHref={null} />
        <button type="button">Escolher avatar</button>
      </>,
    );
    const trigger = await openUserMenuOnItsLastItem(user);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Escolher avatar' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
