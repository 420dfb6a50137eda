import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { mutate, SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppointmentActions } from '@/components/appointments/appointment-actions';
import { AppointmentOutcome } from '@/components/appointments/appointment-outcome';
import { BookAppointmentDialog } from '@/components/appointments/book-appointment-dialog';
import { BookReturn } from '@/components/appointments/book-return';
import { CalendarFeedDialog } from '@/components/appointments/calendar-feed-dialog';
import { WeekAvailabilityDialog } from '@/components/appointments/week-availability-dialog';
import { ToastProvider } from '@/components/ui/toast-provider';
import { MONTH_NAMES } from '@/lib/format/dates';
import messages from '@/messages/pt-BR.json';
import { answerGate, mockApi, type RecordedCall } from './api-mock';
import { renderWithSwr } from './swr-render';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockReset();
});

// A date ten days ahead, as the API writes it and as the form shows it.
const ahead = new Date(Date.now() + 10 * 24 * 3_600_000);
const isoAhead = ahead.toISOString().slice(0, 10);
const brAhead = `${isoAhead.slice(8, 10)}/${isoAhead.slice(5, 7)}/${isoAhead.slice(0, 4)}`;
/** One day of free hours as the API answers them: starts, and each slot with its end. */
const freeDay = (date: string, slots: [string, string][]) => ({
  date,
  available_hours: slots.map(([start]) => start),
  available_slots: slots.map(([start, end]) => ({ start, end })),
});
const availability = {
  days: [
    freeDay(isoAhead, [
      ['09:00', '09:50'],
      ['09:50', '10:40'],
    ]),
  ],
};
const patients = (names: string[]) => ({
  content: names.map((name, index) => ({
    id: index + 1,
    name,
    photo_url: null,
    birth_date: null,
    gender: null,
    physical_activity_factor: null,
    has_active_meal_plan: false,
  })),
  total_elements: names.length,
  total_pages: 1,
});

const appointment = {
  id: 3,
  patient: { id: 1, name: 'Ana', photo_url: null },
  nutritionist_id: 7,
  patient_id: 1,
  type: 'ONLINE',
  status: 'CONFIRMED',
  start_date_time: '2026-12-01T12:00:00.000Z',
  end_date_time: '2026-12-01T12:50:00.000Z',
  date_time: '2026-12-01T12:00:00.000Z',
  nutritionist_address: null,
  attendance_confirmed_at: null,
};

/**
 * The portal's one SWR cache, as the app has it (no provider of its own): refreshAvailability() refreshes the
 * free hours there. Emptied after each test.
 */
function renderWithAppCache(ui: ReactElement) {
  return render(
    <NextIntlClientProvider locale="pt-BR" messages={messages} timeZone="America/Sao_Paulo">
      <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false }}>
        <ToastProvider>{ui}</ToastProvider>
      </SWRConfig>
    </NextIntlClientProvider>,
  );
}
afterEach(() => mutate(() => true, undefined, { revalidate: false }));

/** The free hours until the hour is taken (by a write that answers 409), then without it. */
function takenHourApi(write: string, code: 'SLOT_TAKEN' | 'SLOT_UNAVAILABLE') {
  let taken = false;
  return mockApi((call) => {
    if (call.url.includes('/availabilities')) {
      return {
        json: taken ? { days: [freeDay(isoAhead, [['09:50', '10:40']])] } : availability,
      };
    }
    if (call.url.includes('/patients')) return { json: patients(['Ana', 'José Carlos']) };
    if (call.method === write) {
      taken = true;
      return { status: 409, json: { status: 409, code, detail: 'x' } };
    }
    return undefined;
  });
}

const hoursOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Chooses Ana, the type, the free date and `hour` in the booking dialog. */
async function chooseBooking(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  { type, hour }: { type: 'Online' | 'Presencial'; hour: string },
) {
  await user.click(await within(dialog).findByRole('radio', { name: 'Ana' }));
  await user.selectOptions(within(dialog).getByLabelText('Tipo de consulta'), type);
  await user.click(within(dialog).getByRole('button', { name: `Escolher ${brAhead}` }));
  await user.selectOptions(within(dialog).getByLabelText('Horário'), hour);
}

function agendaApi(
  extra: (call: RecordedCall) => { status?: number; json?: unknown } | undefined = () => undefined,
) {
  return mockApi((call) => {
    if (call.url.includes('/availabilities')) return { json: availability };
    if (call.url.includes('/patients')) {
      return {
        json: call.url.includes('patient_name=jose')
          ? patients(['José Carlos'])
          : patients(['Ana', 'José Carlos']),
      };
    }
    return extra(call);
  });
}

describe('BookAppointmentDialog', () => {
  it("'Agendar' is enabled only once patient, type, a complete date and an hour are chosen, and books that slot", async () => {
    const { calls } = agendaApi((call) =>
      call.method === 'POST' ? { status: 201, json: appointment } : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<BookAppointmentDialog nutritionistId={7} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Agendar manualmente' });
    const submit = within(dialog).getByRole('button', { name: 'Agendar' });
    expect(submit).toBeDisabled();

    await user.click(await within(dialog).findByRole('radio', { name: 'Ana' }));
    expect(submit).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Tipo de consulta'), 'Online');
    expect(submit).toBeDisabled();
    const date = within(dialog).getByLabelText('Data');
    await user.type(date, brAhead.slice(0, 9));
    expect(submit).toBeDisabled();
    // Only the dates with free hours are offered; a complete date opens its hours.
    await user.click(within(dialog).getByRole('button', { name: `Escolher ${brAhead}` }));
    expect(date).toHaveValue(brAhead);
    expect(submit).toBeDisabled();
    const hour = within(dialog).getByLabelText('Horário');
    expect(
      within(hour)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione', '09:00', '09:50']);
    await user.selectOptions(hour, '09:50');
    expect(submit).toBeEnabled();

    await user.click(submit);
    expect(await screen.findByText('Consulta agendada com sucesso!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v1/appointments',
      body: { nutritionist_id: 7, patient_id: 1, type: 'ONLINE', date_time: `${isoAhead}T09:50:00` },
    });
    expect(refresh).toHaveBeenCalled();
  });

  it('a date without free hours offers none, and the search asks for 4 patients by name', async () => {
    const { calls } = agendaApi();
    const user = userEvent.setup();
    renderWithSwr(<BookAppointmentDialog nutritionistId={7} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Agendar manualmente' });
    await within(dialog).findByRole('button', { name: `Escolher ${brAhead}` });
    await user.type(within(dialog).getByLabelText('Data'), '01/01/2099');
    expect(within(dialog).getByText(/Não há horários livres nesta data/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Horário')).toBeDisabled();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Buscar paciente' }), 'jose');
    expect(await within(dialog).findByRole('radio', { name: 'José Carlos' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('radio', { name: 'Ana' })).not.toBeInTheDocument());
    const search = calls.find((call) => call.url.includes('patient_name=jose'));
    expect(search?.url).toContain('size=4');
  });

  it('a failed booking says so and keeps the modal open', async () => {
    agendaApi((call) =>
      call.method === 'POST'
        ? { status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<BookAppointmentDialog nutritionistId={7} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Agendar manualmente' });
    await chooseBooking(user, dialog, { type: 'Presencial', hour: '09:00' });
    await user.click(within(dialog).getByRole('button', { name: 'Agendar' }));
    expect(
      await screen.findByText('Ocorreu um erro ao agendar a consulta. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Agendar manualmente' })).toBeInTheDocument();
    // Any other failure keeps the hour: trying again may work.
    expect(within(dialog).getByLabelText('Horário')).toHaveValue('09:00');
  });

  it('an hour taken meanwhile (409 SLOT_TAKEN): says so, reads the free hours again and clears only the hour', async () => {
    const { calls } = takenHourApi('POST', 'SLOT_TAKEN');
    const user = userEvent.setup();
    renderWithAppCache(<BookAppointmentDialog nutritionistId={7} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Agendar manualmente' });
    await chooseBooking(user, dialog, { type: 'Presencial', hour: '09:00' });
    await user.click(within(dialog).getByRole('button', { name: 'Agendar' }));

    expect(
      await screen.findByText('Este horário não está mais disponível. Escolha outro horário.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Ocorreu um erro ao agendar a consulta. Tente novamente mais tarde.'),
    ).not.toBeInTheDocument();
    const hour = within(dialog).getByLabelText('Horário');
    await waitFor(() => expect(hoursOf(hour)).toEqual(['Selecione', '09:50']));
    expect(calls.filter((call) => call.url.includes('/availabilities'))).toHaveLength(2);
    expect(hour).toHaveValue('');
    // Everything else the user chose stays.
    expect(within(dialog).getByLabelText('Data')).toHaveValue(brAhead);
    expect(within(dialog).getByRole('radio', { name: 'Ana' })).toBeChecked();
    expect(within(dialog).getByLabelText('Tipo de consulta')).toHaveDisplayValue('Presencial');
    expect(within(dialog).getByRole('button', { name: 'Agendar' })).toBeDisabled();
    expect(refresh).not.toHaveBeenCalled();
  });
  it('opened again after a booking, offers none of the hours read before it until the free hours are read again', async () => {
    let booked = false;
    const reread = answerGate();
    mockApi((call) => {
      if (call.url.includes('/availabilities')) {
        // After the booking, without the hour taken, once the gate opens.
        return booked
          ? { json: { days: [freeDay(isoAhead, [['09:00', '09:50']])] }, heldUntil: reread.held }
          : { json: availability };
      }
      if (call.url.includes('/patients')) return { json: patients(['Ana']) };
      if (call.method !== 'POST') return undefined;
      booked = true;
      return { status: 201, json: appointment };
    });
    const user = userEvent.setup();
    const booking = <BookAppointmentDialog nutritionistId={7} open onClose={() => undefined} />;
    const { unmount } = renderWithAppCache(booking);
    const dialog = await screen.findByRole('dialog', { name: 'Agendar manualmente' });
    await chooseBooking(user, dialog, { type: 'Online', hour: '09:50' });
    await user.click(within(dialog).getByRole('button', { name: 'Agendar' }));
    expect(await screen.findByText('Consulta agendada com sucesso!')).toBeInTheDocument();
    unmount();

    renderWithAppCache(booking);
    const again = await screen.findByRole('dialog', { name: 'Agendar manualmente' });
    await user.type(within(again).getByLabelText('Data'), brAhead);
    // The hours read before the booking are not offered while the new ones are on their way.
    expect(within(again).getByText('Carregando horários livres...')).toBeInTheDocument();
    expect(hoursOf(within(again).getByLabelText('Horário'))).toEqual(['Selecione']);
    reread.release();
    await waitFor(() =>
      expect(hoursOf(within(again).getByLabelText('Horário'))).toEqual(['Selecione', '09:00']),
    );
  });
});

describe('BookReturn', () => {
  const ana = { id: 1, name: 'Ana', photo_url: null };

  it("'Agendar retorno' opens the booking with the patient chosen: no chooser, no search, and books her", async () => {
    const { calls } = agendaApi((call) =>
      call.method === 'POST' ? { status: 201, json: appointment } : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<BookReturn nutritionistId={7} patient={ana} action="bookReturn" />);
    await user.click(screen.getByRole('button', { name: 'Agendar retorno' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar consulta de Ana' });
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Ana')).toBeInTheDocument();
    const submit = within(dialog).getByRole('button', { name: 'Agendar' });
    await user.selectOptions(within(dialog).getByLabelText('Tipo de consulta'), 'Online');
    await user.click(await within(dialog).findByRole('button', { name: `Escolher ${brAhead}` }));
    await user.selectOptions(within(dialog).getByLabelText('Horário'), '09:00');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(await screen.findByText('Consulta agendada com sucesso!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/v1/appointments',
      body: { nutritionist_id: 7, patient_id: 1, type: 'ONLINE', date_time: `${isoAhead}T09:00:00` },
    });
    expect(calls.some((call) => call.url.includes('/patients'))).toBe(false);
    expect(refresh).toHaveBeenCalled();
  });

  it("'Remarcar' after a missed consultation opens the same booking for her", async () => {
    agendaApi();
    const user = userEvent.setup();
    renderWithSwr(<BookReturn nutritionistId={7} patient={ana} action="rebook" />);
    await user.click(screen.getByRole('button', { name: 'Remarcar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agendar consulta de Ana' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    // Nothing but the type, the date and the hour is left to choose.
    expect(within(dialog).getByRole('button', { name: 'Agendar' })).toBeDisabled();
  });
});

describe('WeekAvailabilityDialog', () => {
  const week = { days: [{ day_of_week: 'MONDAY', availability: [{ from: '08:00', to: '12:00' }] }] };
  /** The saved week; a PUT answers what it sent. */
  const weekApi = () =>
    mockApi((call) =>
      call.method === 'PUT'
        ? { json: call.body }
        : call.url.endsWith('/week-availability')
          ? { json: week }
          : call.url.endsWith('/slot-settings')
            ? { json: { consultation_minutes: 50, gap_minutes: 0 } }
            : undefined,
    );
  const openWeekDialog = (onClose: () => void = () => undefined) => {
    renderWithSwr(<WeekAvailabilityDialog nutritionistId={7} open onClose={onClose} />);
    return screen.findByRole('dialog', { name: 'Gerenciar sua Disponibilidade' });
  };

  it('loads the week; add does nothing at 3 periods, remove nothing at 1; Salvar only while valid', async () => {
    const { calls } = weekApi();
    const user = userEvent.setup();
    const dialog = await openWeekDialog();
    expect(await within(dialog).findByLabelText('Início do período 1 de Segunda-feira')).toHaveValue('08:00');
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(save).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Remover período 1 de Segunda-feira' }));
    expect(within(dialog).getByLabelText('Início do período 1 de Segunda-feira')).toHaveValue('08:00');

    const add = within(dialog).getByRole('button', { name: 'Adicionar período' });
    await user.click(add);
    // An empty period: not savable.
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Início do período 2 de Segunda-feira'), '1400');
    await user.type(within(dialog).getByLabelText('Fim do período 2 de Segunda-feira'), '1300');
    expect(within(dialog).getByText('O início de cada período deve ser antes do fim.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('Fim do período 2 de Segunda-feira'));
    await user.type(within(dialog).getByLabelText('Fim do período 2 de Segunda-feira'), '1800');
    expect(save).toBeEnabled();

    await user.click(add);
    await user.click(add);
    expect(within(dialog).queryByLabelText('Início do período 4 de Segunda-feira')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Início do período 3 de Segunda-feira')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remover período 3 de Segunda-feira' }));

    await user.click(within(dialog).getByRole('checkbox', { name: 'Sábado' }));
    await user.type(within(dialog).getByLabelText('Início do período 1 de Sábado'), '0900');
    await user.type(within(dialog).getByLabelText('Fim do período 1 de Sábado'), '1040');
    await user.click(save);
    expect(await screen.findByText('Disponibilidade semanal atualizada com sucesso!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      days: [
        {
          day_of_week: 'MONDAY',
          availability: [
            { from: '08:00', to: '12:00' },
            { from: '14:00', to: '18:00' },
          ],
        },
        { day_of_week: 'SATURDAY', availability: [{ from: '09:00', to: '10:40' }] },
      ],
    });
  });

  it('keeps a time past 23:59 as typed, says why and does not let it be saved', async () => {
    const { calls } = weekApi();
    const user = userEvent.setup();
    const dialog = await openWeekDialog();
    const end = await within(dialog).findByLabelText('Fim do período 1 de Segunda-feira');
    await user.clear(end);
    await user.type(end, '2500');
    expect(end).toHaveValue('25:00');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription('25:00 não é um horário válido: use de 00:00 a 23:59.');
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();
    await user.click(save);
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(end);
    await user.type(end, '1260');
    expect(end).toHaveValue('12:60');
    expect(save).toBeDisabled();

    await user.clear(end);
    await user.type(end, '1230');
    expect(end).not.toHaveAttribute('aria-invalid');
    expect(save).toBeEnabled();
  });

  it('no weekday chosen: Salvar disabled; a failed load shows the specification text', async () => {
    mockApi((call) =>
      call.url.endsWith('/week-availability')
        ? { status: 500, json: { status: 500, code: 'X', detail: 'x' } }
        : undefined,
    );
    renderWithSwr(<WeekAvailabilityDialog nutritionistId={7} open onClose={() => undefined} />);
    expect(
      await screen.findByText(
        'Ocorreu um erro ao buscar a disponibilidade semanal. Tente novamente mais tarde.',
      ),
    ).toBeInTheDocument();
  });

  it('unticking the only weekday leaves nothing to save', async () => {
    weekApi();
    const user = userEvent.setup();
    const dialog = await openWeekDialog();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Segunda-feira' }));
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeDisabled();
    expect(within(dialog).getByText('Escolha ao menos um dia da semana.')).toBeInTheDocument();
  });

  it('a stray backdrop click keeps the draft; while saving nothing closes it, and a failure leaves the draft', async () => {
    // The PUT waits for the test to let it answer.
    const put = answerGate();
    mockApi((call) =>
      call.method === 'PUT'
        ? { status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' }, heldUntil: put.held }
        : call.url.endsWith('/week-availability')
          ? { json: week }
          : call.url.endsWith('/slot-settings')
            ? { json: { consultation_minutes: 50, gap_minutes: 0 } }
            : undefined,
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    const dialog = await openWeekDialog(onClose);
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Sábado' }));
    await user.type(within(dialog).getByLabelText('Início do período 1 de Sábado'), '0900');
    await user.type(within(dialog).getByLabelText('Fim do período 1 de Sábado'), '1040');

    // A click that lands on the backdrop.
    await user.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Fim do período 1 de Sábado')).toHaveValue('10:40');

    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    await user.click(save);
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).not.toHaveBeenCalled();

    put.release();
    expect(
      await screen.findByText(
        'Ocorreu um erro ao atualizar a disponibilidade semanal. Tente novamente mais tarde.',
      ),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('Início do período 1 de Sábado')).toHaveValue('09:00');
    expect(within(dialog).getByLabelText('Fim do período 1 de Sábado')).toHaveValue('10:40');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  });
});

describe('AppointmentActions', () => {
  it("'Remarcar consulta' shows the end the API gives the chosen hour, read-only, and moves the appointment", async () => {
    // An API whose consultations last an hour (APPOINTMENT_DURATION_MINUTES=60): the end is its, not 50 minutes.
    const { calls } = mockApi((call) => {
      if (call.url.includes('/availabilities')) {
        return {
          json: {
            days: [
              freeDay(isoAhead, [
                ['09:00', '10:00'],
                ['10:00', '11:00'],
              ]),
            ],
          },
        };
      }
      return call.method === 'PATCH' ? { json: appointment } : undefined;
    });
    const user = userEvent.setup();
    renderWithSwr(<AppointmentActions appointmentId={3} nutritionistId={7} />);
    await user.click(screen.getByRole('button', { name: 'Remarcar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remarcar consulta' });
    await user.click(await within(dialog).findByRole('button', { name: `Escolher ${brAhead}` }));
    const end = within(dialog).getByLabelText('Horário de término');
    expect(end).toHaveValue('');
    await user.selectOptions(within(dialog).getByLabelText('Horário de início'), '10:00');
    expect(end).toHaveValue('11:00');
    expect(end).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Remarcar' }));
    expect(
      await screen.findByText('Consulta remarcada com sucesso, e seu paciente foi notificado!'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/v1/appointments/3',
      body: { date_time: `${isoAhead}T10:00:00` },
    });
  });

  it("'Remarcar consulta' names the year of a free date in the next year", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-28T12:00:00-03:00'));
    try {
      mockApi((call) =>
        call.url.includes('/availabilities')
          ? {
              json: {
                days: [
                  freeDay('2026-12-30', [['09:00', '09:50']]),
                  freeDay('2027-01-05', [['09:00', '09:50']]),
                ],
              },
            }
          : undefined,
      );
      const user = userEvent.setup();
      renderWithSwr(<AppointmentActions appointmentId={3} nutritionistId={7} />);
      await user.click(screen.getByRole('button', { name: 'Remarcar' }));
      const dialog = await screen.findByRole('dialog', { name: 'Remarcar consulta' });
      expect(await within(dialog).findByRole('button', { name: 'Escolher 30/12/2026' })).toHaveTextContent(
        /^30\/12$/,
      );
      expect(within(dialog).getByRole('button', { name: 'Escolher 05/01/2027' })).toHaveTextContent(
        /^05\/01\/2027$/,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it("'Remarcar consulta' at an hour no longer free (409 SLOT_UNAVAILABLE): says so, reads the free hours again, keeps the day", async () => {
    const { calls } = takenHourApi('PATCH', 'SLOT_UNAVAILABLE');
    const user = userEvent.setup();
    renderWithAppCache(<AppointmentActions appointmentId={3} nutritionistId={7} />);
    await user.click(screen.getByRole('button', { name: 'Remarcar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remarcar consulta' });
    await user.click(await within(dialog).findByRole('button', { name: `Escolher ${brAhead}` }));
    await user.selectOptions(within(dialog).getByLabelText('Horário de início'), '09:00');
    await user.click(within(dialog).getByRole('button', { name: 'Remarcar' }));

    expect(
      await screen.findByText('Este horário não está mais disponível. Escolha outro horário.'),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Ocorreu um erro ao remarcar a consulta. Tente novamente mais tarde.'),
    ).not.toBeInTheDocument();
    const start = within(dialog).getByLabelText('Horário de início');
    await waitFor(() => expect(hoursOf(start)).toEqual(['Selecione', '09:50']));
    expect(calls.filter((call) => call.url.includes('/availabilities'))).toHaveLength(2);
    expect(start).toHaveValue('');
    expect(within(dialog).getByLabelText('Horário de término')).toHaveValue('');
    expect(within(dialog).getByLabelText('Data')).toHaveValue(brAhead);
    expect(screen.getByRole('dialog', { name: 'Remarcar consulta' })).toBeInTheDocument();
  });

  it("'Remarcar consulta': the calendar lets pick only the dates with free hours, and none past the next month", async () => {
    agendaApi(() => undefined);
    const user = userEvent.setup();
    renderWithSwr(<AppointmentActions appointmentId={3} nutritionistId={7} />);
    await user.click(screen.getByRole('button', { name: 'Remarcar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remarcar consulta' });
    await within(dialog).findByRole('button', { name: `Escolher ${brAhead}` });
    await user.click(within(dialog).getByRole('button', { name: 'Abrir calendário' }));
    const calendar = await within(dialog).findByRole('dialog', { name: 'Escolher data' });
    const dayButton = (iso: string) =>
      within(calendar).getByRole('button', {
        name: `${Number(iso.slice(8, 10))} de ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`,
      });
    if (isoAhead.slice(0, 7) !== new Date().toISOString().slice(0, 7)) {
      await user.click(within(calendar).getByRole('button', { name: 'Próximo mês' }));
    }
    // A neighbour in the same month without free hours: offered to the keyboard, but picking it does nothing.
    const neighbour = [1, -1]
      .map((days) => new Date(ahead.getTime() + days * 24 * 3_600_000).toISOString().slice(0, 10))
      .find((iso) => iso.slice(0, 7) === isoAhead.slice(0, 7))!;
    expect(dayButton(neighbour)).toHaveAttribute('aria-disabled', 'true');
    await user.click(dayButton(neighbour));
    expect(within(dialog).getByLabelText('Data')).toHaveValue('');
    expect(dayButton(isoAhead)).not.toHaveAttribute('aria-disabled');
    await user.click(dayButton(isoAhead));
    expect(within(dialog).getByLabelText('Data')).toHaveValue(brAhead);
    // Past the next month the calendar does not go (availability is known for a month).
    await user.click(within(dialog).getByRole('button', { name: 'Abrir calendário' }));
    const reopened = await within(dialog).findByRole('dialog', { name: 'Escolher data' });
    for (let step = 0; step < 2; step++) {
      const next = within(reopened).getByRole('button', { name: 'Próximo mês' });
      if (next.getAttribute('aria-disabled') === 'true') break;
      await user.click(next);
    }
    const last = within(reopened).getByRole('button', { name: 'Próximo mês' });
    expect(last).toHaveAttribute('aria-disabled', 'true');
    await user.click(last);
    expect(last).toHaveAttribute('aria-disabled', 'true');
  });

  it('the API down: a failed move and a failed cancellation each say so and keep their dialog open', async () => {
    const { calls } = mockApi((call) => {
      if (call.url.includes('/availabilities'))
        return { json: { days: [freeDay(isoAhead, [['09:00', '09:50']])] } };
      return call.method === 'PATCH'
        ? { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } }
        : undefined;
    });
    const user = userEvent.setup();
    renderWithSwr(<AppointmentActions appointmentId={3} nutritionistId={7} />);
    await user.click(screen.getByRole('button', { name: 'Remarcar' }));
    const move = await screen.findByRole('dialog', { name: 'Remarcar consulta' });
    await user.click(await within(move).findByRole('button', { name: `Escolher ${brAhead}` }));
    await user.selectOptions(within(move).getByLabelText('Horário de início'), '09:00');
    await user.click(within(move).getByRole('button', { name: 'Remarcar' }));
    expect(
      await screen.findByText('Ocorreu um erro ao remarcar a consulta. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
    expect(within(move).getByLabelText('Horário de início')).toHaveValue('09:00');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Remarcar consulta' })).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Desmarcar' }));
    const cancel = await screen.findByRole('alertdialog', { name: 'Desmarcar consulta' });
    await user.click(within(cancel).getByRole('button', { name: 'Desmarcar consulta' }));
    expect(
      await screen.findByText('Ocorreu um erro ao desmarcar a consulta. Tente novamente mais tarde.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alertdialog', { name: 'Desmarcar consulta' })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2);
  });

  it("'Desmarcar consulta' warns that the patient is notified and it cannot be undone, then cancels", async () => {
    const { calls } = mockApi((call) => (call.method === 'PATCH' ? { json: appointment } : undefined));
    const user = userEvent.setup();
    renderWithSwr(
      <>
        <h1 id="appointment-title" tabIndex={-1}>
          Consulta de Ana
        </h1>
        <AppointmentActions appointmentId={3} nutritionistId={7} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Desmarcar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desmarcar consulta' });
    expect(dialog).toHaveTextContent(
      'Seu paciente será notificado do cancelamento. Esta ação não poderá ser desfeita.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Desmarcar consulta' }));
    expect(await screen.findByText('Consulta desmarcada com sucesso!')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { status: 'CANCELED' } });
    // The page drops the actions of a cancelled appointment: focus waits on its title, not on a leaving button.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Consulta de Ana' })).toHaveFocus());
  });
});

describe('AppointmentOutcome', () => {
  it("'Registrar resultado' of a consultation that has begun: 'Realizada' records COMPLETED and reloads the page", async () => {
    const { calls } = mockApi((call) =>
      call.method === 'PATCH' ? { json: { ...appointment, status: 'COMPLETED' } } : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<AppointmentOutcome appointmentId={3} status="CONFIRMED" />);
    const section = screen.getByRole('region', { name: 'Registrar resultado' });
    expect(section).toHaveTextContent('Registre se ela foi realizada ou se o paciente faltou.');
    const done = within(section).getByRole('button', { name: 'Realizada' });
    expect(done).toHaveAttribute('aria-pressed', 'false');
    expect(within(section).getByRole('button', { name: 'Faltou' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(done);
    expect(await screen.findByText('Consulta registrada como realizada.')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'PATCH', url: '/api/v1/appointments/3', body: { status: 'COMPLETED' } },
    ]);
    expect(refresh).toHaveBeenCalled();
  });

  it('a recorded outcome stays pressed; the other one corrects it', async () => {
    const { calls } = mockApi((call) =>
      call.method === 'PATCH' ? { json: { ...appointment, status: 'COMPLETED' } } : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<AppointmentOutcome appointmentId={3} status="NO_SHOW" />);
    const section = screen.getByRole('region', { name: 'Resultado da consulta' });
    expect(section).toHaveTextContent('Registrado que o paciente faltou.');
    const missed = within(section).getByRole('button', { name: 'Faltou' });
    expect(missed).toHaveAttribute('aria-pressed', 'true');
    await user.click(missed);
    expect(calls).toEqual([]);
    await user.click(within(section).getByRole('button', { name: 'Realizada' }));
    expect(await screen.findByText('Consulta registrada como realizada.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { status: 'COMPLETED' } });
  });

  it('a refusal says why (cancelled meanwhile) and shows the appointment as it is now; other failures say so', async () => {
    let answer = { status: 409, json: { status: 409, code: 'APPOINTMENT_CANCELED', detail: 'x' } };
    mockApi((call) => (call.method === 'PATCH' ? answer : undefined));
    const user = userEvent.setup();
    renderWithSwr(<AppointmentOutcome appointmentId={3} status="CONFIRMED" />);
    await user.click(screen.getByRole('button', { name: 'Faltou' }));
    expect(await screen.findByText('Esta consulta foi desmarcada.')).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);

    answer = { status: 500, json: { status: 500, code: 'INTERNAL_ERROR', detail: 'x' } };
    await user.click(screen.getByRole('button', { name: 'Faltou' }));
    expect(
      await screen.findByText(
        'Ocorreu um erro ao registrar o resultado da consulta. Tente novamente mais tarde.',
      ),
    ).toBeInTheDocument();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  const failure = 'Ocorreu um erro ao registrar o resultado da consulta. Tente novamente mais tarde.';
  it.each([
    ['refuses it (403 FORBIDDEN)', { status: 403, json: { status: 403, code: 'FORBIDDEN', detail: 'x' } }],
    [
      'refuses it (422 INVALID_DATA)',
      { status: 422, json: { status: 422, code: 'INVALID_DATA', detail: 'x' } },
    ],
    [
      'does not answer (503 UPSTREAM_UNAVAILABLE)',
      { status: 503, json: { status: 503, code: 'UPSTREAM_UNAVAILABLE', detail: 'x' } },
    ],
    ['cannot be reached at all', 'unreachable'],
  ] as const)(
    'when the API %s: says so in Portuguese and keeps the appointment as it was',
    async (_, answer) => {
      const { fetchMock } = mockApi((call) =>
        call.method === 'PATCH' && answer !== 'unreachable' ? answer : undefined,
      );
      if (answer === 'unreachable') fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      const user = userEvent.setup();
      renderWithSwr(<AppointmentOutcome appointmentId={3} status="NO_SHOW" />);
      const section = screen.getByRole('region', { name: 'Resultado da consulta' });
      const done = within(section).getByRole('button', { name: 'Realizada' });
      await user.click(done);

      expect(await screen.findByText(failure)).toBeInTheDocument();
      // The one call made: the outcome, once.
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/v1/appointments/3',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ status: 'COMPLETED' }) }),
      );
      // Still what the page showed: the absence recorded, 'Realizada' not pressed and free to try again.
      expect(screen.getByRole('region', { name: 'Resultado da consulta' })).toHaveTextContent(
        'Registrado que o paciente faltou.',
      );
      expect(within(section).getByRole('button', { name: 'Faltou' })).toHaveAttribute('aria-pressed', 'true');
      expect(done).toHaveAttribute('aria-pressed', 'false');
      expect(done).not.toHaveAttribute('aria-busy');
      expect(screen.queryByText('Consulta registrada como realizada.')).not.toBeInTheDocument();
      expect(refresh).not.toHaveBeenCalled();
    },
  );
});

describe('CalendarFeedDialog', () => {
  it('shows the private link only after generating it, and renewing asks for a new one', async () => {
    let n = 0;
    const { calls } = mockApi((call) =>
      call.method === 'POST'
        ? { status: 201, json: { url: `http://api.test/v1/calendar-feeds/${++n}.ics` } }
        : undefined,
    );
    const user = userEvent.setup();
    renderWithSwr(<CalendarFeedDialog nutritionistId={7} open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Assinar agenda no calendário' });
    expect(within(dialog).queryByLabelText('Link da sua agenda')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Gerar link' }));
    expect(await within(dialog).findByLabelText('Link da sua agenda')).toHaveValue(
      'http://api.test/v1/calendar-feeds/1.ics',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Gerar novo link' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Link da sua agenda')).toHaveValue(
        'http://api.test/v1/calendar-feeds/2.ics',
      ),
    );
    expect(calls.map((call) => call.url)).toEqual([
      '/api/v1/nutritionists/7/calendar-feed',
      '/api/v1/nutritionists/7/calendar-feed',
    ]);
  });
});
