'use client';

import { useRef } from 'react';
import useSWR from 'swr';
import { z } from 'zod';
import { requestJson } from '@/lib/api/client';
import {
  type AnthropometricRecordInput,
  type AnthropometricRecordList,
  anthropometricRecordListSchema,
  anthropometricRecordSchema,
  anthropometryPreferencesInputSchema,
} from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';
import type { FatEquation } from '@/lib/rules/anthropometry/density-equations';

const byDateDescending = (list: AnthropometricRecordList['records']) =>
  [...list].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));

/** The patient's records (GET /v1/users/{id}/anthropometric-records); writes update the cache in place. */
export function useAnthropometricRecords(patientId: number, fallbackData: AnthropometricRecordList) {
  const key = viaProxy(paths.userAnthropometricRecords(patientId));
  const swr = useSWR(key, (path: string) => requestJson(path, anthropometricRecordListSchema), {
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
      const saved = await requestJson(key, anthropometricRecordSchema, { method: 'POST', json: input });
      await store({ ...current(), records: byDateDescending([saved, ...current().records]) });
      return saved;
    },
    async updateRecord(recordId: number, input: AnthropometricRecordInput) {
      const saved = await requestJson(
        viaProxy(paths.userAnthropometricRecord(patientId, recordId)),
        anthropometricRecordSchema,
        { method: 'PUT', json: input },
      );
      const others = current().records.filter((record) => record.id !== recordId);
      await store({ ...current(), records: byDateDescending([saved, ...others]) });
      return saved;
    },
    async deleteRecord(recordId: number) {
      await requestJson(viaProxy(paths.userAnthropometricRecord(patientId, recordId)), z.undefined(), {
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
          requestJson(
            viaProxy(paths.userAnthropometryPreferences(patientId)),
            anthropometryPreferencesInputSchema,
            { method: 'PUT', json: { preferred_fat_equation: equation } },
          ),
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
