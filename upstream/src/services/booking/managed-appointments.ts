// Her patient cancels or moves an appointment from the e-mailed manage link, until her nutritionist's
// notice rule (N hours before) closes it. A move takes a free hour of the nutritionist's booking horizon, as
// her page would offer it. Each change is the agenda's own (updateAppointment): the patient's notice with
// its calendar event, and the nutritionist's notice with hers (nutritionist-notices.ts).
import type { BookingDays, ManagedAppointment, UpdateManagedAppointment } from '@/lib/api/contract';
import { getChangeDeadline } from '@/lib/rules/booking-settings';
import type { ApiConfig } from '../../config';
import type { Db } from '../../db/client';
import { ApiError } from '../../errors';
import { lockUserRow } from '../../infra/user-lock';
import { recordAppointmentChange } from '../agenda/appointment-notices';
import { type AppointmentRow, readInstant, updateAppointment } from '../agenda/appointments';
import { readBookingRule } from './booking-settings';
import { getBookingRange, listBookingDays, requireFreeBookingSlot } from './booking-slots';
import { getManagedAppointment } from './linked-appointments';
import { recordNutritionistNotice } from './nutritionist-notices';

/** The free hours she may move it to: her horizon's, this appointment's own hour counted free. */
export async function listManageFreeSlots(
  db: Db,
  appointment: AppointmentRow,
  config: ApiConfig,
  now: Date,
): Promise<BookingDays> {
  const { horizonWeeks } = await readBookingRule(db, appointment.nutritionistId);
  const range = getBookingRange(horizonWeeks, config.APP_TIME_ZONE, now);
  return listBookingDays(db, appointment.nutritionistId, config, {
    ...range,
    now,
    exceptAppointmentId: appointment.id,
  });
}

export async function changeManagedAppointment(
  db: Db,
  appointment: AppointmentRow,
  change: UpdateManagedAppointment,
  config: ApiConfig,
  now: Date,
): Promise<ManagedAppointment> {
  const rule = await readBookingRule(db, appointment.nutritionistId);
  // A cancelled or finished one is refused by updateAppointment for what it is; a confirmed one by the rule.
  if (
    appointment.status === 'CONFIRMED' &&
    now > getChangeDeadline(appointment.startDateTime, rule.noticeHours)
  ) {
    throw new ApiError(
      409,
      'APPOINTMENT_CHANGE_TOO_LATE',
      `Esta consulta só pode ser desmarcada ou remarcada até ${rule.noticeHours} horas antes. Fale com o(a) nutricionista.`,
    );
  }
  await db.transaction(async (tx) => {
    // Her row's lock, as holds take it: a move and a visitor's hold never take one hour together.
    await lockUserRow(tx, appointment.nutritionistId);
    if ('date_time' in change) {
      const start = readInstant(change.date_time, config.APP_TIME_ZONE);
      await requireFreeBookingSlot(tx, appointment.nutritionistId, start, config, {
        horizonWeeks: rule.horizonWeeks,
        now,
        exceptAppointmentId: appointment.id,
      });
    }
    const changed = await updateAppointment(tx, appointment, change, config, now);
    const kind = 'date_time' in change ? 'RESCHEDULED' : 'CANCELED';
    await recordAppointmentChange(tx, config, changed, kind, now);
    await recordNutritionistNotice(tx, { kind, appointment: changed }, now);
  });
  return getManagedAppointment(db, appointment, now);
}
