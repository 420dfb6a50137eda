import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpenInvitations } from '@/components/patients/open-invitations';
import type { ConnectionRequest, ConnectionRequestPage } from '@/lib/api/contract';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

afterEach(() => vi.unstubAllGlobals());

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const brDate = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date(iso));

const invitation = (overrides: Partial<ConnectionRequest>): ConnectionRequest => ({
  id: 1,
  nutritionist_id: 7,
  patient_email: 'aberto@exemplo.com',
  status: 'PENDING',
  created_at: inDays(-2),
  expires_at: inDays(5),
  accepted_at: null,
  ...overrides,
});

const open = invitation({ id: 1 });
const expired = invitation({
  id: 2,
  patient_email: 'expirado@exemplo.com',
  created_at: inDays(-10),
  expires_at: inDays(-3),
});
const accepted = invitation({
  id: 3,
  patient_email: 'joana@exemplo.com',
  status: 'ACCEPTED',
  created_at: inDays(-4),
  accepted_at: inDays(-1),
});
const page = (content: ConnectionRequest[]): ConnectionRequestPage => ({
  content,
  total_elements: content.length,
  total_pages: 1,
});
const BASE = '/api/v1/nutritionists/7/connection-requests';

describe('OpenInvitations', () => {
  it('lists open, expired and accepted-without-account invitations with their dates (dd/mm/yyyy)', () => {
    mockApi(() => undefined);
    renderWithSwr(<OpenInvitations nutritionistId={7} initial={page([open, expired, accepted])} />);
    const section = screen.getByRole('region', { name: '3 convites ainda sem paciente' });
    const items = within(section).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('aberto@exemplo.com');
    expect(items[0]).toHaveTextContent('Aguardando aceite');
    expect(items[0]).toHaveTextContent(
      `Enviado em ${brDate(open.created_at)} · vale até ${brDate(open.expires_at)}`,
    );
    expect(items[1]).toHaveTextContent('Expirado');
    expect(items[1]).toHaveTextContent(`expirou em ${brDate(expired.expires_at)}`);
    expect(items[2]).toHaveTextContent('Aceito, sem conta no aplicativo');
    expect(items[2]).toHaveTextContent(
      `aceito em ${brDate(accepted.accepted_at!)}. Entra na sua lista quando se cadastrar no aplicativo com este e-mail.`,
    );
    expect(brDate(open.created_at)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    // Only an open (or expired) one is sent again or withdrawn.
    expect(
      within(items[0]!).getByRole('button', { name: 'Reenviar convite para aberto@exemplo.com' }),
    ).toBeVisible();
    expect(
      within(items[1]!).getByRole('button', { name: 'Retirar convite de expirado@exemplo.com' }),
    ).toBeVisible();
    expect(within(items[2]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing while there is no invitation', () => {
    mockApi(() => undefined);
    renderWithSwr(<OpenInvitations nutritionistId={7} initial={page([])} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("'Reenviar' sends it again and shows the new validity; 'Retirar' takes it out of the list", async () => {
    const renewed = { ...expired, expires_at: inDays(7) };
    const { calls } = mockApi((call) => {
      if (call.method === 'POST' && call.url === `${BASE}/2/resend`) return { status: 200, json: renewed };
      if (call.method === 'DELETE' && call.url === `${BASE}/1`) return { status: 204 };
      return undefined;
    });
    renderWithSwr(<OpenInvitations nutritionistId={7} initial={page([open, expired])} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reenviar convite para expirado@exemplo.com' }));
    expect(
      await screen.findByText('Convite reenviado para o e-mail expirado@exemplo.com!'),
    ).toBeInTheDocument();
    const item = screen.getByText('expirado@exemplo.com').closest('li')!;
    expect(item).toHaveTextContent(`vale até ${brDate(renewed.expires_at)}`);
    expect(item).toHaveTextContent('Aguardando aceite');

    await user.click(screen.getByRole('button', { name: 'Retirar convite de aberto@exemplo.com' }));
    expect(await screen.findByText('Convite para aberto@exemplo.com retirado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('aberto@exemplo.com')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: '1 convite ainda sem paciente' })).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `POST ${BASE}/2/resend`,
      `DELETE ${BASE}/1`,
    ]);
  });

  it('a refused send says why and keeps the invitation', async () => {
    mockApi(() => ({ status: 429, json: { status: 429, code: 'TOO_MANY_INVITATIONS', detail: 'x' } }));
    renderWithSwr(<OpenInvitations nutritionistId={7} initial={page([open])} />);
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar convite para aberto@exemplo.com' }));
    expect(
      await screen.findByText('Você atingiu o limite de convites por hora. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
    expect(screen.getByText('aberto@exemplo.com')).toBeInTheDocument();
  });

  it('when the page could not read them, asks again from the browser', async () => {
    const { calls } = mockApi(() => ({ status: 200, json: page([accepted]) }));
    renderWithSwr(<OpenInvitations nutritionistId={7} initial={null} />);
    expect(await screen.findByText('joana@exemplo.com')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${BASE}?size=20` });
  });
});
