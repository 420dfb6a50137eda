'use client';

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { Progress } from '@/lib/api/contract';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';

/** The adherence record of the last `days` days (GET /v1/users/{id}/progress); the first period from the server. */
export function useProgress(patientId: number, days: number, initial: { days: number; data: Progress }) {
  return useSWR(
    viaProxy(userPaths.userProgress(patientId, days)),
    (path: string) => readJson<Progress>(path),
    {
      fallbackData: days === initial.days ? initial.data : undefined,
      revalidateOnMount: days !== initial.days,
      keepPreviousData: true,
    },
  );
}
