'use client';

// A food's household measures: read where the plan builder offers them, replaced from the food form. Read
// as the contract's type, unchecked (its schema has no default or transform).
import useSWR, { useSWRConfig } from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { HouseholdMeasures, ReplaceHouseholdMeasuresRequest } from '@/lib/api/contract';
import { cataloguePaths } from '@/lib/api/paths/catalogue';
import { isProxiedRoute, viaProxy } from '@/lib/api/paths/proxy';

const measuresKey = (foodstuffId: number) => viaProxy(cataloguePaths.foodstuffMeasures(foodstuffId));
const fetchMeasures = (path: string) => readJson<HouseholdMeasures>(path);

/** Whether an SWR key is a food's measures (useHouseholdMeasures builds them). */
export function isHouseholdMeasuresKey(key: unknown): boolean {
  return isProxiedRoute(cataloguePaths.foodstuffMeasures.pattern, key);
}

/** The food's measures; nothing is asked while no food is chosen. */
export function useHouseholdMeasures(foodstuffId: number | null) {
  return useSWR(foodstuffId === null ? null : measuresKey(foodstuffId), fetchMeasures);
}

/** Replaces the food's list; the builder sees the new one the next time it asks. */
export function useReplaceHouseholdMeasures() {
  const { mutate } = useSWRConfig();
  return async (foodstuffId: number, body: ReplaceHouseholdMeasuresRequest) => {
    const saved = await readJson<HouseholdMeasures>(measuresKey(foodstuffId), {
      method: 'PUT',
      json: body,
    });
    await mutate(measuresKey(foodstuffId), saved, { revalidate: false });
    return saved;
  };
}
