'use client';

import useSWR from 'swr';
import { requestJson } from '@/lib/api/browser/client';
import type { AnamnesisContent, AnamnesisForm, AnamnesisList } from '@/lib/api/contract';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';

// Answers are read through the contract's schemas: a version's content has defaults (an answer it leaves
// out is unknown) and trims. The schemas, and zod, are loaded with the first read or save in the browser:
// the page's list comes from the server, so the anamnesis page loads neither until it asks for more.
const contract = () => import('@/lib/api/contract/anamnesis');

/** The patient's anamnesis versions (GET /v1/users/{id}/anamneses); a save puts the new one first. */
export function useAnamneses(patientId: number, fallbackData?: AnamnesisList) {
  const key = viaProxy(userPaths.userAnamneses(patientId));
  const swr = useSWR(key, async (path: string) => requestJson(path, (await contract()).anamnesisListSchema), {
    fallbackData,
    revalidateOnMount: fallbackData === undefined,
  });
  return {
    ...swr,
    async createVersion(form: AnamnesisForm, content: AnamnesisContent) {
      const { anamnesisSchema } = await contract();
      const saved = await requestJson(key, anamnesisSchema, { method: 'POST', json: { form, content } });
      const { content: _content, patient_id: _patient, ...summary } = saved;
      // The cache holds nothing until the first read in the browser: the page's list is the fallback.
      const before = swr.data?.versions ?? fallbackData?.versions ?? [];
      await swr.mutate({ versions: [summary, ...before], latest: saved }, { revalidate: false });
      return saved;
    },
  };
}

/** One version as it was saved (GET /v1/users/{id}/anamneses/{anamnesisId}); null reads nothing. */
export function useAnamnesisVersion(patientId: number, anamnesisId: number | null) {
  return useSWR(
    anamnesisId === null ? null : viaProxy(userPaths.userAnamnesis(patientId, anamnesisId)),
    async (path: string) => requestJson(path, (await contract()).anamnesisSchema),
  );
}
