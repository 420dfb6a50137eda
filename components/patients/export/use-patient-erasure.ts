'use client';

// The request that a patient's data be erased (POST /v1/users/{id}/deletion-request), made for her.
import { readJson } from '@/lib/api/browser/client';
import type { PatientDeletion } from '@/lib/api/contract';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';

export function usePatientErasure(patientId: number) {
  return () =>
    readJson<PatientDeletion>(viaProxy(userPaths.userDeletionRequest(patientId)), { method: 'POST' });
}
