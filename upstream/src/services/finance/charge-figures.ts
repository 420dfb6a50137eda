// A charge row (charge-rows.ts) read as figures (lib/rules/charge-status.ts) and as the line the month and
// the pending list show: what it costs and why, what stands paid, what is owed, where it stands.
import type { ChargeLine, PriceOrigin } from '@/lib/api/contract';
import { type ChargeFigures, computeBalance, computeChargeStatus } from '@/lib/rules/charge-status';
import { toWallTime } from '@/lib/rules/zoned-time';
import type { AppointmentChargeRow, PackageChargeRow } from './charge-rows';

export interface Figures extends ChargeFigures {
  priceOrigin: PriceOrigin;
}

/** What the appointment costs and why: a package, her own price, a cancellation, her price list, or none. */
export function appointmentFigures(row: AppointmentChargeRow): Figures {
  const base = { waived: row.waivedAt !== null, paidCents: row.paid, reversedCount: row.reversed };
  if (row.coveredById !== null) return { ...base, amountCents: 0, priceOrigin: 'COVERED' };
  if (row.setAmount !== null) return { ...base, amountCents: row.setAmount, priceOrigin: 'SET' };
  if (row.status === 'CANCELED') return { ...base, amountCents: 0, priceOrigin: 'CANCELED' };
  if (row.listPrice !== null) return { ...base, amountCents: row.listPrice, priceOrigin: 'PRICE_LIST' };
  return { ...base, amountCents: null, priceOrigin: 'NONE' };
}

export function packageFigures(row: PackageChargeRow): Figures {
  return {
    amountCents: row.amount,
    priceOrigin: 'PACKAGE',
    waived: row.waivedAt !== null,
    paidCents: row.paid,
    reversedCount: row.reversed,
  };
}

/** The appointment's day in the practice's zone. */
export const appointmentDate = (row: AppointmentChargeRow, timeZone: string) =>
  toWallTime(row.start, timeZone).date;

export function appointmentLine(row: AppointmentChargeRow, timeZone: string): ChargeLine {
  const figures = appointmentFigures(row);
  return {
    kind: 'APPOINTMENT',
    id: row.id,
    patient: { id: row.patientId, name: row.patientName },
    type: row.type,
    package_name: null,
    service_date: appointmentDate(row, timeZone),
    amount_cents: figures.amountCents,
    paid_cents: figures.paidCents,
    balance_cents: computeBalance(figures),
    status: computeChargeStatus(figures),
  };
}

export function packageLine(row: PackageChargeRow): ChargeLine {
  const figures = packageFigures(row);
  return {
    kind: 'PACKAGE',
    id: row.id,
    patient: { id: row.patientId, name: row.patientName },
    type: null,
    package_name: row.name,
    service_date: row.soldOn,
    amount_cents: figures.amountCents,
    paid_cents: figures.paidCents,
    balance_cents: computeBalance(figures),
    status: computeChargeStatus(figures),
  };
}

/** Lines by day, then appointments before packages, then id: the order every list shows them in. */
export function byServiceDate(a: ChargeLine, b: ChargeLine): number {
  if (a.service_date !== b.service_date) return a.service_date < b.service_date ? -1 : 1;
  if (a.kind !== b.kind) return a.kind === 'APPOINTMENT' ? -1 : 1;
  return a.id - b.id;
}
