// What she changes of a charge: an appointment's own price, the package that covers it, a waiver; a package
// sold to a patient, its amount and its waiver. Each runs in a transaction that locks the row it changes,
// so a payment recorded at the same moment sees the charge before or after, never half of it.
import { and, eq } from 'drizzle-orm';
import type {
  AppointmentChargeInput,
  Charge,
  PatientPackageInput,
  PatientPackageUpdateInput,
} from '@/lib/api/contract';
import { isAmountInRange } from '@/lib/rules/money';
import type { Db } from '../../db/client';
import { appointmentCharges, appointments, patientPackages } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { appointmentFigures, packageFigures } from './charge-figures';
import { packageUsed, selectAppointmentChargeRows, selectPackageChargeRows } from './charge-rows';
import { getAppointmentChargeOrThrow, getPackageChargeOrThrow } from './charges';
import {
  amountBelowPaid,
  amountOutOfRange,
  chargeHasPayments,
  packageInactive,
  packageUsedUp,
  paymentRefused,
} from './money-errors';
import { findOwnPackage } from './packages';

type ChargeChange = Partial<typeof appointmentCharges.$inferInsert>;

async function saveAppointmentCharge(tx: Db, appointmentId: number, change: ChargeChange, now: Date) {
  const values = { ...change, updatedAt: now };
  await tx
    .insert(appointmentCharges)
    .values({ appointmentId, ...values })
    .onConflictDoUpdate({ target: appointmentCharges.appointmentId, set: values });
}

/** A package sold to the patient that still has a consultation to cover, locked until the change commits. */
async function lockCoveringPackage(
  tx: Db,
  appointment: { id: number; nutritionistId: number; patientId: number },
  patientPackageId: number,
) {
  const [sold] = await tx
    .select({ id: patientPackages.id, consultations: patientPackages.consultations })
    .from(patientPackages)
    .where(
      and(
        eq(patientPackages.id, patientPackageId),
        eq(patientPackages.nutritionistId, appointment.nutritionistId),
        eq(patientPackages.patientId, appointment.patientId),
      ),
    )
    .for('update');
  if (!sold) throw notFound('Pacote');
  const [usage] = await tx
    .select({ used: packageUsed })
    .from(patientPackages)
    .where(eq(patientPackages.id, sold.id));
  const [current] = await tx
    .select({ id: appointmentCharges.patientPackageId })
    .from(appointmentCharges)
    .where(eq(appointmentCharges.appointmentId, appointment.id));
  const alreadyThis = current?.id === sold.id;
  if (!alreadyThis && (usage?.used ?? 0) >= sold.consultations) throw packageUsedUp();
}

/**
 * One change of an appointment's charge. Her own price (null: her price list's again) and a package
 * covering it replace each other; neither may leave what stands paid above what it costs; a covered or
 * waived appointment takes no payment, so one with payments standing is neither.
 */
export async function updateAppointmentCharge(
  db: Db,
  appointmentId: number,
  change: AppointmentChargeInput,
  context: { timeZone: string; now: Date },
): Promise<Charge> {
  await db.transaction(async (tx) => {
    const [appointment] = await tx
      .select({
        id: appointments.id,
        nutritionistId: appointments.nutritionistId,
        patientId: appointments.patientId,
        status: appointments.status,
      })
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
      .for('update');
    if (!appointment) throw notFound('Consulta');
    const [row] = await selectAppointmentChargeRows(tx).where(eq(appointments.id, appointmentId));
    const figures = appointmentFigures(row!);
    if ('amount_cents' in change) {
      if (change.amount_cents !== null && !isAmountInRange(change.amount_cents)) throw amountOutOfRange();
      const listed = appointment.status === 'CANCELED' ? 0 : row!.listPrice;
      const amount = change.amount_cents ?? listed;
      if (figures.paidCents > 0 && (amount === null || amount < figures.paidCents)) throw amountBelowPaid();
      await saveAppointmentCharge(
        tx,
        appointmentId,
        { amountCents: change.amount_cents, patientPackageId: null },
        context.now,
      );
    } else if ('patient_package_id' in change) {
      if (change.patient_package_id !== null) {
        if (appointment.status === 'CANCELED')
          throw new ApiError(409, 'APPOINTMENT_CANCELED', 'Uma consulta desmarcada não usa pacote.');
        if (figures.paidCents > 0) throw chargeHasPayments();
        await lockCoveringPackage(tx, appointment, change.patient_package_id);
      }
      await saveAppointmentCharge(
        tx,
        appointmentId,
        { patientPackageId: change.patient_package_id, amountCents: null },
        context.now,
      );
    } else if (change.waived) {
      if (figures.paidCents > 0) throw chargeHasPayments();
      await saveAppointmentCharge(
        tx,
        appointmentId,
        { waivedAt: context.now, waiverReason: change.reason },
        context.now,
      );
    } else {
      await saveAppointmentCharge(tx, appointmentId, { waivedAt: null, waiverReason: null }, context.now);
    }
  });
  return getAppointmentChargeOrThrow(db, appointmentId, context.timeZone);
}

/** One of her active packages sold to the patient, with its terms as they are today. */
export async function sellPackage(
  db: Db,
  owner: { nutritionistId: number; patientId: number },
  input: PatientPackageInput,
  context: { today: string; now: Date },
): Promise<Charge> {
  const offered = await findOwnPackage(db, owner.nutritionistId, input.package_id);
  if (!offered) throw notFound('Pacote');
  if (!offered.active) throw packageInactive();
  if (input.sold_on > context.today) throw paymentRefused('PAYMENT_DATE_IN_FUTURE');
  const [sold] = await db
    .insert(patientPackages)
    .values({
      nutritionistId: owner.nutritionistId,
      patientId: owner.patientId,
      packageId: offered.id,
      name: offered.name,
      consultations: offered.consultations,
      amountCents: offered.amountCents,
      soldOn: input.sold_on,
      createdAt: context.now,
    })
    .returning({ id: patientPackages.id });
  return getPackageChargeOrThrow(db, sold!.id);
}

/** Another amount for a package sold (not below what stands paid), or its waiver, or its end. */
export async function updatePatientPackage(
  db: Db,
  patientPackageId: number,
  change: PatientPackageUpdateInput,
  now: Date,
): Promise<Charge> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: patientPackages.id })
      .from(patientPackages)
      .where(eq(patientPackages.id, patientPackageId))
      .for('update');
    const [row] = await selectPackageChargeRows(tx).where(eq(patientPackages.id, patientPackageId));
    if (!row) throw notFound('Pacote');
    const figures = packageFigures(row);
    let set: Partial<typeof patientPackages.$inferInsert>;
    if ('amount_cents' in change) {
      if (!isAmountInRange(change.amount_cents)) throw amountOutOfRange();
      if (change.amount_cents < figures.paidCents) throw amountBelowPaid();
      set = { amountCents: change.amount_cents };
    } else if (change.waived) {
      if (figures.paidCents > 0) throw chargeHasPayments();
      set = { waivedAt: now, waiverReason: change.reason };
    } else set = { waivedAt: null, waiverReason: null };
    await tx.update(patientPackages).set(set).where(eq(patientPackages.id, patientPackageId));
  });
  return getPackageChargeOrThrow(db, patientPackageId);
}
