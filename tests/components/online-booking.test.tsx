// Her online booking in the agenda: the settings dialog checks what the API would refuse before sending,
// and the requests waiting for her answer are accepted or declined, the agenda redrawn.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookingRequests } from '@/components/appointments/booking-requests';
import { OnlineBookingDialog } from '@/components/appointments/online-booking-dialog';
import { mockApi } from './api-mock';
import { renderWithSwr } from './swr-render';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
afterEach(() => vi.unstubAllGlobals());

const defaults = {
  slug: null,
  page_url: null,
  enabled: false,
  indexable: false,
  approval_required: false,
  notice_hours: 24,
  horizon_weeks: 4,
  consultation_types: ['ONLINE'],
};

describe('Agendamento online', () => {
  it('refuses a link the API would refuse, then saves the settings as typed', async () => {
    const { calls } = mockApi((call) => {
      if (call.method === 'PUT')
        return { json: { ...defaults, ...(call.body as object), page_url: 'http://p/agendar/ana-souza' } };
      return call.url.endsWith('/booking-settings') ? { json: defaults } : undefined;
    });
    const user = userEvent.setup();
    renderWithSwr(<OnlineBookingDialog nutritionistId={7} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Agendamento online' });
    const link = await within(dialog).findByLabelText('Link da página');
    await user.type(link, 'Ana Souza!');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(link).toHaveAccessibleDescription(/Use de 3 a 40 letras minúsculas/);
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await user.clear(link);
    await user.type(link, 'Ana-Souza');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Página de agendamento ativa' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      slug: 'ana-souza',
      enabled: true,
      indexable: false,
      approval_required: false,
      notice_hours: 24,
      horizon_weeks: 4,
      consultation_types: ['ONLINE'],
    });
  });

  it('lists the requests waiting for her, and accepting one redraws the agenda', async () => {
    const request = {
      id: 3,
      status: 'REQUESTED',
      type: 'ONLINE',
      start_date_time: '2026-12-14T11:00:00.000Z',
      end_date_time: '2026-12-14T11:50:00.000Z',
      name: 'Clara Pedido',
      email: 'clara@exemplo.com',
      phone: '(11) 98765-4321',
      birth_date: null,
      note: 'Primeira consulta',
      created_at: '2026-12-06T10:00:00.000Z',
      appointment_id: null,
    };
    let answered = false;
    const { calls } = mockApi((call) => {
      if (call.method === 'POST') {
        answered = true;
        return { json: { ...request, status: 'BOOKED', appointment_id: 9 } };
      }
      const content = answered ? [] : [request];
      return { json: { content, page: 0, size: 20, total_elements: content.length, total_pages: 1 } };
    });
    const user = userEvent.setup();
    renderWithSwr(<BookingRequests nutritionistId={7} />);
    const region = await screen.findByRole('region', { name: 'Solicitações de agendamento' });
    expect(region).toHaveTextContent('Online em 14/12/2026 às 08:00');
    expect(region).toHaveTextContent('Primeira consulta');
    await user.click(within(region).getByRole('button', { name: 'Aceitar a solicitação de Clara Pedido' }));
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.url).toBe(
      '/api/v1/nutritionists/7/booking-requests/3/accept',
    );
    expect(await screen.findByText(/Solicitação aceita/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Solicitações de agendamento' })).toBeNull(),
    );
  });
});
