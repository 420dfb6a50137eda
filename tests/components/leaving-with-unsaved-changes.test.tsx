// Ways out of a page that are no link (signing out, opening a notification) ask first while a form of the
// page has unsaved changes, as the page's links do: a changed meal plan was lost to 'Sair da conta'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/components/notifications/notification-bell';
import { UserMenu } from '@/components/shell/user-menu';
import { useUnsavedChangesGuard } from '@/components/ui/use-unsaved-changes-guard';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

const MESSAGE = 'Você tem alterações não salvas. Deseja sair mesmo assim?';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

function ChangedForm({ dirty = true }: { dirty?: boolean }) {
  useUnsavedChangesGuard(dirty, MESSAGE);
  return null;
}

function Shell({ dirty }: { dirty?: boolean }) {
  return (
    <>
      <ChangedForm dirty={dirty} />
      <UserMenu name="Camila Rocha" photoUrl={null} roleLabel="Nutricionista" profileHref="/profile" />
    </>
  );
}

/** The page unloads: true when its guard asked the browser to confirm. */
function unloadAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  Object.defineProperty(event, 'returnValue', { value: '', writable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

const sessionCalls = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.url.startsWith('/api/session'));

beforeEach(() => push.mockReset());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('signing out with unsaved changes', () => {
  it("'Sair da conta' asks first: staying keeps the session and the page", async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = mockApi(() => ({ status: 204 }));
    const user = userEvent.setup();
    renderWithSwr(<Shell />);
    await user.click(screen.getByRole('button', { name: /Camila Rocha/ }));
    await user.click(screen.getByRole('button', { name: 'Sair da conta' }));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(sessionCalls(api.calls)).toEqual([]);
    expect(unloadAsks()).toBe(true);
  });

  it('agreeing signs out, and the page then unloads without a second question', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = mockApi(() => ({ status: 204 }));
    const user = userEvent.setup();
    renderWithSwr(<Shell />);
    await user.click(screen.getByRole('button', { name: /Camila Rocha/ }));
    await user.click(screen.getByRole('button', { name: 'Sair da conta' }));
    await waitFor(() =>
      expect(sessionCalls(api.calls)).toEqual([{ method: 'DELETE', url: '/api/session', body: undefined }]),
    );
    expect(unloadAsks()).toBe(false);
  });

  it("a failed 'Sair de todos os dispositivos' keeps the page, which guards its changes again", async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const api = mockApi(() => ({
      status: 503,
      json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' },
    }));
    const user = userEvent.setup();
    renderWithSwr(<Shell />);
    await user.click(screen.getByRole('button', { name: /Camila Rocha/ }));
    await user.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    await waitFor(() => expect(sessionCalls(api.calls)).toHaveLength(1));
    await screen.findByText(/Não foi possível sair de todos os dispositivos/);
    expect(unloadAsks()).toBe(true);
  });

  it('nothing changed: signing out asks nothing', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const api = mockApi(() => ({ status: 204 }));
    const user = userEvent.setup();
    renderWithSwr(<Shell dirty={false} />);
    await user.click(screen.getByRole('button', { name: /Camila Rocha/ }));
    await user.click(screen.getByRole('button', { name: 'Sair da conta' }));
    await waitFor(() => expect(sessionCalls(api.calls)).toHaveLength(1));
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('opening a notification with unsaved changes', () => {
  // The bell imports its panel on first open; compiling that module for the test took over findBy's second
  // on a busy machine, so it is compiled before the test (what is tested is the question, not the loading).
  beforeAll(async () => {
    await import('@/components/notifications/notifications-panel');
  });
  const unread = {
    id: 1,
    code: 'PATIENT_CONNECTION_ACCEPTED',
    status: 'UNREAD',
    created_at: new Date(Date.now() - 10 * 60 * 1000).toISOString(),
    metadata: [
      { key: 'patient_id', value: '101' },
      { key: 'patient_name', value: 'Paciente 1' },
      { key: 'patient_photo_url', value: '' },
      { key: 'date', value: '2025-09-12' },
    ],
  };
  const serve = () =>
    mockApi((call) => {
      if (call.method === 'GET' && call.url.startsWith('/api/v1/notifications?'))
        return { json: { content: [unread], total_elements: 1, total_pages: 1, total_unread: 1 } };
      if (call.method === 'PATCH') return { json: { ...unread, status: 'READ' } };
      return undefined;
    });

  it('asks first: staying neither opens it nor marks it read', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const api = serve();
    const user = userEvent.setup();
    renderWithSwr(
      <>
        <ChangedForm />
        <NotificationBell receiverId={7} />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: /^Notificações/ }));
    const panel = await screen.findByRole('region', { name: 'Notificações' });
    await user.click(await within(panel).findByRole('button', { name: /Paciente 1 aceitou/ }));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(push).not.toHaveBeenCalled();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    confirm.mockReturnValue(true);
    await user.click(within(panel).getByRole('button', { name: /Paciente 1 aceitou/ }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/patients/101'));
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  });
});
