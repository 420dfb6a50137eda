import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionEndedNotice } from '@/components/shell/session-ended-notice';
import { requestJson } from '@/lib/api/browser/client';
import { foodstuffPageSchema } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

afterEach(() => vi.unstubAllGlobals());

describe('SessionEndedNotice', () => {
  it('a call that finds the session ended says so and offers to sign in from a new tab, keeping the page', async () => {
    mockApi(() => ({ status: 401, json: { status: 401, code: 'SESSION_EXPIRED', detail: 'x' } }));
    renderWithSwr(<SessionEndedNotice />);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await expect(requestJson('/api/v1/foodstuffs?page=0&size=4', foodstuffPageSchema)).rejects.toMatchObject({
      status: 401,
    });
    const notice = await screen.findByRole('alertdialog', { name: 'Sua sessão expirou' });
    const newTab = within(notice).getByRole('link', { name: 'Entrar em uma nova aba' });
    expect(newTab).toHaveAttribute('href', '/login');
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(within(notice).getByRole('button', { name: 'Entrar nesta aba' })).toBeVisible();
  });

  it('waits while she signs in from a new tab: failures then do not raise it again until she is back', async () => {
    mockApi(() => ({ status: 401, json: { status: 401, code: 'SESSION_EXPIRED', detail: 'x' } }));
    const user = userEvent.setup();
    renderWithSwr(<SessionEndedNotice />);
    const fail = () =>
      expect(requestJson('/api/v1/foodstuffs', foodstuffPageSchema)).rejects.toMatchObject({ status: 401 });
    await fail();
    const notice = await screen.findByRole('alertdialog', { name: 'Sua sessão expirou' });
    const newTab = within(notice).getByRole('link', { name: 'Entrar em uma nova aba' });
    // jsdom opens no tab.
    newTab.addEventListener('click', (event) => event.preventDefault());
    await user.click(newTab);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // A call retried while she is in the other tab.
    await fail();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // Back on this page, still signed out: the next failure says so again.
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await fail();
    expect(await screen.findByRole('alertdialog', { name: 'Sua sessão expirou' })).toBeVisible();
  });

  it('other failures do not raise it', async () => {
    mockApi(() => ({ status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }));
    renderWithSwr(<SessionEndedNotice />);
    await expect(requestJson('/api/v1/foodstuffs', foodstuffPageSchema)).rejects.toMatchObject({
      status: 503,
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
