// What is still owed her: every charge whose service has happened (an appointment begun by today, a package
// sold by today), not waived, costing more than stands paid; the oldest debt first, with its age in days.
// Only the debts are read (the database filters them), never her whole history.
import { and, eq, lt, lte } from 'drizzle-orm';
import type { PendingChargePage } from '@/lib/api/contract';
import { countDaysBetween } from '@/lib/rules/calendar';
import { sumCents } from '@/lib/rules/money';
import type { Db } from '../../db/client';
import { appointments, patientPackages } from '../../db/schema';
import { toPage } from '../../infra/paging';
import { appointmentLine, byServiceDate, packageLine } from './charge-figures';
import {
  appointmentOwes,
  packageOwes,
  selectAppointmentChargeRows,
  selectPackageChargeRows,
} from './charge-rows';
import { endOfToday } from './month-range';

export async function listPendingCharges(
  db: Db,
  nutritionistId: number,
  page: { page: number; size: number },
  context: { today: string; timeZone: string },
): Promise<PendingChargePage> {
  const [appointmentRows, packageRows] = await Promise.all([
    selectAppointmentChargeRows(db).where(
      and(
        eq(appointments.nutritionistId, nutritionistId),
        lt(appointments.startDateTime, endOfToday(context.today, context.timeZone)),
        appointmentOwes,
      ),
    ),
    selectPackageChargeRows(db).where(
      and(
        eq(patientPackages.nutritionistId, nutritionistId),
        lte(patientPackages.soldOn, context.today),
        packageOwes,
      ),
    ),
  ]);
  const pending = [
    ...appointmentRows.map((row) => appointmentLine(row, context.timeZone)),
    ...packageRows.map(packageLine),
  ]
    .sort(byServiceDate)
    .map((line) => ({ ...line, age_days: countDaysBetween(line.service_date, context.today) }));
  const shown = pending.slice(page.page * page.size, (page.page + 1) * page.size);
  return {
    ...toPage(shown, pending.length, page.size),
    balance_cents: sumCents(pending.map((line) => line.balance_cents)),
  };
}
