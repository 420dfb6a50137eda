'use client';

// The agenda's free hours as an SWR resource, and the refresh every booking, move or cancellation asks for.
// The dialogs' reads and the writes are agenda-calls.ts, loaded with the dialogs and actions that make them.
// Answers are read as the contract's types, unchecked: the agenda validates no input in the browser, so it
// loads no zod.
import useSWR, { mutate } from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { Availability } from '@/lib/api/contract';
import { practicePaths } from '@/lib/api/paths/practice';
import { viaProxy } from '@/lib/api/paths/proxy';

/** The key of the nutritionist's free hours between two dates. */
export function availabilityKey(nutritionistId: number, range: { from: string; to: string }): string {
  return viaProxy(practicePaths.nutritionistAvailabilities(nutritionistId, range));
}

/** Whether an SWR key is one of the nutritionist's free-hour ranges. */
function isAvailabilityKey(nutritionistId: number, key: unknown): boolean {
  const prefix = viaProxy(practicePaths.nutritionistAvailabilities(nutritionistId));
  return typeof key === 'string' && (key === prefix || key.startsWith(`${prefix}?`));
}

/** Free hours of the nutritionist between two dates; null skips. */
export function useAvailability(nutritionistId: number, range: { from: string; to: string } | null) {
  return useSWR(
    range ? availabilityKey(nutritionistId, range) : null,
    (path: string) => readJson<Availability>(path),
    { revalidateOnFocus: false },
  );
}

/** After a booking, move or cancel, free hours of the nutritionist are stale wherever they are shown. */
export function refreshAvailability(nutritionistId: number) {
  return mutate((key) => isAvailabilityKey(nutritionistId, key));
}
