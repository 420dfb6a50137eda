'use client';

import useSWR, { mutate } from 'swr';
import { requestJson } from '@/lib/api/client';
import {
  type AppointmentType,
  appointmentSchema,
  availabilitySchema,
  calendarFeedSchema,
  patientPageSchema,
  type WeekAvailability,
  weekAvailabilitySchema,
} from '@/lib/api/contract';
import { BOOKING_PATIENTS_PAGE_SIZE } from '@/lib/rules/appointment-windows';

/** Free hours of the nutritionist between two dates (GET /v1/nutritionists/{id}/availabilities); null skips. */
export function useAvailability(nutritionistId: number, range: { from: string; to: string } | null) {
  return useSWR(
    range ? `/api/v1/nutritionists/${nutritionistId}/availabilities?from=${range.from}&to=${range.to}` : null,
    (path: string) => requestJson(path, availabilitySchema),
    { revalidateOnFocus: false },
  );
}

/** The weekly hours (GET /v1/nutritionists/{id}/week-availability); null skips it (modal closed). */
export function useWeekAvailability(nutritionistId: number | null) {
  return useSWR(
    nutritionistId ? `/api/v1/nutritionists/${nutritionistId}/week-availability` : null,
    (path: string) => requestJson(path, weekAvailabilitySchema),
    { revalidateOnFocus: false },
  );
}

/** 4 of the nutritionist's patients a page, searched by name (accents and case ignored upstream). */
export function useBookingPatients(nutritionistId: number, page: number, search: string, enabled: boolean) {
  const query = new URLSearchParams({ page: String(page - 1), size: String(BOOKING_PATIENTS_PAGE_SIZE) });
  if (search.trim()) query.set('patient_name', search.trim());
  return useSWR(
    enabled ? `/api/v1/nutritionists/${nutritionistId}/patients?${query}` : null,
    (path: string) => requestJson(path, patientPageSchema),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

export function saveWeekAvailability(nutritionistId: number, week: WeekAvailability) {
  return requestJson(`/api/v1/nutritionists/${nutritionistId}/week-availability`, weekAvailabilitySchema, {
    method: 'PUT',
    json: week,
  });
}

export function bookAppointment(input: {
  nutritionist_id: number;
  patient_id: number;
  type: AppointmentType;
  /** Wall time of the product's zone, 'YYYY-MM-DDTHH:MM:00'. */
  date_time: string;
}) {
  return requestJson('/api/v1/appointments', appointmentSchema, { method: 'POST', json: input });
}

export function cancelAppointment(id: number) {
  return requestJson(`/api/v1/appointments/${id}`, appointmentSchema, {
    method: 'PATCH',
    json: { status: 'CANCELED' },
  });
}

export function rescheduleAppointment(id: number, dateTime: string) {
  return requestJson(`/api/v1/appointments/${id}`, appointmentSchema, {
    method: 'PATCH',
    json: { date_time: dateTime },
  });
}

/** After a booking, move or cancel, free hours of the nutritionist are stale wherever they are shown. */
export function refreshAvailability(nutritionistId: number) {
  const prefix = `/api/v1/nutritionists/${nutritionistId}/availabilities`;
  return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}

/** A new private .ics address of the agenda; the previous one stops working. */
export function renewCalendarFeed(nutritionistId: number) {
  return requestJson(`/api/v1/nutritionists/${nutritionistId}/calendar-feed`, calendarFeedSchema, {
    method: 'POST',
  });
}
