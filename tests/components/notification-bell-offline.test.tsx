import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

// The panel's code loads when the bell is first used; here the first loads fail (the connection dropped).
const panelCode = vi.hoisted(() => ({ reachable: false }));
vi.mock('@/components/notifications/notifications-panel', async (importOriginal) => {
  if (!panelCode.reachable) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

it('a panel whose code cannot load says so under its title, and its retry opens the list', async () => {
  mockApi((call) =>
    call.method === 'GET' && call.url.startsWith('/api/v1/notifications?')
      ? {
          json: {
            content: [
              {
                id: 1,
                code: 'PATIENT_CONNECTION_ACCEPTED',
                status: 'UNREAD',
                created_at: new Date().toISOString(),
                metadata: [{ key: 'patient_name', value: 'Paciente 1' }],
              },
            ],
            total_elements: 1,
            total_pages: 1,
            total_unread: 1,
          },
        }
      : undefined,
  );
  const user = userEvent.setup();
  renderWithSwr(<NotificationBell receiverId={7} />);
  const bell = await screen.findByRole('button', { name: 'Notificações, 1 não lida' });
  await user.click(bell);

  const panel = screen.getByRole('region', { name: 'Notificações' });
  expect(await within(panel).findByRole('alert')).toHaveTextContent(
    'Não foi possível carregar as notificações.',
  );
  // The page goes on: the bell still counts.
  expect(bell).toHaveAccessibleName('Notificações, 1 não lida');

  panelCode.reachable = true;
  await user.click(within(panel).getByRole('button', { name: 'Tentar novamente' }));
  expect(
    await screen.findByRole('button', { name: /Paciente 1 aceitou o acompanhamento nutricional\./ }),
  ).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(bell);
  expect(screen.queryByRole('region', { name: 'Notificações' })).not.toBeInTheDocument();
});
