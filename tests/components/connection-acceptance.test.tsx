import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionAcceptance } from '@/components/patients/connection-acceptance';
import { mockApi } from './api-mock';
import { renderWithMessages } from './render';

afterEach(() => vi.unstubAllGlobals());

const CODE = 'abcDEF123_-xyz456789012';
const ACCEPT_URL = `/api/v1/connection-requests/acceptance-codes/${CODE}`;

describe('ConnectionAcceptance', () => {
  it('accepts with one POST when it runs, then offers to sign in', async () => {
    const { calls } = mockApi(() => ({ status: 204 }));
    renderWithMessages(<ConnectionAcceptance code={CODE} />);
    expect(
      await screen.findByRole('heading', { name: 'Solicitação aceita com sucesso!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acessar conta' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([{ method: 'POST', url: ACCEPT_URL, body: undefined }]);
  });

  it.each([
    [404, 'INVALID_ACCEPTANCE_CODE'],
    [409, 'CONNECTION_ALREADY_ACCEPTED'],
    [410, 'ACCEPTANCE_CODE_EXPIRED'],
  ])('a refused code (%i %s) gives the error page with the app link and no retry', async (status, code) => {
    const { calls } = mockApi(() => ({ status, json: { status, code, detail: 'x' } }));
    renderWithMessages(<ConnectionAcceptance code={CODE} />);
    expect(await screen.findByRole('heading', { name: 'Erro ao aceitar solicitação' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Verifique se o código do link está correto ou se a solicitação já foi aceita.',
    );
    expect(screen.getByRole('link', { name: 'Acessar aplicativo' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['no answer at all', undefined],
    ['a 500', { status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' } }],
    [
      'a 503 from the portal',
      { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } },
    ],
    ['a 429', { status: 429, json: { status: 429, code: 'TOO_MANY_REQUESTS', detail: 'x' } }],
  ])(
    '%s says the service could not be reached, not that the code is invalid, and retries the POST',
    async (_, failure) => {
      const calls: string[] = [];
      let attempt = 0;
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          calls.push(`${init?.method} ${String(input)}`);
          attempt += 1;
          if (attempt > 1) return new Response(null, { status: 204 });
          if (!failure) throw new TypeError('Failed to fetch');
          return new Response(JSON.stringify(failure.json), {
            status: failure.status,
            headers: { 'Content-Type': 'application/problem+json' },
          });
        }),
      );
      renderWithMessages(<ConnectionAcceptance code={CODE} />);
      expect(
        await screen.findByRole('heading', { name: 'Serviço indisponível no momento' }),
      ).toBeInTheDocument();
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent('Não foi possível falar com o serviço para aceitar a solicitação.');
      expect(alert).not.toHaveTextContent('Verifique se o código do link está correto');
      expect(calls).toEqual([`POST ${ACCEPT_URL}`]);

      const retry = screen.getByRole('button', { name: 'Tentar novamente' });
      retry.focus();
      await userEvent.keyboard('{Enter}');
      expect(
        await screen.findByRole('heading', { name: 'Solicitação aceita com sucesso!' }),
      ).toBeInTheDocument();
      expect(calls).toEqual([`POST ${ACCEPT_URL}`, `POST ${ACCEPT_URL}`]);
    },
  );

  it('a retry that fails again keeps the retry offered', async () => {
    const { calls } = mockApi(() => ({
      status: 503,
      json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' },
    }));
    renderWithMessages(<ConnectionAcceptance code={CODE} />);
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    await userEvent.click(retry);
    await waitFor(() => expect(calls).toHaveLength(2));
    // The same button, out of its busy state and still focused, for another try.
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    expect(retry).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Serviço indisponível no momento' })).toBeInTheDocument();
  });
});
