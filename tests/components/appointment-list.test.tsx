import { screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { AppointmentDetails } from '@/components/appointments/appointment-details';
import { AppointmentList } from '@/components/appointments/appointment-list';
import { RecordViewFilter } from '@/components/appointments/record-view-filter';
import { PatientOptions } from '@/components/patients/patient-options';
import type { Appointment } from '@/lib/api/contract';
import messages from '@/messages/pt-BR.json';
import { renderWithMessages } from './render';

// Server components: their translations come from next-intl/server, here the real pt-BR messages.
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'pt-BR', messages, namespace: namespace as never }),
}));

// The page's clock: Saturday 10 January 2026, noon in São Paulo.
const NOW = new Date('2026-01-10T12:00:00-03:00').getTime();

function appointment(
  id: number,
  name: string,
  status: Appointment['status'],
  start: string,
  minutes = 50,
): Appointment {
  const startInstant = new Date(start);
  return {
    id,
    patient: { id: id + 100, name, photo_url: null },
    nutritionist_id: 7,
    patient_id: id + 100,
    type: 'ONLINE',
    status,
    start_date_time: startInstant.toISOString(),
    end_date_time: new Date(startInstant.getTime() + minutes * 60_000).toISOString(),
    date_time: startInstant.toISOString(),
    nutritionist_address: null,
    attendance_confirmed_at: null,
  };
}

/** The page's list of appointments, at NOW. */
async function renderList(appointments: Appointment[]) {
  renderWithMessages(await AppointmentList({ now: NOW, appointments }));
}

/** One appointment's details, at NOW, without its patient's record. */
async function renderDetails(appointment: Appointment) {
  renderWithMessages(await AppointmentDetails({ appointment, patient: null, now: NOW }));
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('AppointmentList', () => {
  it("a begun consultation still only confirmed reads 'Resultado pendente'; the others their status", async () => {
    await renderList([
      appointment(1, 'Ana Pendente', 'CONFIRMED', '2026-01-09T09:00:00-03:00'),
      appointment(2, 'Bruno Realizada', 'COMPLETED', '2026-01-08T09:00:00-03:00'),
      appointment(3, 'Carla Faltou', 'NO_SHOW', '2026-01-07T09:00:00-03:00'),
      appointment(4, 'Davi Cancelada', 'CANCELED', '2026-01-06T09:00:00-03:00'),
      appointment(5, 'Eva Confirmada', 'CONFIRMED', '2026-01-12T09:00:00-03:00'),
    ]);
    expect(rowOf('Ana Pendente')).toHaveTextContent('Resultado pendente');
    expect(rowOf('Ana Pendente')).not.toHaveTextContent('Confirmada');
    expect(rowOf('Bruno Realizada')).toHaveTextContent('Realizada');
    expect(rowOf('Carla Faltou')).toHaveTextContent('Faltou');
    expect(rowOf('Davi Cancelada')).toHaveTextContent('Cancelada');
    expect(rowOf('Davi Cancelada')).not.toHaveTextContent('Resultado pendente');
    expect(rowOf('Eva Confirmada')).toHaveTextContent('Confirmada');
  });

  it('each row names the weekday and the date, and its one link opens the appointment', async () => {
    await renderList([
      appointment(1, 'Ana', 'COMPLETED', '2025-12-20T09:00:00-03:00'),
      appointment(2, 'Bruno', 'CONFIRMED', '2026-12-07T09:00:00-03:00'),
    ]);
    expect(rowOf('Ana')).toHaveTextContent('sáb., 20/12/2025 09:00');
    expect(rowOf('Bruno')).toHaveTextContent('seg., 07/12/2026 09:00');
    const links = within(rowOf('Bruno')).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Ver consulta de Bruno em seg., 07/12/2026 09:00');
    expect(links[0]).toHaveAttribute('href', '/appointments/2');
    // A real link, stretched over its row (no click handler on the row): the keyboard reaches it.
    expect(links[0]?.className).toMatch(/rowLink/);
    expect(rowOf('Bruno')).not.toHaveAttribute('onclick');
  });
});

describe("a patient's record: her consultations", () => {
  it("the 'Consulta' card leads to her consultations, not to the general list", async () => {
    renderWithMessages(await PatientOptions({ patientId: 42 }));
    expect(screen.getByRole('link', { name: /^ConsultaConsultas marcadas/ })).toHaveAttribute(
      'href',
      '/patients/42/appointments',
    );
  });

  it("lists hers without a Paciente column, each row headed by its date; 'Próximas' and 'Anteriores' are links", async () => {
    renderWithMessages(
      <>
        {await RecordViewFilter({ patientId: 42, view: 'past' })}
        {
          await AppointmentList({
            now: NOW,
            ofPatient: true,
            appointments: [appointment(1, 'Ana', 'NO_SHOW', '2026-01-07T09:00:00-03:00')],
          })
        }
      </>,
    );
    expect(screen.queryByRole('columnheader', { name: 'Paciente' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'qua., 07/01/2026 09:00' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /qua\., 07\/01\/2026/ })).toHaveTextContent('Faltou');
    const views = screen.getByRole('navigation', { name: 'Quais consultas' });
    expect(within(views).getByRole('link', { name: 'Próximas' })).toHaveAttribute(
      'href',
      '/patients/42/appointments',
    );
    expect(within(views).getByRole('link', { name: 'Anteriores' })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: 'Anteriores' })).toHaveAttribute(
      'href',
      '/patients/42/appointments?view=past',
    );
  });
});

describe('AppointmentDetails', () => {
  it("shows the end the API answered and, once begun without an outcome, 'Resultado pendente'", async () => {
    // An hour-long consultation of last year (APPOINTMENT_DURATION_MINUTES=60 upstream).
    await renderDetails(appointment(1, 'Ana', 'CONFIRMED', '2025-12-20T09:00:00-03:00', 60));
    const details = screen.getByRole('region', { name: 'Detalhes da consulta' });
    const fact = (term: string) => within(details).getByText(term).nextElementSibling;
    expect(fact('Quando')).toHaveTextContent('20/12/2025');
    expect(fact('Horário')).toHaveTextContent('09:00 às 10:00');
    expect(fact('Status')).toHaveTextContent('Resultado pendente');
  });

  it("links to the patient's record and to her consultation notes", async () => {
    await renderDetails(appointment(1, 'Ana', 'CONFIRMED', '2026-01-12T09:00:00-03:00'));
    const links = screen.getByRole('navigation', { name: 'Registros do paciente' });
    expect(within(links).getByRole('link', { name: 'Abrir prontuário' })).toHaveAttribute(
      'href',
      '/patients/101',
    );
    expect(within(links).getByRole('link', { name: 'Notas de consulta' })).toHaveAttribute(
      'href',
      '/patients/101/consultations',
    );
  });

  it('a recorded outcome shows as its status', async () => {
    await renderDetails(appointment(1, 'Ana', 'NO_SHOW', '2026-01-09T09:00:00-03:00'));
    const details = screen.getByRole('region', { name: 'Detalhes da consulta' });
    expect(within(details).getByText('Status').nextElementSibling).toHaveTextContent('Faltou');
  });
});
