import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionAcceptance } from '@/components/patients/connection-acceptance';
import type { InvitationPreview } from '@/lib/api/contract';
import { site } from '@/lib/site';
import { mockApi } from './api-mock';
import { renderWithMessages } from './render';

afterEach(() => vi.unstubAllGlobals());

const CODE = 'abcDEF123_-xyz456789012';
const ACCEPT_URL = `/api/v1/connection-requests/acceptance-codes/${CODE}`;

const preview = (overrides: Partial<InvitationPreview> = {}): InvitationPreview => ({
  nutritionist_name: 'Camila Rocha',
  patient_email: 'joana@exemplo.com',
  has_account: true,
  current_nutritionist_name: null,
  ...overrides,
});

/** Reads the invitation, then answers the POST with `accepted`. */
function mockInvitation(
  invitation: InvitationPreview,
  accepted: { status: number; json?: unknown } = { status: 204 },
) {
  return mockApi((call) => (call.method === 'GET' ? { status: 200, json: invitation } : accepted));
}

function expectStoreLinks() {
  const stores = screen.getByRole('list', { name: 'Baixe o aplicativo' });
  expect(within(stores).getByRole('link', { name: 'Baixar na App Store' })).toHaveAttribute(
    'href',
    site.appStoreUrl,
  );
  expect(within(stores).getByRole('link', { name: 'Disponível no Google Play' })).toHaveAttribute(
    'href',
    site.playStoreUrl,
  );
}

describe('ConnectionAcceptance', () => {
  it('reads the invitation, accepts with one POST, and leads a patient with an account to the app', async () => {
    const { calls } = mockInvitation(preview());
    renderWithMessages(<ConnectionAcceptance code={CODE} />);
    expect(
      await screen.findByRole('heading', { name: 'Solicitação aceita com sucesso!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'A partir de agora Camila Rocha acompanha as refeições que você registra no aplicativo. Entre no aplicativo com o e-mail joana@exemplo.com.',
    );
    expectStoreLinks();
    // Spec 2 §2: 'Acessar conta' leads to the sign-in, which points a patient to the app.
    expect(screen.getByRole('link', { name: 'Acessar conta' })).toHaveAttribute('href', '/login');
    expect(calls).toEqual([
      { method: 'GET', url: ACCEPT_URL, body: undefined },
      { method: 'POST', url: ACCEPT_URL, body: undefined },
    ]);
  });

  it('without an account, says to install the app from the stores and sign up with this e-mail', async () => {
    mockInvitation(preview({ has_account: false }));
    renderWithMessages(<ConnectionAcceptance code={CODE} />);
    await screen.findByRole('heading', { name: 'Solicitação aceita com sucesso!' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(
      'Falta um passo: instale o aplicativo e cadastre-se nele com o e-mail joana@exemplo.com. Assim que sua conta for criada, Camila Rocha passa a acompanhar as refeições que você registrar.',
    );
    expect(status).not.toHaveTextContent('A partir de agora');
    expectStoreLinks();
  });

  it('a patient who follows another nutritionist is told, by name, that accepting ends it, and accepts only when she says so', async () => {
    const { calls } = mockInvitation(preview({ current_nutritionist_name: 'Marina Souza' }));
    renderWithMessages(<ConnectionAcceptance code={CODE} />);
    expect(await screen.findByRole('heading', { name: 'Trocar de nutricionista?' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Hoje você é acompanhado(a) por Marina Souza. Ao aceitar o convite de Camila Rocha, esse acompanhamento termina: Marina Souza deixa de ver seus registros e as suas consultas futuras com Marina Souza são desmarcadas.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agora não' })).toHaveAttribute('href', '/');
    // Nothing is accepted before she chooses.
    expect(calls.map((call) => call.method)).toEqual(['GET']);

    await userEvent.click(
      screen.getByRole('button', { name: 'Aceitar e encerrar o acompanhamento com Marina Souza' }),
    );
    await screen.findByRole('heading', { name: 'Solicitação aceita com sucesso!' });
    expect(screen.getByRole('status')).toHaveTextContent('O acompanhamento com Marina Souza foi encerrado.');
    expect(calls.at(-1)).toEqual({ method: 'POST', url: ACCEPT_URL, body: { end_current_follow_up: true } });
  });

  it('a withdrawn invitation says so', async () => {
    mockApi(() => ({ status: 410, json: { status: 410, code: 'CONNECTION_WITHDRAWN', detail: 'x' } }));
    renderWithMessages(<ConnectionAcceptance code={CODE} />);
    expect(await screen.findByRole('heading', { name: 'Erro ao aceitar solicitação' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Este convite foi retirado pelo nutricionista.');
  });

  it('a link opened again after it was accepted says so, not that accepting failed', async () => {
    const { calls } = mockApi(() => ({
      status: 409,
      json: { status: 409, code: 'CONNECTION_ALREADY_ACCEPTED', detail: 'x' },
    }));
    renderWithMessages(<ConnectionAcceptance code={CODE} />);
    expect(
      await screen.findByRole('heading', { name: 'Esta solicitação já foi aceita' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Erro ao aceitar solicitação' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Você já aceitou este convite');
    expectStoreLinks();
    expect(screen.getByRole('link', { name: 'Acessar conta' })).toHaveAttribute('href', '/login');
    // Read only: nothing is posted again.
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it.each([
    [404, 'INVALID_ACCEPTANCE_CODE'],
    [410, 'ACCEPTANCE_CODE_EXPIRED'],
  ])('a refused code (%i %s) gives the error page with the app link and no retry', async (status, code) => {
    // The GET meets the same refusals as the POST: nothing more is asked.
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
          calls.push(`${init?.method ?? 'GET'} ${String(input)}`);
          if (init?.method !== 'POST') return new Response(JSON.stringify(preview()), { status: 200 });
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
      expect(calls).toEqual([`GET ${ACCEPT_URL}`, `POST ${ACCEPT_URL}`]);

      const retry = screen.getByRole('button', { name: 'Tentar novamente' });
      retry.focus();
      await userEvent.keyboard('{Enter}');
      expect(
        await screen.findByRole('heading', { name: 'Solicitação aceita com sucesso!' }),
      ).toBeInTheDocument();
      expect(calls).toEqual([`GET ${ACCEPT_URL}`, `POST ${ACCEPT_URL}`, `POST ${ACCEPT_URL}`]);
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
    // Reading the invitation failed: the retry reads it again.
    await waitFor(() => expect(calls.map((call) => call.method)).toEqual(['GET', 'GET']));
    // The same button, out of its busy state and still focused, for another try.
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    expect(retry).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Serviço indisponível no momento' })).toBeInTheDocument();
  });
});
