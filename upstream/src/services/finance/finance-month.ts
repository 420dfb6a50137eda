// The month of the practice: its charges (appointments that start in it, packages sold in it), what they
// cost, what stays owed and what was waived; and, apart, what was received in it (payments dated in it that
// stand), by method and by type. Every figure is a sum of whole centavos (sumCents).
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { ChargeLine, FinanceMonth } from '@/lib/api/contract';
import { FINANCE_TYPES, PAYMENT_METHODS } from '@/lib/api/contract';
import { sumCents } from '@/lib/rules/money';
import type { Db } from '../../db/client';
import { appointments, patientPackages, payments } from '../../db/schema';
import { appointmentLine, byServiceDate, packageLine } from './charge-figures';
import { appointmentIsCharged, selectAppointmentChargeRows, selectPackageChargeRows } from './charge-rows';
import { monthRange } from './month-range';

type FinanceType = (typeof FINANCE_TYPES)[number];

const typeOf = (line: ChargeLine): FinanceType => line.type ?? 'PACKAGE';

function totalsOf(lines: readonly ChargeLine[]) {
  const waived = lines.filter((line) => line.status === 'WAIVED');
  const charged = lines.filter((line) => line.status !== 'WAIVED');
  return {
    charged_cents: sumCents(charged.map((line) => line.amount_cents ?? 0)),
    pending_cents: sumCents(lines.map((line) => line.balance_cents)),
    waived_cents: sumCents(waived.map((line) => line.amount_cents ?? 0)),
  };
}

/** The month's figures and charges; `patientIds` are those it names, for the access trail. */
export async function getFinanceMonth(
  db: Db,
  nutritionistId: number,
  yearMonth: string,
  timeZone: string,
): Promise<{ month: FinanceMonth; patientIds: number[] }> {
  const range = monthRange(yearMonth, timeZone);
  const [appointmentRows, packageRows, received] = await Promise.all([
    selectAppointmentChargeRows(db).where(
      and(
        eq(appointments.nutritionistId, nutritionistId),
        gte(appointments.startDateTime, range.from),
        lt(appointments.startDateTime, range.to),
        appointmentIsCharged,
      ),
    ),
    selectPackageChargeRows(db).where(
      and(
        eq(patientPackages.nutritionistId, nutritionistId),
        gte(patientPackages.soldOn, range.firstDay),
        lt(patientPackages.soldOn, range.nextFirstDay),
      ),
    ),
    db
      .select({
        patientId: payments.patientId,
        amount: payments.amountCents,
        method: payments.method,
        type: sql<FinanceType>`coalesce(${appointments.type}::text, 'PACKAGE')`,
      })
      .from(payments)
      .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
      .where(
        and(
          eq(payments.nutritionistId, nutritionistId),
          gte(payments.paidOn, range.firstDay),
          lt(payments.paidOn, range.nextFirstDay),
          isNull(payments.reversedAt),
        ),
      ),
  ]);
  const charges = [
    ...appointmentRows.map((row) => appointmentLine(row, timeZone)),
    ...packageRows.map(packageLine),
  ].sort(byServiceDate);
  const receivedOf = (rows: typeof received) => sumCents(rows.map((row) => row.amount));
  const month: FinanceMonth = {
    year_month: yearMonth,
    ...totalsOf(charges),
    received_cents: receivedOf(received),
    unpriced_count: charges.filter((line) => line.amount_cents === null).length,
    by_method: PAYMENT_METHODS.map((method) => {
      const rows = received.filter((row) => row.method === method);
      return { method, received_cents: receivedOf(rows), count: rows.length };
    }),
    by_type: FINANCE_TYPES.map((type) => {
      const lines = charges.filter((line) => typeOf(line) === type);
      return {
        type,
        count: lines.length,
        ...totalsOf(lines),
        received_cents: receivedOf(received.filter((row) => row.type === type)),
      };
    }),
    charges,
  };
  const patientIds = [...charges.map((line) => line.patient.id), ...received.map((row) => row.patientId)];
  return { month, patientIds };
}
