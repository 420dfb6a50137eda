import { screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { TodayList } from '@/components/home/today-appointments';
import type { Appointment } from '@/lib/api/contract';
import messages from '@/messages/pt-BR.json';
import { renderWithMessages } from './render';

// Server components: their translations come from next-intl/server, here the real pt-BR messages.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'pt-BR', messages, namespace: namespace as never }),
}));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));

// The home's clock: Monday 7 December 2026, 10:00 in São Paulo.
const NOW = new Date('2026-12-07T10:00:00-03:00').getTime();

function appointment(id: number, name: string, start: string, status: Appointment['status']): Appointment {
  const instant = new Date(start);
  return {
    id,
    patient: { id: id + 100, name, photo_url: null },
    nutritionist_id: 7,
    patient_id: id + 100,
    type: id % 2 ? 'ON_SITE' : 'ONLINE',
    status,
    start_date_time: instant.toISOString(),
    end_date_time: new Date(instant.getTime() + 50 * 60_000).toISOString(),
    date_time: instant.toISOString(),
    nutritionist_address: null,
    attendance_confirmed_at: null,
  };
}

async function renderToday(appointments: Appointment[] | null) {
  renderWithMessages(
    await TodayList({ today: Promise.resolve(appointments ? { appointments, now: NOW } : null) }),
  );
}

describe("the nutritionist's home: 'Consultas de hoje'", () => {
  it('lists time, patient, type and status, linking to her record and to the consultation', async () => {
    await renderToday([
      appointment(1, 'Ana Souza', '2026-12-07T09:00:00-03:00', 'CONFIRMED'),
      appointment(2, 'Bruno Lima', '2026-12-07T14:30:00-03:00', 'CONFIRMED'),
    ]);
    const ana = screen.getByRole('row', { name: /09:00/ });
    expect(ana).toHaveTextContent('Presencial');
    // Begun without an outcome: it awaits one.
    expect(ana).toHaveTextContent('Resultado pendente');
    expect(within(ana).getByRole('link', { name: 'Ana Souza' })).toHaveAttribute('href', '/patients/101');
    expect(within(ana).getByRole('link', { name: 'Ver consulta de Ana Souza às 09:00' })).toHaveAttribute(
      'href',
      '/appointments/1',
    );
    const bruno = screen.getByRole('row', { name: /14:30/ });
    expect(bruno).toHaveTextContent('Online');
    expect(bruno).toHaveTextContent('Confirmada');
    expect(within(bruno).getByRole('link', { name: 'Bruno Lima' })).toHaveAttribute('href', '/patients/102');
  });

  it('says the day is free when there is nothing today', async () => {
    await renderToday([]);
    expect(screen.getByRole('heading', { name: 'Nenhuma consulta hoje' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the list could not load, with a retry, when the API failed', async () => {
    await renderToday(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as consultas de hoje.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
