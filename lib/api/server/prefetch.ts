// Reads the browser would make through the proxy, made by the page on the server instead, so a list shows
// from the first paint and nothing moves when it arrives: handed to SWR as its fallback, under the key the
// browser uses.
import 'server-only';
import type { ZodType } from 'zod';
import { viaProxy } from '../paths/proxy';
import { fetchAsUser } from './upstream';

/** The upstream `path` read as the signed-in user: its SWR key and answer, or null when the read fails. */
export async function prefetchForBrowser<T>(path: string, schema: ZodType<T>): Promise<[string, T] | null> {
  try {
    return [viaProxy(path), await fetchAsUser(path, schema)];
  } catch {
    // The list asks again in the browser and says so there if it still fails.
    return null;
  }
}

/** The fallback of an SWRConfig: the reads that succeeded, by key. */
export async function prefetchedFallback(
  reads: readonly Promise<[string, unknown] | null>[],
): Promise<Record<string, unknown>> {
  return Object.fromEntries((await Promise.all(reads)).filter((read) => read !== null));
}
