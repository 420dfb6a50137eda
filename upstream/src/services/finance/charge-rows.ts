// The rows a charge is computed from, read in one query each: an appointment with what she changed of its
// charge, her price in force on its day and the sums of its payments; a package sold with the same sums and
// how many consultations it covers. Amounts stay whole centavos: SQL sums are bigint, read back exactly.
import { and, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { appointmentCharges, appointments, patientPackages, payments, users } from '../../db/schema';
import { qualified as q } from '../../infra/qualified-column';
import { priceInForceAt } from './prices';

const chargedPatient = alias(users, 'charged_patient');
const coveringPackage = alias(patientPackages, 'covering_package');

/** Her price list's price for the appointment, on the day it starts. */
export const listPriceOfAppointment = priceInForceAt(
  appointments.nutritionistId,
  appointments.type,
  appointments.startDateTime,
);

/** What the appointment costs, as SQL: 0 when a package covers it or it was cancelled without a price. */
export const appointmentAmount: SQL<number | null> = sql`(case
  when ${q(appointmentCharges.patientPackageId)} is not null then 0
  when ${q(appointmentCharges.amountCents)} is not null then ${q(appointmentCharges.amountCents)}
  when ${q(appointments.status)} = 'CANCELED' then 0
  else ${listPriceOfAppointment} end)`;

const standingSum = (column: AnyPgColumn, owner: AnyPgColumn) =>
  sql<number>`(select coalesce(sum(${q(payments.amountCents)}), 0) from ${payments}
    where ${q(column)} = ${q(owner)} and ${q(payments.reversedAt)} is null)`.mapWith(Number);
const reversedCount = (column: AnyPgColumn, owner: AnyPgColumn) =>
  sql<number>`(select count(*) from ${payments}
    where ${q(column)} = ${q(owner)} and ${q(payments.reversedAt)} is not null)`.mapWith(Number);

/** What stands paid of the appointment, as SQL. */
export const appointmentPaid = standingSum(payments.appointmentId, appointments.id);
/** What stands paid of the package sold, as SQL. */
export const packagePaid = standingSum(payments.patientPackageId, patientPackages.id);

export function selectAppointmentChargeRows(db: Db) {
  return db
    .select({
      id: appointments.id,
      nutritionistId: appointments.nutritionistId,
      patientId: appointments.patientId,
      patientName: chargedPatient.name,
      type: appointments.type,
      status: appointments.status,
      start: appointments.startDateTime,
      setAmount: appointmentCharges.amountCents,
      coveredById: appointmentCharges.patientPackageId,
      coveredByName: coveringPackage.name,
      waivedAt: appointmentCharges.waivedAt,
      waiverReason: appointmentCharges.waiverReason,
      listPrice: sql<number | null>`${listPriceOfAppointment}`.mapWith(Number),
      paid: appointmentPaid,
      reversed: reversedCount(payments.appointmentId, appointments.id),
    })
    .from(appointments)
    .innerJoin(chargedPatient, eq(chargedPatient.id, appointments.patientId))
    .leftJoin(appointmentCharges, eq(appointmentCharges.appointmentId, appointments.id))
    .leftJoin(coveringPackage, eq(coveringPackage.id, appointmentCharges.patientPackageId));
}

export type AppointmentChargeRow = Awaited<
  ReturnType<ReturnType<typeof selectAppointmentChargeRows>['execute']>
>[number];

/**
 * How many of a package's consultations are taken: the appointments it covers that were not cancelled. For
 * queries over patient_packages, whose FROM holds neither table of the subquery.
 */
export const packageUsed = sql<number>`(select count(*) from ${appointmentCharges}
  inner join ${appointments} on ${q(appointments.id)} = ${q(appointmentCharges.appointmentId)}
  where ${q(appointmentCharges.patientPackageId)} = ${q(patientPackages.id)}
    and ${q(appointments.status)} <> 'CANCELED')`.mapWith(Number);

export function selectPackageChargeRows(db: Db) {
  return db
    .select({
      id: patientPackages.id,
      nutritionistId: patientPackages.nutritionistId,
      patientId: patientPackages.patientId,
      patientName: chargedPatient.name,
      packageId: patientPackages.packageId,
      name: patientPackages.name,
      consultations: patientPackages.consultations,
      amount: patientPackages.amountCents,
      soldOn: patientPackages.soldOn,
      waivedAt: patientPackages.waivedAt,
      waiverReason: patientPackages.waiverReason,
      used: packageUsed,
      paid: packagePaid,
      reversed: reversedCount(payments.patientPackageId, patientPackages.id),
    })
    .from(patientPackages)
    .innerJoin(chargedPatient, eq(chargedPatient.id, patientPackages.patientId));
}

export type PackageChargeRow = Awaited<
  ReturnType<ReturnType<typeof selectPackageChargeRows>['execute']>
>[number];

/** The appointment charges still owed something, as SQL: not waived, costing more than stands paid. */
export const appointmentOwes = and(
  isNull(appointmentCharges.waivedAt),
  sql`${appointmentAmount} > ${appointmentPaid}`,
);

/** The packages sold still owed something, as SQL. */
export const packageOwes = and(
  isNull(patientPackages.waivedAt),
  sql`${patientPackages.amountCents} > ${packagePaid}`,
);

/** Appointments that are charged at all: not cancelled, or cancelled with a price she set or a payment. */
export const appointmentIsCharged = sql`(${ne(appointments.status, 'CANCELED')}
  or ${q(appointmentCharges.amountCents)} is not null or ${appointmentPaid} > 0)`;
