import { describe, expect, it } from 'vitest';
import {
  brDateToIso,
  formatDateTimeBr,
  formatDayMonthTime,
  formatIsoDateToBr,
  formatLongDate,
  formatTime,
  formatWeekdayDateTime,
  getMonthName,
  getWeekdayName,
  MONTH_NAMES,
  SHORT_MONTH_NAMES,
  SHORT_WEEKDAY_NAMES,
  toIsoDate,
  WEEKDAY_NAMES,
} from '@/lib/format/dates';
import { toYearMonth } from '@/lib/rules/calendar';

describe('formatIsoDateToBr', () => {
  it('turns year-month-day into day/month/year', () => {
    expect(formatIsoDateToBr('2024-03-05')).toBe('05/03/2024');
  });

  it('places a date-time in the product zone first', () => {
    // 02:00 UTC is still the previous evening in São Paulo.
    expect(formatIsoDateToBr('2024-03-05T02:00:00Z')).toBe('04/03/2024');
    expect(formatIsoDateToBr('2024-03-05T10:00:00')).toBe('05/03/2024');
  });

  it('answers empty for impossible or unreadable dates', () => {
    expect(formatIsoDateToBr('2024-02-30')).toBe('');
    expect(formatIsoDateToBr('ontem')).toBe('');
  });
});

describe('brDateToIso', () => {
  it('turns day/month/year into year-month-day', () => {
    expect(brDateToIso('05/03/2024')).toBe('2024-03-05');
    expect(brDateToIso('29/02/2024')).toBe('2024-02-29');
  });

  it('rejects incomplete and impossible dates', () => {
    expect(brDateToIso('05/03/24')).toBeNull();
    expect(brDateToIso('29/02/2023')).toBeNull();
    expect(brDateToIso('31/04/2024')).toBeNull();
    expect(brDateToIso('')).toBeNull();
  });

  it('round-trips with formatIsoDateToBr', () => {
    expect(formatIsoDateToBr(brDateToIso('17/11/1990') ?? '')).toBe('17/11/1990');
  });
});

describe('names', () => {
  it('lists the weekdays from Domingo to Sábado', () => {
    expect(WEEKDAY_NAMES).toEqual([
      'Domingo',
      'Segunda-feira',
      'Terça-feira',
      'Quarta-feira',
      'Quinta-feira',
      'Sexta-feira',
      'Sábado',
    ]);
    expect(getWeekdayName(0)).toBe('Domingo');
    expect(getWeekdayName(6)).toBe('Sábado');
    expect(getWeekdayName(7)).toBe('');
  });

  it('has short weekday names', () => {
    expect(SHORT_WEEKDAY_NAMES).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  });

  it('lists the Portuguese month names', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(getMonthName(0)).toBe('janeiro');
    expect(getMonthName(2)).toBe('março');
    expect(getMonthName(11)).toBe('dezembro');
    expect(MONTH_NAMES.join(' ')).toBe(
      'janeiro fevereiro março abril maio junho julho agosto setembro outubro novembro dezembro',
    );
  });

  it('has short month names without a dot', () => {
    expect(SHORT_MONTH_NAMES).toEqual([
      'jan',
      'fev',
      'mar',
      'abr',
      'mai',
      'jun',
      'jul',
      'ago',
      'set',
      'out',
      'nov',
      'dez',
    ]);
  });

  it("writes the names as Intl's pt-BR data does", () => {
    const intlNames = (option: Intl.DateTimeFormatOptions, instants: number[]) => {
      const format = new Intl.DateTimeFormat('pt-BR', { ...option, timeZone: 'UTC' });
      return instants.map((instant) => format.format(instant).replace(/\.$/, ''));
    };
    // 1 January 2023 was a Sunday.
    const week = Array.from({ length: 7 }, (_, day) => Date.UTC(2023, 0, 1 + day));
    const year = Array.from({ length: 12 }, (_, month) => Date.UTC(2023, month, 1));
    const capitalized = (names: string[]) => names.map((name) => name[0]?.toUpperCase() + name.slice(1));
    expect(WEEKDAY_NAMES).toEqual(capitalized(intlNames({ weekday: 'long' }, week)));
    expect(SHORT_WEEKDAY_NAMES).toEqual(capitalized(intlNames({ weekday: 'short' }, week)));
    expect(MONTH_NAMES).toEqual(intlNames({ month: 'long' }, year));
    expect(SHORT_MONTH_NAMES).toEqual(intlNames({ month: 'short' }, year));
  });
});

describe('formatWeekdayDateTime', () => {
  it('writes the weekday, the date and the time in the product zone', () => {
    expect(formatWeekdayDateTime('2026-12-07T09:00:00')).toBe('seg., 07/12/2026 09:00');
    // 06/12/2026 00:30 UTC is 05/12 21:30 in São Paulo: a Saturday.
    expect(formatWeekdayDateTime('2026-12-06T00:30:00Z')).toBe('sáb., 05/12/2026 21:30');
    expect(formatWeekdayDateTime('not a date')).toBe('');
  });
});

describe('formatDayMonthTime', () => {
  it('names the year of a date outside the current one, in the product zone', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    expect(formatDayMonthTime('2026-03-05T09:05:00', now)).toBe('5 de março 9:05');
    expect(formatDayMonthTime('2025-12-20T09:05:00', now)).toBe('20 de dezembro de 2025 9:05');
    expect(formatDayMonthTime('2027-01-04T09:05:00', now)).toBe('4 de janeiro de 2027 9:05');
    // 1 January 01:30 UTC is still 31 December in São Paulo: the year there is the old one.
    const newYearInUtc = new Date('2026-01-01T01:30:00Z');
    expect(formatDayMonthTime('2025-12-31T20:00:00', newYearInUtc)).toBe('31 de dezembro 20:00');
  });

  it("reads like '5 de março 9:05'", () => {
    expect(formatDayMonthTime('2024-03-05T09:05:00')).toBe('5 de março 9:05');
    expect(formatDayMonthTime('2024-03-05T12:05:00Z')).toBe('5 de março 9:05');
  });

  it('answers empty for an unreadable value', () => {
    expect(formatDayMonthTime('nunca')).toBe('');
    expect(formatDayMonthTime('nunca', new Date('2024-06-01T12:00:00Z'))).toBe('');
    expect(formatDayMonthTime('2024-02-30T10:00:00')).toBe('');
  });

  it('shows the product zone’s clock also on a night the machine’s clocks change', () => {
    const machineZone = process.env.TZ;
    // 09/03/2025 02:30 does not exist in Los Angeles (clocks go from 2:00 to 3:00); in São Paulo it does.
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatDayMonthTime('2025-03-09T02:30:00')).toBe('9 de março 2:30');
      expect(formatTime('2025-03-09T05:30:00Z')).toBe('02:30');
      expect(formatDayMonthTime(new Date('2025-03-09T05:30:00Z'))).toBe('9 de março 2:30');
    } finally {
      process.env.TZ = machineZone;
    }
  });
});

describe('formatDateTimeBr', () => {
  it('writes an instant as dd/mm/yyyy HH:mm in the product zone, the day included', () => {
    expect(formatDateTimeBr('2025-03-10T02:30:00.000Z')).toBe('09/03/2025 23:30');
    expect(formatDateTimeBr('2025-12-31T15:05:00.000Z')).toBe('31/12/2025 12:05');
    expect(formatDateTimeBr('não é data')).toBe('');
  });
});

describe('formatLongDate', () => {
  it('writes a calendar day out in Portuguese', () => {
    expect(formatLongDate('2025-03-12')).toBe('quarta-feira, 12 de março de 2025');
    expect(formatLongDate('2024-02-29')).toBe('quinta-feira, 29 de fevereiro de 2024');
    expect(formatLongDate('2024-02-30')).toBe('');
  });
});

describe('wire formats', () => {
  it('formats times, dates and months in the product zone', () => {
    const instant = new Date('2024-03-01T01:30:00Z');
    expect(formatTime(instant)).toBe('22:30');
    expect(toIsoDate(instant)).toBe('2024-02-29');
    expect(toYearMonth(toIsoDate(instant))).toBe('2024-02');
  });
});
