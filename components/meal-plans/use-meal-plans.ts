'use client';

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { UserDetail } from '@/lib/api/contract';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPath } from '@/lib/api/paths/user';

// Answers are read as the contract's types, unchecked: none of their schemas has a default or a transform,
// so the plan builder loads zod only when a form it opens checks what was typed.

export const patientKey = (patientId: number) => viaProxy(userPath(patientId));

/** The patient with its plans (GET /v1/users/{id}), starting from what the server rendered. */
export function usePatientPlans(patientId: number, fallbackData: UserDetail) {
  return useSWR(patientKey(patientId), (path: string) => readJson<UserDetail>(path), {
    fallbackData,
    revalidateOnMount: false,
  });
}
