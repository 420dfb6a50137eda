'use client';

// The settings of her public booking page, read and saved by its dialog; the requests waiting for her answer
// are use-booking-requests.ts. Answers are read as the contract's types, unchecked, like the rest of the
// agenda (no zod in the browser here).
import useSWR, { mutate } from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { BookingSettings, BookingSettingsInput } from '@/lib/api/contract';
import { appointmentPaths } from '@/lib/api/paths/appointments';
import { viaProxy } from '@/lib/api/paths/proxy';

const settingsKey = (nutritionistId: number) =>
  viaProxy(appointmentPaths.nutritionistBookingSettings(nutritionistId));

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
