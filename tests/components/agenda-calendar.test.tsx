import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgendaCalendar } from '@/components/appointments/calendar/agenda-calendar';
import { CalendarNavigation } from '@/components/appointments/calendar/calendar-navigation';
import type { Appointment } from '@/lib/api/contract';
import { formatIsoDateToBr, toIsoDate } from '@/lib/format/dates';
import { getViewDates } from '@/lib/rules/agenda-calendar';
import { addDaysToDate } from '@/lib/rules/calendar';
import { mockApi } from './api-mock';
import { renderWithMessages } from './render';
import { renderWithSwr } from './swr-render';

const refresh = vi.fn();
const replace = vi.fn();
const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace, push }) }));

afterEach(() => {
  vi.unstubAllGlobals();
  refresh.mockReset();
  replace.mockReset();
  push.mockReset();
});

// Today in the product's zone, and a day ahead: what the booking may still take.
const today = toIsoDate(new Date());
const tomorrow = addDaysToDate(today, 1);
const week = getViewDates('semana', today);
// A day of this week the booking may take: tomorrow, or today when today is Saturday.
const slotDay = week.includes(tomorrow) ? tomorrow : today;

const freeDay = (date: string, slots: [string, string][]) => ({
  date,
  available_hours: slots.map(([start]) => start),
  available_slots: slots.map(([start, end]) => ({ start, end })),
});

function appointmentAt(
  id: number,
  date: string,
  start: string,
  end: string,
  changes: Partial<Appointment> = {},
): Appointment {
  return {
    id,
    patient: { id: 1, name: 'Maria Souza', photo_url: null },
    nutritionist_id: 7,
    patient_id: 1,
    type: 'ON_SITE',
    status: 'CONFIRMED',
    // Wall time of the product's zone, as the upstream writes it.
    start_date_time: `${date}T${start}:00`,
    end_date_time: `${date}T${end}:00`,
    date_time: `${date}T${start}:00`,
    nutritionist_address: null,
    attendance_confirmed_at: null,
    ...changes,
  } as Appointment;
}

function agendaApi(onPost?: (body: unknown) => void) {
  return mockApi((call) => {
    if (call.url.includes('/availabilities')) {
      return {
        json: {
          days: [
            freeDay(slotDay, [
              ['09:00', '09:50'],
              ['09:50', '10:40'],
            ]),
          ],
        },
      };
    }
    if (call.url.includes('/patients')) {
      return {
        json: {
          content: [
            {
              id: 1,
              name: 'Maria Souza',
              photo_url: null,
              birth_date: null,
              gender: null,
              physical_activity_factor: null,
              has_active_meal_plan: false,
            },
          ],
          total_elements: 1,
          total_pages: 1,
        },
      };
    }
    if (call.method === 'POST') {
      onPost?.(call.body);
      return { status: 201, json: appointmentAt(9, tomorrow, '09:00', '09:50') };
    }
    return undefined;
  });
}

const NOW = Date.now();

function renderCalendar(view: 'dia' | 'semana', dates: string[], appointments: Appointment[] = []) {
  return renderWithSwr(
    <AgendaCalendar
      nutritionistId={7}
      view={view}
      dates={dates}
      today={today}
      appointments={appointments}
      now={NOW}
    />,
  );
}

async function expectNoAxeViolations(container: HTMLElement) {
  // Colours need a real layout: the journey checks them in the browser.
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

describe('AgendaCalendar – week view', () => {
  it('shows seven days, today marked, free slots and appointments by time with their names', async () => {
    const { calls } = agendaApi();
    const { container } = renderCalendar('semana', week, [
      appointmentAt(3, slotDay, '10:40', '11:30'),
      appointmentAt(4, slotDay, '14:00', '14:50', {
        type: 'ONLINE',
        status: 'CANCELED',
        patient: { id: 2, name: 'João Lima', photo_url: null },
      }),
    ]);
    const days = screen.getAllByRole('region');
    expect(days).toHaveLength(7);
    const todayColumn = screen.getByRole('region', { name: new RegExp(formatIsoDateToBr(today)) });
    expect(todayColumn).toHaveAttribute('aria-current', 'date');
    expect(within(todayColumn).getByText('Hoje')).toBeInTheDocument();
    expect(days.filter((day) => day.getAttribute('aria-current') === 'date')).toHaveLength(1);

    const column = screen.getByRole('region', { name: new RegExp(formatIsoDateToBr(slotDay)) });
    expect(await within(column).findByRole('button', { name: '09:00, horário livre' })).toBeInTheDocument();
    const entries = within(column)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('button, a')?.getAttribute('aria-label'));
    // Reading and tab order follow the clock.
    expect(entries).toEqual([
      '09:00, horário livre',
      '09:50, horário livre',
      '10:40 Maria Souza, Presencial, Confirmada',
      '14:00 João Lima, Online, Cancelada',
    ]);
    expect(within(column).getByRole('link', { name: /^10:40 Maria Souza/ })).toHaveAttribute(
      'href',
      '/appointments/3',
    );
    // In a week, an empty day says so to a screen reader only.
    const empty = screen.getAllByText('Nenhuma consulta ou horário livre');
    expect(empty).toHaveLength(6);
    for (const note of empty) expect(note).toHaveClass('visually-hidden');
    // Free hours are asked only for the days the booking may take: from today on.
    await waitFor(() => expect(calls.some((call) => call.url.includes('/availabilities'))).toBe(true));
    const asked = calls.find((call) => call.url.includes('/availabilities'))?.url ?? '';
    expect(asked).toContain(`from=${today}`);
    expect(asked).toContain(`to=${week.at(-1)}`);
    await expectNoAxeViolations(container);
  });

  it('on a phone, falls back to the day view of today', () => {
    agendaApi();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderCalendar('semana', week);
    expect(replace).toHaveBeenCalledWith(`/appointments?view=dia&date=${today}`);
  });
});

describe('AgendaCalendar – day view', () => {
  it('a free slot, clicked, opens the booking with its date and hour chosen, and books it', async () => {
    const posted: unknown[] = [];
    agendaApi((body) => posted.push(body));
    const user = userEvent.setup();
    const { container } = renderCalendar('dia', [tomorrow]);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    await user.click(await screen.findByRole('button', { name: '09:50, horário livre' }));

    const dialog = await screen.findByRole('dialog', { name: 'Agendar manualmente' });
    expect(within(dialog).getByLabelText('Data')).toHaveValue(formatIsoDateToBr(tomorrow));
    await waitFor(() => expect(within(dialog).getByLabelText('Horário')).toHaveValue('09:50'));
    await user.click(await within(dialog).findByRole('radio', { name: 'Maria Souza' }));
    await user.selectOptions(within(dialog).getByLabelText('Tipo de consulta'), 'Presencial');
    await user.click(within(dialog).getByRole('button', { name: 'Agendar' }));

    expect(await screen.findByText('Consulta agendada com sucesso!')).toBeInTheDocument();
    expect(posted).toEqual([
      { nutritionist_id: 7, patient_id: 1, type: 'ON_SITE', date_time: `${tomorrow}T09:50:00` },
    ]);
    expect(refresh).toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('by keyboard: Tab reaches the slots in time order, Enter and Space open the booking', async () => {
    agendaApi();
    const user = userEvent.setup();
    renderCalendar('dia', [tomorrow], [appointmentAt(3, tomorrow, '11:00', '11:50')]);
    await screen.findByRole('button', { name: '09:00, horário livre' });
    await user.tab();
    expect(screen.getByRole('button', { name: '09:00, horário livre' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '09:50, horário livre' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: '11:00 Maria Souza, Presencial, Confirmada' })).toHaveFocus();

    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Agendar manualmente' });
    await waitFor(() => expect(within(dialog).getByLabelText('Horário')).toHaveValue('09:50'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    screen.getByRole('button', { name: '09:00, horário livre' }).focus();
    await user.keyboard(' ');
    const again = await screen.findByRole('dialog', { name: 'Agendar manualmente' });
    await waitFor(() => expect(within(again).getByLabelText('Horário')).toHaveValue('09:00'));
  });

  it('a swipe to the left opens the next day, to the right the previous one; a scroll does not', () => {
    agendaApi();
    renderCalendar('dia', ['2026-12-09']);
    const grid = screen.getByRole('region').parentElement as HTMLElement;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(grid, { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(grid, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([300, 200], [100, 210]);
    expect(push).toHaveBeenLastCalledWith('/appointments?view=dia&date=2026-12-10');
    swipe([100, 200], [300, 190]);
    expect(push).toHaveBeenLastCalledWith('/appointments?view=dia&date=2026-12-08');
    swipe([200, 400], [150, 100]);
    expect(push).toHaveBeenCalledTimes(2);
  });

  it('a day with nothing says so', () => {
    agendaApi();
    renderCalendar('dia', [addDaysToDate(today, -3)]);
    expect(screen.getByText('Nenhuma consulta ou horário livre')).not.toHaveClass('visually-hidden');
  });
});

describe('CalendarNavigation', () => {
  it('steps a week back and forth, and back to today', () => {
    const next = getViewDates('semana', addDaysToDate(today, 7));
    renderWithMessages(<CalendarNavigation view="semana" dates={next} today={today} />);
    expect(
      screen.getByText(`${formatIsoDateToBr(next[0] ?? '')} a ${formatIsoDateToBr(next[6] ?? '')}`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Semana anterior' })).toHaveAttribute(
      'href',
      `/appointments?view=semana&date=${addDaysToDate(next[0] ?? '', -7)}`,
    );
    expect(screen.getByRole('link', { name: 'Próxima semana' })).toHaveAttribute(
      'href',
      `/appointments?view=semana&date=${addDaysToDate(next[0] ?? '', 7)}`,
    );
    expect(screen.getByRole('link', { name: 'Hoje' })).toHaveAttribute(
      'href',
      `/appointments?view=semana&date=${today}`,
    );
  });

  it('a day view names its weekday and steps a day', () => {
    renderWithMessages(<CalendarNavigation view="dia" dates={['2026-12-09']} today={today} />);
    expect(screen.getByText('Quarta-feira, 09/12/2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dia anterior' })).toHaveAttribute(
      'href',
      '/appointments?view=dia&date=2026-12-08',
    );
    expect(screen.getByRole('link', { name: 'Próximo dia' })).toHaveAttribute(
      'href',
      '/appointments?view=dia&date=2026-12-10',
    );
  });
});
