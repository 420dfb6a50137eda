import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionAcceptance } from '@/components/patients/connection-acceptance';
import { mockApi } from './api-mock';
import { renderWithMessages } from './render';

afterEach(() => vi.unstubAllGlobals());

describe('ConnectionAcceptance', () => {
  it('accepts with one POST when it runs, then offers to sign in', async () => {
    const { calls } = mockApi(() => ({ status: 204 }));
    renderWithMessages(<ConnectionAcceptance code="abcDEF123_-xyz456789012" />);
    expect(
      await screen.findByRole('heading', { name: 'Solicitação aceita com sucesso!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar conta' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/v1/connection-requests/acceptance-codes/abcDEF123_-xyz456789012',
        body: undefined,
      },
    ]);
  });

  it('a refused code (unknown, used or expired) gives the error page with the app link', async () => {
    mockApi(() => ({ status: 409, json: { status: 409, code: 'CONNECTION_ALREADY_ACCEPTED', detail: 'x' } }));
    renderWithMessages(<ConnectionAcceptance code="abcDEF123_-xyz456789012" />);
    expect(await screen.findByRole('heading', { name: 'Erro ao aceitar solicitação' })).toBeInTheDocument();
    expect(screen.getByText(/já foi aceita/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar aplicativo' })).toHaveAttribute('href', '/login');
  });

  it('no answer at all is a failure too, not an endless spinner', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network'))),
    );
    renderWithMessages(<ConnectionAcceptance code="abcDEF123_-xyz456789012" />);
    expect(await screen.findByRole('heading', { name: 'Erro ao aceitar solicitação' })).toBeInTheDocument();
  });
});
