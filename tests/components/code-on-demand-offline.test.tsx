// Parts whose code loads when they are first needed, with that code out of reach at first (the connection
// dropped): the agenda menu's items and the admin dashboard's given-up jobs say so, and their retry loads
// them once the code can be reached.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { JobsPanel } from '@/components/admin-dashboard/jobs-panel';
import { AgendaMenu } from '@/components/appointments/agenda-menu';
import { ToastProvider } from '@/components/ui/toast-provider';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

const { code, unreachable } = vi.hoisted(() => {
  const code = { reachable: false };
  const unreachable = async (importOriginal: () => Promise<unknown>) => {
    if (!code.reachable) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  };
  return { code, unreachable };
});
vi.mock('@/components/appointments/agenda-menu-items', unreachable);
vi.mock('@/components/admin-dashboard/dead-jobs-list', unreachable);
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }) }));

const failure = 'Não foi possível carregar esta parte da página. Verifique sua conexão e tente novamente.';

it('the agenda menu whose items cannot load says so, and its retry shows them', async () => {
  code.reachable = false;
  const user = userEvent.setup();
  renderWithSwr(<AgendaMenu nutritionistId={7} />);
  await user.click(screen.getByRole('button', { name: 'Agenda' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(failure);

  code.reachable = true;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(await screen.findByRole('button', { name: 'Gerenciar disponibilidade' })).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('given-up jobs whose list cannot load keep their counts, say so, and the retry lists them', async () => {
  code.reachable = false;
  mockApi((call) =>
    call.method === 'GET' && call.url === '/api/v1/admin/jobs'
      ? {
          json: {
            queued: 0,
            failed: 0,
            dead: 1,
            dead_jobs: [
              {
                id: 7,
                kind: 'mail',
                status: 'DEAD',
                attempts: 6,
                last_error: null,
                run_at: '2026-11-03T12:00:00.000Z',
                created_at: '2026-11-03T11:00:00.000Z',
                updated_at: '2026-11-03T12:30:00.000Z',
              },
            ],
          },
        }
      : undefined,
  );
  const user = userEvent.setup();
  renderWithSwr(
    <ToastProvider>
      <JobsPanel />
    </ToastProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent(failure);
  expect(screen.getByText('Parados').nextSibling).toHaveTextContent('1');

  code.reachable = true;
  await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  const list = await screen.findByRole('list', { name: 'Envios parados' });
  expect(within(list).getByRole('button', { name: 'Tentar de novo o envio 7' })).toBeVisible();
});
