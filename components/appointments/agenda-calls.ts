'use client';

// The agenda dialogs' reads (weekly hours, slot settings, the booking chooser's patients) and the agenda's
// writes, apart from the free hours the page itself shows (use-appointments.ts): they load with the dialogs
// and actions that use them. Answers are read as the contract's types, unchecked, like the rest of the
// agenda. Every key is built from lib/api/paths, so a write refreshes exactly them.
import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type {
  Appointment,
  AppointmentOutcome,
  AppointmentType,
  CalendarFeed,
  Page,
  PatientSummary,
  SlotSettings,
  WeekAvailability,
} from '@/lib/api/contract';
import { appointmentPaths } from '@/lib/api/paths/appointments';
import { practicePaths } from '@/lib/api/paths/practice';
import { viaProxy } from '@/lib/api/paths/proxy';
import { BOOKING_PATIENTS_PAGE_SIZE } from '@/lib/rules/appointment-windows';

/** The weekly hours; null skips it (modal closed). */
export function useWeekAvailability(nutritionistId: number | null) {
  return useSWR(
    nutritionistId ? viaProxy(practicePaths.nutritionistWeekAvailability(nutritionistId)) : null,
    (path: string) => readJson<WeekAvailability>(path),
    { revalidateOnFocus: false },
  );
}

/** Her consultation length and gap; null skips it (modal closed). */
export function useSlotSettings(nutritionistId: number | null) {
  return useSWR(
    nutritionistId ? viaProxy(practicePaths.nutritionistSlotSettings(nutritionistId)) : null,
    (path: string) => readJson<SlotSettings>(path),
    { revalidateOnFocus: false },
  );
}

/** 4 of the nutritionist's patients a page, searched by name (accents, case and word order ignored upstream). */
export function useBookingPatients(nutritionistId: number, page: number, search: string, enabled: boolean) {
  const query = new URLSearchParams({ page: String(page - 1), size: String(BOOKING_PATIENTS_PAGE_SIZE) });
  if (search.trim()) query.set('patient_name', search.trim());
  return useSWR(
    enabled ? viaProxy(practicePaths.nutritionistPatients(nutritionistId, query)) : null,
    (path: string) => readJson<Page<PatientSummary>>(path),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export function saveWeekAvailability(nutritionistId: number, week: WeekAvailability) {
  return readJson<WeekAvailability>(viaProxy(practicePaths.nutritionistWeekAvailability(nutritionistId)), {
    method: 'PUT',
    json: week,
  });
}

export function saveSlotSettings(nutritionistId: number, settings: SlotSettings) {
  return readJson<SlotSettings>(viaProxy(practicePaths.nutritionistSlotSettings(nutritionistId)), {
    method: 'PUT',
    json: settings,
  });
}

export function bookAppointment(input: {
  nutritionist_id: number;
  patient_id: number;
  type: AppointmentType;
  /** Wall time of the product's zone, 'YYYY-MM-DDTHH:MM:00'. */
  date_time: string;
}) {
  return readJson<Appointment>(viaProxy(appointmentPaths.appointments()), { method: 'POST', json: input });
}

export function cancelAppointment(id: number) {
  return readJson<Appointment>(viaProxy(appointmentPaths.appointment(id)), {
    method: 'PATCH',
    json: { status: 'CANCELED' },
  });
}

export function rescheduleAppointment(id: number, dateTime: string) {
  return readJson<Appointment>(viaProxy(appointmentPaths.appointment(id)), {
    method: 'PATCH',
    json: { date_time: dateTime },
  });
}

/** Records how a consultation that has begun went (COMPLETED or NO_SHOW); a second call corrects it. */
export function recordAppointmentOutcome(id: number, outcome: AppointmentOutcome) {
  return readJson<Appointment>(viaProxy(appointmentPaths.appointment(id)), {
    method: 'PATCH',
    json: { status: outcome },
  });
}

/** A new private .ics address of the agenda; the previous one stops working. */
export function renewCalendarFeed(nutritionistId: number) {
  return readJson<CalendarFeed>(viaProxy(practicePaths.nutritionistCalendarFeed(nutritionistId)), {
    method: 'POST',
  });
}
