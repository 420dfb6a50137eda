'use client';

import { readJson } from '@/lib/api/browser/client';
import type { PatientDeletion } from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';

/** Cancels a scheduled erasure with the mailed code; answers the request, now cancelled. */
export function cancelDeletion(code: string): Promise<PatientDeletion> {
  return readJson<PatientDeletion>(viaProxy(paths.deletionCancellation(code)), { method: 'POST' });
}
