'use client';

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { PatientGoals, PatientGoalsInput } from '@/lib/api/contract';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';

/** The patient's goals (GET /v1/users/{id}/goals); saving stores the answer in the cache. */
export function usePatientGoals(patientId: number, initial?: PatientGoals) {
  const key = viaProxy(userPaths.userGoals(patientId));
  // Read by the page on the server, it is there from the first paint: nothing to ask again on mount.
  const swr = useSWR(key, (path: string) => readJson<PatientGoals>(path), {
    fallbackData: initial,
    revalidateOnMount: initial === undefined,
  });
  return {
    ...swr,
    async saveGoals(goals: PatientGoalsInput) {
      const saved = await readJson<PatientGoals>(key, { method: 'PUT', json: goals });
      await swr.mutate(saved, { revalidate: false });
      return saved;
    },
  };
}
