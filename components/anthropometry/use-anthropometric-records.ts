'use client';

import { useRef } from 'react';
import useSWR from 'swr';
import { readJson, sendRequest } from '@/lib/api/browser/client';
import type {
  AnthropometricRecord,
  AnthropometricRecordInput,
  AnthropometricRecordList,
  AnthropometryPreferences,
} from '@/lib/api/contract';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';
import type { FatEquation } from '@/lib/rules/anthropometry/density-equations';

const byDateDescending = (list: AnthropometricRecordList['records']) =>
  [...list].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));

/**
 * The patient's records (GET /v1/users/{id}/anthropometric-records); writes update the cache in place.
 * Answers are read as the contract's types (none of their schemas has a default or a transform).
 */
export function useAnthropometricRecords(patientId: number, fallbackData: AnthropometricRecordList) {
  const key = viaProxy(userPaths.userAnthropometricRecords(patientId));
  const swr = useSWR(key, (path: string) => readJson<AnthropometricRecordList>(path), {
    fallbackData,
    revalidateOnMount: false,
  });
  const current = () => swr.data ?? fallbackData;
  const store = (next: AnthropometricRecordList) => swr.mutate(next, { revalidate: false });
  // Equation choices are sent one after the other, so a slower earlier one cannot land last.
  const preferenceSaves = useRef<Promise<unknown>>(Promise.resolve());

  return {
    ...swr,
    async createRecord(input: AnthropometricRecordInput) {
      const saved = await readJson<AnthropometricRecord>(key, { method: 'POST', json: input });
      await store({ ...current(), records: byDateDescending([saved, ...current().records]) });
      return saved;
    },
    async updateRecord(recordId: number, input: AnthropometricRecordInput) {
      const saved = await readJson<AnthropometricRecord>(
        viaProxy(userPaths.userAnthropometricRecord(patientId, recordId)),
        { method: 'PUT', json: input },
      );
      const others = current().records.filter((record) => record.id !== recordId);
      await store({ ...current(), records: byDateDescending([saved, ...others]) });
      return saved;
    },
    async deleteRecord(recordId: number) {
      await sendRequest(viaProxy(userPaths.userAnthropometricRecord(patientId, recordId)), {
        method: 'DELETE',
      });
      await store({ ...current(), records: current().records.filter((record) => record.id !== recordId) });
    },
    /** Shown at once; a refused save puts back the choice before it, unless another came since. */
    async choosePreferredEquation(equation: FatEquation) {
      const before = current().preferred_fat_equation;
      await store({ ...current(), preferred_fat_equation: equation });
      const save = preferenceSaves.current
        .catch(() => undefined)
        .then(() =>
          readJson<AnthropometryPreferences>(viaProxy(userPaths.userAnthropometryPreferences(patientId)), {
            method: 'PUT',
            json: { preferred_fat_equation: equation },
          }),
        );
      preferenceSaves.current = save;
      try {
        await save;
      } catch (error) {
        // Read from the cache as it is now, not as this render saw it.
        await swr.mutate(
          (now) =>
            now && now.preferred_fat_equation === equation ? { ...now, preferred_fat_equation: before } : now,
          { revalidate: false },
        );
        throw error;
      }
    },
  };
}
