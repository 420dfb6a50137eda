// A charge as the API answers it: an appointment's or a package's, with what it costs and why, where it
// stands (lib/rules/charge-status.ts) and its payments. Read, never stored: a reversal or a new price shows
// at once.
import { and, desc, eq } from 'drizzle-orm';
import type { Charge, ChargeKind, ChargePage, Payment } from '@/lib/api/contract';
import { computeBalance, computeChargeStatus, computeCredit } from '@/lib/rules/charge-status';
import type { Db } from '../../db/client';
import { appointments, patientPackages } from '../../db/schema';
import { notFound } from '../../errors';
import { toPage } from '../../infra/paging';
import { appointmentDate, appointmentFigures, type Figures, packageFigures } from './charge-figures';
import {
  type AppointmentChargeRow,
  type PackageChargeRow,
  selectAppointmentChargeRows,
  selectPackageChargeRows,
} from './charge-rows';
import { chargeKey, loadPayments } from './payment-rows';

function figuresOf(figures: Figures) {
  return {
    amount_cents: figures.amountCents,
    price_origin: figures.priceOrigin,
    paid_cents: figures.paidCents,
    balance_cents: computeBalance(figures),
    credit_cents: computeCredit(figures),
    status: computeChargeStatus(figures),
  };
}

const waiverOf = (row: { waivedAt: Date | null; waiverReason: string | null }) =>
  row.waivedAt && row.waiverReason !== null
    ? { at: row.waivedAt.toISOString(), reason: row.waiverReason }
    : null;

function appointmentCharge(row: AppointmentChargeRow, payments: Payment[], timeZone: string): Charge {
  return {
    kind: 'APPOINTMENT',
    id: row.id,
    nutritionist_id: row.nutritionistId,
    patient: { id: row.patientId, name: row.patientName },
    appointment: { type: row.type, status: row.status, start_date_time: row.start.toISOString() },
    package: null,
    covered_by:
      row.coveredById !== null && row.coveredByName !== null
        ? { id: row.coveredById, name: row.coveredByName }
        : null,
    service_date: appointmentDate(row, timeZone),
    ...figuresOf(appointmentFigures(row)),
    list_price_cents: row.listPrice,
    waiver: waiverOf(row),
    payments,
  };
}

function packageCharge(row: PackageChargeRow, payments: Payment[]): Charge {
  return {
    kind: 'PACKAGE',
    id: row.id,
    nutritionist_id: row.nutritionistId,
    patient: { id: row.patientId, name: row.patientName },
    appointment: null,
    package: {
      package_id: row.packageId,
      name: row.name,
      consultations: row.consultations,
      used: row.used,
    },
    covered_by: null,
    service_date: row.soldOn,
    ...figuresOf(packageFigures(row)),
    list_price_cents: null,
    waiver: waiverOf(row),
    payments,
  };
}

export async function getAppointmentChargeOrThrow(
  db: Db,
  appointmentId: number,
  timeZone: string,
): Promise<Charge> {
  const [row] = await selectAppointmentChargeRows(db).where(eq(appointments.id, appointmentId));
  if (!row) throw notFound('Consulta');
  const payments = await loadPayments(db, { appointmentIds: [row.id], packageIds: [] });
  return appointmentCharge(row, payments.get(chargeKey('APPOINTMENT', row.id)) ?? [], timeZone);
}

export async function getPackageChargeOrThrow(db: Db, patientPackageId: number): Promise<Charge> {
  const [row] = await selectPackageChargeRows(db).where(eq(patientPackages.id, patientPackageId));
  if (!row) throw notFound('Pacote');
  const payments = await loadPayments(db, { appointmentIds: [], packageIds: [row.id] });
  return packageCharge(row, payments.get(chargeKey('PACKAGE', row.id)) ?? []);
}

/** The patient, with one nutritionist (none: with every one, for her own export). */
type Owner = { nutritionistId?: number; patientId: number };

const listAppointmentChargeRows = (db: Db, owner: Owner) =>
  selectAppointmentChargeRows(db)
    .where(
      and(
        owner.nutritionistId === undefined
          ? undefined
          : eq(appointments.nutritionistId, owner.nutritionistId),
        eq(appointments.patientId, owner.patientId),
      ),
    )
    .orderBy(desc(appointments.startDateTime));

const listPackageChargeRows = (db: Db, owner: Owner) =>
  selectPackageChargeRows(db)
    .where(
      and(
        owner.nutritionistId === undefined
          ? undefined
          : eq(patientPackages.nutritionistId, owner.nutritionistId),
        eq(patientPackages.patientId, owner.patientId),
      ),
    )
    .orderBy(desc(patientPackages.soldOn));

/**
 * The patient's charges with the nutritionist, the latest service first: each of her appointments with
 * the patient and each package sold to her, or those of one kind. One patient's history is read whole,
 * then paged.
 */
export async function listPatientCharges(
  db: Db,
  owner: Owner,
  page: { page: number; size: number; kind?: ChargeKind | undefined },
  timeZone: string,
): Promise<ChargePage> {
  const [appointmentRows, packageRows] = await Promise.all([
    page.kind === 'PACKAGE' ? [] : listAppointmentChargeRows(db, owner),
    page.kind === 'APPOINTMENT' ? [] : listPackageChargeRows(db, owner),
  ]);
  const all = [
    ...appointmentRows.map((row) => ({
      kind: 'APPOINTMENT' as const,
      row,
      date: appointmentDate(row, timeZone),
    })),
    ...packageRows.map((row) => ({ kind: 'PACKAGE' as const, row, date: row.soldOn })),
  ].sort((a, b) => (a.date === b.date ? b.row.id - a.row.id : a.date < b.date ? 1 : -1));
  const shown = all.slice(page.page * page.size, (page.page + 1) * page.size);
  const payments = await loadPayments(db, {
    appointmentIds: shown.filter((entry) => entry.kind === 'APPOINTMENT').map((entry) => entry.row.id),
    packageIds: shown.filter((entry) => entry.kind === 'PACKAGE').map((entry) => entry.row.id),
  });
  const content = shown.map((entry) =>
    entry.kind === 'APPOINTMENT'
      ? appointmentCharge(entry.row, payments.get(chargeKey('APPOINTMENT', entry.row.id)) ?? [], timeZone)
      : packageCharge(entry.row, payments.get(chargeKey('PACKAGE', entry.row.id)) ?? []),
  );
  return toPage(content, all.length, page.size);
}
