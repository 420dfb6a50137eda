'use client';

// Her online booking: the settings of her public page and the requests waiting for her answer. Answers are
// read as the contract's types, unchecked, like the rest of the agenda (no zod in the browser here).
import useSWR, { mutate } from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { BookingRequestPage, BookingSettings, BookingSettingsInput } from '@/lib/api/contract';
import { appointmentPaths } from '@/lib/api/paths/appointments';
import { viaProxy } from '@/lib/api/paths/proxy';

const settingsKey = (nutritionistId: number) =>
  viaProxy(appointmentPaths.nutritionistBookingSettings(nutritionistId));
const requestsKey = (nutritionistId: number) =>
  viaProxy(appointmentPaths.nutritionistBookingRequests(nutritionistId, { page: '0', size: '20' }));

/** Her settings; null skips (dialog closed). */
export function useBookingSettings(nutritionistId: number | null) {
  return useSWR(
    nutritionistId ? settingsKey(nutritionistId) : null,
    (path: string) => readJson<BookingSettings>(path),
    { revalidateOnFocus: false },
  );
}

export async function saveBookingSettings(nutritionistId: number, settings: BookingSettingsInput) {
  const saved = await readJson<BookingSettings>(settingsKey(nutritionistId), {
    method: 'PUT',
    json: settings,
  });
  await mutate(settingsKey(nutritionistId), saved, { revalidate: false });
  return saved;
}

/** The requests waiting for her 'Aceitar' or 'Recusar', earliest hour first. */
export function useBookingRequests(nutritionistId: number) {
  return useSWR(requestsKey(nutritionistId), (path: string) => readJson<BookingRequestPage>(path));
}

/** Accepts or declines one (the caller reads the list again either way: another tab may have answered it). */
export async function answerBookingRequest(
  nutritionistId: number,
  requestId: number,
  answer: 'accept' | 'decline',
) {
  const path =
    answer === 'accept'
      ? appointmentPaths.nutritionistBookingRequestAccept(nutritionistId, requestId)
      : appointmentPaths.nutritionistBookingRequestDecline(nutritionistId, requestId);
  await readJson<unknown>(viaProxy(path), { method: 'POST' });
}
