import { describe, expect, it } from 'vitest';
import {
  anthropometricRecordInputSchema,
  availabilityQuerySchema,
  boundedDateSchema,
  boundedDateTimeSchema,
  boundedInstantSchema,
  boundedZonedDateTimeSchema,
  createAppointmentSchema,
  createMealPlanRequestSchema,
  DATE_OUT_OF_BOUNDS,
  dailySummaryQuerySchema,
  listAppointmentsQuerySchema,
  mealInputSchema,
  monthlySummaryQuerySchema,
  registrationRequestSchema,
  updateAppointmentSchema,
  updateMealPlanRequestSchema,
  yearMonthSchema,
} from '@/lib/api/contract';
import { getAppointmentWindow, getBookingRange } from '@/lib/rules/appointment-windows';
import {
  AGENDA_HORIZON_MONTHS,
  EARLIEST_DATE,
  getHorizonDate,
  getLatestSummaryDate,
  isWithinDateBounds,
  LATEST_DATE,
  MAX_AGENDA_RANGE_DAYS,
} from '@/lib/rules/date-bounds';
import { getLatestTypedDate, MAX_MASK_YEAR, readTypedDate } from '@/lib/rules/date-time-masks';

describe('the date bounds', () => {
  it('run from 1900 to the last year the date fields take', () => {
    expect(EARLIEST_DATE).toBe('1900-01-01');
    expect(LATEST_DATE).toBe(`${MAX_MASK_YEAR}-12-31`);
    // The date fields never accept a later year: it stays as typed, refused with the last day.
    expect(getLatestTypedDate({ today: '2026-01-01', allowedFutureYears: 1000 })).toBe(LATEST_DATE);
    expect(readTypedDate('31/12/9999', { max: LATEST_DATE })).toEqual({
      status: 'afterMax',
      max: LATEST_DATE,
    });
  });

  it('hold dates, months and date-times by the date they are written with', () => {
    for (const inside of ['1900-01-01', '2099-12-31', '1900-01', '2099-12', '2026-11-04T10:00:00-03:00']) {
      expect(isWithinDateBounds(inside), inside).toBe(true);
    }
    for (const outside of [
      '0001-01',
      '0000-01-01',
      '1899-12-31',
      '2100-01-01',
      '9999-12',
      '9999-12-27T08:00',
      '',
      'amanhã',
    ]) {
      expect(isWithinDateBounds(outside), outside).toBe(false);
    }
  });
});

describe('the horizons', () => {
  it('let the summaries reach the week holding today, and a day more', () => {
    // Monday 30 November 2026: the weekly view shows up to Saturday 5 December.
    expect(getLatestSummaryDate('2026-11-30')).toBe('2026-12-07');
    expect(getLatestSummaryDate('2026-12-31')).toBe('2027-01-07');
  });

  it('count months ahead from tomorrow, so a calendar a day ahead is not refused its own range', () => {
    expect(getHorizonDate('2026-11-04', AGENDA_HORIZON_MONTHS)).toBe('2027-11-05');
    expect(getHorizonDate('2027-02-28', 1)).toBe('2027-04-01');
    // What the booking dialog asks for is within it, whichever of the two days its calendar is on.
    for (const today of ['2027-02-28', '2027-03-01']) {
      expect(getBookingRange(today).to <= getHorizonDate('2027-02-28', AGENDA_HORIZON_MONTHS)).toBe(true);
    }
  });

  it("hold the agenda screen's widest window", () => {
    const now = new Date('2028-02-29T12:00:00-03:00');
    const { from, to } = getAppointmentWindow('12m', now, 'America/Sao_Paulo');
    expect(to.toISOString().slice(0, 10) <= getHorizonDate('2028-02-29', AGENDA_HORIZON_MONTHS)).toBe(true);
    expect(to.getTime() - from.getTime()).toBeLessThanOrEqual(MAX_AGENDA_RANGE_DAYS * 24 * 60 * 60 * 1000);
  });
});

describe('the contract', () => {
  const refusedForBounds = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    !result.success && result.error!.issues.some((issue) => issue.message === DATE_OUT_OF_BOUNDS);

  it('bounds each shape of date a caller sends, and calls a malformed one malformed', () => {
    expect(boundedDateSchema.safeParse('1900-01-01').success).toBe(true);
    expect(refusedForBounds(boundedDateSchema.safeParse('1899-12-31'))).toBe(true);
    expect(refusedForBounds(boundedDateSchema.safeParse('amanhã'))).toBe(false);
    expect(yearMonthSchema.safeParse('2099-12').success).toBe(true);
    expect(refusedForBounds(yearMonthSchema.safeParse('0001-01'))).toBe(true);
    expect(refusedForBounds(boundedZonedDateTimeSchema.safeParse('9999-12-31T12:00:00Z'))).toBe(true);
    expect(refusedForBounds(boundedDateTimeSchema.safeParse('9999-12-27T08:00'))).toBe(true);
    expect(boundedDateTimeSchema.safeParse('2026-11-05T08:00').success).toBe(true);
    expect(refusedForBounds(boundedInstantSchema.safeParse('9999-12-31'))).toBe(true);
    expect(boundedInstantSchema.safeParse('2026-11-05T08:00:00-03:00').success).toBe(true);
  });

  it('refuses year 1 and year 9999 in every request that carries a date, and takes this year', () => {
    const meal = { date_time: '', foodstuffs: [{ foodstuff_id: 1, quantity: 100 }] };
    const plan = {
      nutritionist_id: 1,
      patient_id: 2,
      start_date: '2026-11-04',
      end_date: '',
      meal_periods: [],
    };
    const person = {
      account_type: 'PATIENT',
      name: 'Ana',
      gender: 'FEMALE',
      email: 'ana@nutri.test',
      password: 'Senha1234!',
    };
    for (const year of ['2026', '0001', '9999']) {
      const results = [
        dailySummaryQuerySchema.safeParse({ date: `${year}-12-31` }),
        monthlySummaryQuerySchema.safeParse({ year_month: `${year}-12` }),
        listAppointmentsQuerySchema.safeParse({ from: `${year}-12-31`, to: `${year}-12-31T23:59:00` }),
        availabilityQuerySchema.safeParse({ from: `${year}-12-01`, to: `${year}-12-31` }),
        createAppointmentSchema.safeParse({
          type: 'ONLINE',
          date_time: `${year}-12-27T08:00`,
          nutritionist_id: 1,
          patient_id: 2,
        }),
        updateAppointmentSchema.safeParse({ date_time: `${year}-12-27T08:00` }),
        mealInputSchema.safeParse({ ...meal, date_time: `${year}-12-31T12:00:00Z` }),
        anthropometricRecordInputSchema.safeParse({ date: `${year}-12-31` }),
        createMealPlanRequestSchema.safeParse({ ...plan, end_date: `${year}-12-31` }),
        updateMealPlanRequestSchema.safeParse({
          patient_id: 2,
          status: 'ACTIVE',
          end_date: `${year}-12-31`,
          meal_periods: [],
        }),
        registrationRequestSchema.safeParse({ ...person, birth_date: `${year}-01-01` }),
      ];
      expect(
        results.map((result) => result.success),
        year,
      ).toEqual(results.map(() => year === '2026'));
    }
  });
});
