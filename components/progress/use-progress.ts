'use client';

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { Progress } from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';

/** The adherence record of the last `days` days (GET /v1/users/{id}/progress); the first period from the server. */
export function useProgress(patientId: number, days: number, initial: { days: number; data: Progress }) {
  return useSWR(viaProxy(paths.userProgress(patientId, days)), (path: string) => readJson<Progress>(path), {
    fallbackData: days === initial.days ? initial.data : undefined,
    revalidateOnMount: days !== initial.days,
    keepPreviousData: true,
  });
}
