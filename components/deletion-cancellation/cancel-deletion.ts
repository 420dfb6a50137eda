'use client';

import { readJson } from '@/lib/api/browser/client';
import type { PatientDeletion } from '@/lib/api/contract';
import { practicePaths } from '@/lib/api/paths/practice';
import { viaProxy } from '@/lib/api/paths/proxy';

/** Cancels a scheduled erasure with the mailed code; answers the request, now cancelled. */
export function cancelDeletion(code: string): Promise<PatientDeletion> {
  return readJson<PatientDeletion>(viaProxy(practicePaths.deletionCancellation(code)), { method: 'POST' });
}
