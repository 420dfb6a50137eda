'use client';

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { PatientContact } from '@/lib/api/contract';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';

/** The patient's contact (GET /v1/users/{id}/contact); saving the phone stores the answer in the cache. */
export function usePatientContact(patientId: number, initial?: PatientContact) {
  const key = viaProxy(userPaths.userContact(patientId));
  // Read by the page on the server, it is there from the first paint: nothing to ask again on mount.
  const swr = useSWR(key, (path: string) => readJson<PatientContact>(path), {
    fallbackData: initial,
    revalidateOnMount: initial === undefined,
  });
  return {
    ...swr,
    async savePhone(phone: string | null) {
      const saved = await readJson<PatientContact>(key, { method: 'PUT', json: { phone } });
      await swr.mutate(saved, { revalidate: false });
      return saved;
    },
  };
}
