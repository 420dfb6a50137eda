// The online booking's public calls, for the script-free pages under /agendar and /agendamento: her page,
// a visitor's hold and its confirmation, and the e-mailed links of a booked appointment. No session: the
// visitor's address goes along for the API's per-address limits.
import {
  type BookingConfirmation,
  type BookingDays,
  type BookingHold,
  type BookingPage,
  bookingConfirmationSchema,
  bookingDaysSchema,
  bookingHoldSchema,
  bookingPageSchema,
  type CreateBookingHold,
  type LinkedAppointment,
  linkedAppointmentSchema,
  type ManagedAppointment,
  managedAppointmentSchema,
  type UpdateManagedAppointment,
} from '../contract';
import { ApiProblem } from '../errors';
import { paths } from '../paths';
import { callUpstreamAs, fetchUpstreamAs } from './upstream-call';

/** A read whose 404 (no such page or link) is an answer. */
async function orMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 404) return null;
    throw error;
  }
}

export function readBookingPage(slug: string, clientAddress?: string): Promise<BookingPage | null> {
  return orMissing(fetchUpstreamAs(paths.bookingPage(slug), bookingPageSchema, { clientAddress }));
}

export function holdBookingSlot(
  slug: string,
  hold: CreateBookingHold,
  clientAddress?: string,
): Promise<BookingHold> {
  return fetchUpstreamAs(paths.bookingHolds(slug), bookingHoldSchema, {
    method: 'POST',
    json: hold,
    clientAddress,
  });
}

export function confirmHoldByCode(
  holdId: string,
  code: string,
  clientAddress?: string,
): Promise<BookingConfirmation> {
  return fetchUpstreamAs(paths.bookingHoldConfirmation(holdId), bookingConfirmationSchema, {
    method: 'POST',
    json: { code },
    clientAddress,
  });
}

export async function releaseHold(holdId: string, clientAddress?: string): Promise<void> {
  await callUpstreamAs(paths.bookingHold(holdId), { method: 'DELETE', clientAddress });
}

export function confirmHoldByLink(token: string, clientAddress?: string): Promise<BookingConfirmation> {
  return fetchUpstreamAs(paths.bookingConfirmations(), bookingConfirmationSchema, {
    method: 'POST',
    json: { token },
    clientAddress,
  });
}

export function readManagedAppointment(
  token: string,
  clientAddress?: string,
): Promise<ManagedAppointment | null> {
  return orMissing(
    fetchUpstreamAs(paths.appointmentLink(token), managedAppointmentSchema, { clientAddress }),
  );
}

export function readManagedFreeSlots(token: string, clientAddress?: string): Promise<BookingDays | null> {
  return orMissing(
    fetchUpstreamAs(paths.appointmentLinkFreeSlots(token), bookingDaysSchema, { clientAddress }),
  );
}

export function changeManagedAppointment(
  token: string,
  change: UpdateManagedAppointment,
  clientAddress?: string,
): Promise<ManagedAppointment> {
  return fetchUpstreamAs(paths.appointmentLink(token), managedAppointmentSchema, {
    method: 'PATCH',
    json: change,
    clientAddress,
  });
}

export function readAttendance(token: string, clientAddress?: string): Promise<LinkedAppointment | null> {
  return orMissing(fetchUpstreamAs(paths.attendanceLink(token), linkedAppointmentSchema, { clientAddress }));
}

export function confirmAttendance(token: string, clientAddress?: string): Promise<LinkedAppointment> {
  return fetchUpstreamAs(paths.attendanceLink(token), linkedAppointmentSchema, {
    method: 'POST',
    clientAddress,
  });
}
