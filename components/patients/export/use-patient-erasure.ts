'use client';

// The request that a patient's data be erased (POST /v1/users/{id}/deletion-request), made for her.
import { requestJson } from '@/lib/api/client';
import { patientDeletionSchema } from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';

export function usePatientErasure(patientId: number) {
  return () =>
    requestJson(viaProxy(paths.userDeletionRequest(patientId)), patientDeletionSchema, { method: 'POST' });
}
