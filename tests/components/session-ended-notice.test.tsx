import { screen, within } from '@testing-library/react';
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

  it('other failures do not raise it', async () => {
    mockApi(() => ({ status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }));
    renderWithSwr(<SessionEndedNotice />);
    await expect(requestJson('/api/v1/foodstuffs', foodstuffPageSchema)).rejects.toMatchObject({
      status: 503,
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
