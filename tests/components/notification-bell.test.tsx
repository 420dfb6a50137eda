import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/components/notifications/notification-bell';
import type { Notification } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function makeNotification(id: number, overrides: Partial<Notification>): Notification {
  return {
    id,
    code: 'PATIENT_CONNECTION_ACCEPTED',
    status: 'UNREAD',
    created_at: ago(10 * 60 * 1000),
    metadata: [
      { key: 'patient_id', value: String(100 + id) },
      { key: 'patient_name', value: `Paciente ${id}` },
      { key: 'patient_photo_url', value: '' },
      { key: 'date', value: '2025-09-12' },
    ],
    ...overrides,
  };
}

const all = [
  makeNotification(1, {}),
  makeNotification(2, { code: 'APPOINTMENT_REFUSED', created_at: ago(5 * HOUR) }),
  makeNotification(3, { code: 'APPOINTMENT_CONFIRMED', status: 'READ', created_at: ago(3 * 24 * HOUR) }),
];

function serve(totalUnread = 2, list = all) {
  return mockApi((call) => {
    if (call.method === 'GET' && call.url.startsWith('/api/v1/notifications?')) {
      const unreadOnly = call.url.includes('status=UNREAD');
      const content = unreadOnly ? list.filter((item) => item.status === 'UNREAD') : list;
      return { json: { content, total_elements: content.length, total_pages: 1, total_unread: totalUnread } };
    }
    if (call.method === 'PATCH') return { json: { ...all[0], status: 'READ' } };
    if (call.method === 'POST' && call.url === '/api/v1/notifications/read') return { json: { updated: 2 } };
    return undefined;
  });
}

/** Renders the bell alone and opens its panel; answers the user who did. */
async function openBell() {
  const user = userEvent.setup();
  renderWithSwr(<NotificationBell receiverId={7} />);
  await user.click(await screen.findByRole('button', { name: /^Notificações/ }));
  return user;
}

/** The open panel once its code has loaded (its filters shown): until then it holds a spinner under its title. */
async function findPanel() {
  await screen.findByRole('button', { name: 'Todas' });
  return screen.getByRole('region', { name: 'Notificações' });
}

beforeEach(() => push.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('NotificationBell', () => {
  it('shows the unread count on the bell, capped at 99', async () => {
    serve(150);
    renderWithSwr(<NotificationBell receiverId={7} />);
    const bell = await screen.findByRole('button', { name: 'Notificações, 150 não lidas' });
    expect(within(bell).getByTestId('notification-badge')).toHaveTextContent('99+');
  });

  it('polls the badge as a background call, which does not keep an idle session alive', async () => {
    const { fetchMock } = serve(1);
    renderWithSwr(<NotificationBell receiverId={7} />);
    await screen.findByRole('button', { name: 'Notificações, 1 não lida' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('x-background-call')).toBe('1');
  });

  it('lists notifications with their texts, relative times and a dot on unread ones', async () => {
    serve();
    const user = userEvent.setup();
    renderWithSwr(<NotificationBell receiverId={7} />);
    await user.click(await screen.findByRole('button', { name: 'Notificações, 2 não lidas' }));
    const panel = await findPanel();
    const accepted = await within(panel).findByRole('button', {
      name: /Paciente 1 aceitou o acompanhamento nutricional\./,
    });
    expect(accepted).toHaveTextContent('Há menos de uma hora atrás');
    expect(accepted).toHaveTextContent('Não lida');
    const refused = within(panel).getByRole('button', {
      name: /Paciente 2 recusou o agendamento para o dia 12\/09\./,
    });
    expect(refused).toHaveTextContent('Há 5 horas atrás');
    const confirmed = within(panel).getByRole('button', {
      name: /Paciente 3 confirmou o agendamento para o dia 12\/09\./,
    });
    expect(confirmed).toHaveTextContent('Há 3 dias atrás');
    expect(confirmed).not.toHaveTextContent('Não lida');
  });

  it('says what happened to an invitation and to a patient who moved', async () => {
    const metadata = (entries: Record<string, string>) =>
      Object.entries(entries).map(([key, value]) => ({ key, value }));
    /** A patient who moved to another nutritionist, with how many future consultations that cancelled. */
    const movedAway = (id: number, name: string, canceled: string) =>
      makeNotification(id, {
        code: 'PATIENT_CONNECTION_ENDED',
        metadata: metadata({ patient_name: name, canceled_appointments: canceled }),
      });
    serve(3, [
      makeNotification(4, {
        code: 'PATIENT_CONNECTION_AWAITING_SIGN_UP',
        metadata: metadata({ patient_name: 'joana@exemplo.com', patient_email: 'joana@exemplo.com' }),
      }),
      makeNotification(5, {
        code: 'PATIENT_SIGNED_UP',
        metadata: metadata({ patient_id: '9', patient_name: 'Joana Prado' }),
      }),
      movedAway(6, 'Carolina Mendes Freitas', '1'),
      movedAway(7, 'Eduardo Batista Ramos', '0'),
    ]);
    await openBell();
    const panel = await findPanel();
    expect(
      await within(panel).findByRole('button', {
        name: /joana@exemplo\.com aceitou o convite, mas ainda não tem conta no aplicativo\. Entrará na sua lista de pacientes ao se cadastrar no aplicativo com este e-mail\./,
      }),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /aceitou o acompanhamento/ })).not.toBeInTheDocument();
    expect(
      within(panel).getByRole('button', {
        name: /Joana Prado criou a conta no aplicativo e agora está na sua lista de pacientes\./,
      }),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', {
        name: /Carolina Mendes Freitas passou a ser acompanhado\(a\) por outro nutricionista e saiu da sua lista de pacientes\. 1 consulta futura foi desmarcada\./,
      }),
    ).toBeInTheDocument();
    const eduardo = within(panel).getByRole('button', { name: /Eduardo Batista Ramos passou a ser/ });
    expect(eduardo).not.toHaveTextContent('desmarcada');
  });

  it("'Não lidas' asks only for unread ones; an outside click closes after the fade and resets the filter", async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderWithSwr(
      <>
        <p>Fora do painel</p>
        <NotificationBell receiverId={7} />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: /^Notificações/ }));
    const panel = await findPanel();
    await user.click(within(panel).getByRole('button', { name: 'Não lidas' }));
    expect(within(panel).getByRole('button', { name: 'Não lidas' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.some((call) => call.url.includes('status=UNREAD'))).toBe(true));
    await waitFor(() =>
      expect(within(panel).queryByRole('button', { name: /confirmou/ })).not.toBeInTheDocument(),
    );

    fireEvent.pointerDown(screen.getByText('Fora do painel'));
    // Still there during the 100 ms fade, fading.
    expect(screen.getByRole('region', { name: 'Notificações' })).toHaveAttribute('data-state', 'closing');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Notificações' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: /^Notificações/ }));
    const reopened = await findPanel();
    expect(within(reopened).getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a click marks the notification read and opens its patient', async () => {
    const { calls } = serve();
    const user = await openBell();
    await user.click(await screen.findByRole('button', { name: /Paciente 1 aceitou/ }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/patients/101'));
    expect(calls).toContainEqual({
      method: 'PATCH',
      url: '/api/v1/notifications/1',
      body: { status: 'READ' },
    });
    expect(screen.queryByRole('region', { name: 'Notificações' })).not.toBeInTheDocument();
  });

  it('focus leaving the panel closes it, as a click outside does', async () => {
    serve();
    const user = userEvent.setup();
    renderWithSwr(
      <>
        <NotificationBell receiverId={7} />
        <button type="button">Depois do sino</button>
      </>,
    );
    const bell = await screen.findByRole('button', { name: /^Notificações/ });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    screen.getByRole('button', { name: 'Depois do sino' }).focus();
    await waitFor(() => expect(bell).toHaveAttribute('aria-expanded', 'false'));
  });

  it("'Marcar todas como lidas' clears them for this receiver", async () => {
    const { calls } = serve();
    const user = await openBell();
    // Offered once the list has come, since an empty one has nothing to mark.
    await user.click(await screen.findByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'POST',
        url: '/api/v1/notifications/read',
        body: { receiver_id: 7 },
      }),
    );
  });

  it("an empty list offers no 'Marcar todas como lidas'", async () => {
    serve(0, []);
    await openBell();
    const panel = await findPanel();
    expect(await within(panel).findByText('Nenhuma notificação por aqui.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Marcar todas como lidas' })).not.toBeInTheDocument();
  });
});
