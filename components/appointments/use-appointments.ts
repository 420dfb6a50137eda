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

/** How often this page refreshed the free hours (refreshAvailability): those read before the last are stale. */
let refreshes = 0;

/** Free hours as read, with the refreshes there had been when the read began. */
interface ReadAvailability {
  availability: Availability;
  readAfter: number;
}

async function readAvailability(path: string): Promise<ReadAvailability> {
  const readAfter = refreshes;
  return { availability: await readJson<Availability>(path), readAfter };
}

/**
 * Free hours of the nutritionist between two dates; null skips. `onlyCurrent`: free hours read before the last
 * refresh (a booking, move, cancellation or new week of availability) count as not read yet, so that a picker
 * never offers an hour just taken (the agenda's grid instead keeps them in view until they are read again).
 */
export function useAvailability(
  nutritionistId: number,
  range: { from: string; to: string } | null,
  { onlyCurrent = false } = {},
) {
  const read = useSWR(range ? availabilityKey(nutritionistId, range) : null, readAvailability, {
    revalidateOnFocus: false,
  });
  const stale = onlyCurrent && read.data !== undefined && read.data.readAfter < refreshes;
  return {
    data: stale ? undefined : read.data?.availability,
    error: read.error,
    isLoading: read.isLoading || stale,
    mutate: read.mutate,
  };
}

/**
 * After a booking, move or cancel, the nutritionist's free hours are stale wherever they were read: those on
 * screen are read again, and any read, on screen or not, asks the API anew (no answer from before is reused).
 */
export function refreshAvailability(nutritionistId: number) {
  refreshes += 1;
  return mutate((key) => isAvailabilityKey(nutritionistId, key));
}
