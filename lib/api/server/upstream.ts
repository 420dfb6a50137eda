import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import type { z } from 'zod';
import { ApiProblem } from '../errors';
import { readInBatch } from './read-batch';
import { getSessionToken } from './session-token';
import { callUpstreamAs, fetchUpstreamAs, parseAnswer, type UpstreamRequest } from './upstream-call';

export type { UpstreamRequest } from './upstream-call';

/** The id the portal's server gave the request being answered (scripts/serve-portal.ts), if any. */
async function currentRequestId(): Promise<string | undefined> {
  try {
    return (await requestHeaders()).get('x-request-id') ?? undefined;
  } catch {
    // Outside a request (a script, a test): no id to pass on.
    return undefined;
  }
}

/** Calls the upstream with a timeout; a non-2xx answer or no answer becomes an ApiProblem. */
export async function callUpstream(path: string, request: UpstreamRequest = {}): Promise<Response> {
  return callUpstreamAs(path, request, await currentRequestId());
}

/**
 * Calls the upstream and parses the answer with the contract, so pages only ever see the app's types. The
 * timeout covers the body too: one that stalls or breaks off mid-way is an ApiProblem like no answer at all.
 */
export async function fetchUpstream<T extends z.ZodType>(
  path: string,
  schema: T,
  request: UpstreamRequest = {},
): Promise<z.infer<T>> {
  return fetchUpstreamAs(path, schema, request, await currentRequestId());
}

/** fetchUpstream as the signed-in user: the token comes from the session, never from the caller. */
export async function fetchAsUser<T extends z.ZodType>(
  path: string,
  schema: T,
  request: Omit<UpstreamRequest, 'token'> = {},
): Promise<z.infer<T>> {
  const token = await getSessionToken();
  // A plain read joins the page's other reads in one call (read-batch.ts); a write, or a read that must not
  // wait as long as the others may, goes on its own.
  const plainRead =
    (request.method ?? 'GET') === 'GET' &&
    request.json === undefined &&
    request.clientAddress === undefined &&
    !request.timeoutMs;
  if (!plainRead) return fetchUpstream(path, schema, { ...request, token });
  return parseAnswer(await readInBatch(path, token, await currentRequestId()), schema);
}

/** A read whose "no such thing" (404, or an id the upstream refuses as malformed) is an answer, not an error. */
export async function orNullWhenMissing<T>(
  read: Promise<T>,
  missing: readonly number[] = [404],
): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiProblem && missing.includes(error.status)) return null;
    throw error;
  }
}
