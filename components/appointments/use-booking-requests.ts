'use client';

// The requests of her public booking page waiting for her answer, read on every visit to the agenda, and
// her answer to one. Answers are read as the contract's types, unchecked, like the rest of the agenda.
import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { BookingRequestPage } from '@/lib/api/contract';
import { appointmentPaths } from '@/lib/api/paths/appointments';
import { viaProxy } from '@/lib/api/paths/proxy';

const requestsKey = (nutritionistId: number) =>
  viaProxy(appointmentPaths.nutritionistBookingRequests(nutritionistId, { page: '0', size: '20' }));

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
