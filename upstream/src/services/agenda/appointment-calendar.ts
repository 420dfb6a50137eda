// The iCalendar event the patient's e-mail carries: one UID per appointment and a SEQUENCE raised on
// each change, so Google Calendar, Outlook and Apple Calendar update or remove the same event.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { AppointmentStatus } from '@/lib/api/contract';

export interface CalendarAppointment {
  id: number;
  start: Date;
  end: Date;
  sequence: number;
  /** Only CANCELED removes the event; an outcome (COMPLETED, NO_SHOW) leaves it as it was. */
  status: AppointmentStatus;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/** A stable UID: the appointment id under the product's host. */
export function appointmentUid(appointmentId: number, publicUrl: string): string {
  return `appointment-${appointmentId}@${new URL(publicUrl).hostname}`;
}

export function buildAppointmentCalendar(
  appointment: CalendarAppointment,
  options: { publicUrl: string; now: Date },
): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const method = appointment.status === 'CANCELED' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: 'Nutrir', product: 'Agenda', language: 'PT' }, method });
  calendar.createEvent({
    id: appointmentUid(appointment.id, options.publicUrl),
    sequence: appointment.sequence,
    // Times in UTC: every calendar shows them in its owner's zone.
    start: appointment.start,
    end: appointment.end,
    stamp: options.now,
    summary: appointment.summary,
    location: appointment.location,
    description: appointment.description,
    status: appointment.status === 'CANCELED' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: appointment.organizer,
    attendees: [{ ...appointment.attendee, rsvp: false }],
  });
  return {
    method: method === ICalCalendarMethod.CANCEL ? 'CANCEL' : 'REQUEST',
    content: calendar.toString(),
  };
}
