import 'server-only';
import { headers as requestHeaders } from 'next/headers';
import type { z } from 'zod';
import { serverConfig } from '@/lib/config/server';
import { stateClientAddress } from '@/lib/security/client-address';
import { ApiProblem, fromFetchFailure, fromUnreadableAnswer, readProblem } from '../errors';
import { getSessionToken } from './session-token';

export interface UpstreamRequest {
  method?: string;
  token?: string;
  json?: unknown;
  /** The visitor's address, for the upstream's per-address limits. */
  clientAddress?: string;
  /** A shorter wait than UPSTREAM_TIMEOUT_MS, for a call a page should not stall on. */
  timeoutMs?: number;
}

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
  const config = serverConfig();
  const headers = new Headers({ Accept: 'application/json' });
  if (request.token) headers.set('Authorization', `Bearer ${request.token}`);
  if (request.json !== undefined) headers.set('Content-Type', 'application/json');
  stateClientAddress(headers, request.clientAddress, config.PORTAL_SECRET);
  const requestId = await currentRequestId();
  if (requestId) headers.set('X-Request-Id', requestId);
  let response: Response;
  try {
    response = await fetch(new URL(path, config.API_BASE_URL), {
      method: request.method ?? 'GET',
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: AbortSignal.timeout(request.timeoutMs ?? config.UPSTREAM_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    throw fromFetchFailure(error);
  }
  if (!response.ok) throw await readProblem(response);
  return response;
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
  const response = await callUpstream(path, request);
  try {
    return schema.parse(await response.json());
  } catch (error) {
    throw fromUnreadableAnswer(error);
  }
}

/** fetchUpstream as the signed-in user: the token comes from the session, never from the caller. */
export async function fetchAsUser<T extends z.ZodType>(
  path: string,
  schema: T,
  request: Omit<UpstreamRequest, 'token'> = {},
): Promise<z.infer<T>> {
  return fetchUpstream(path, schema, { ...request, token: await getSessionToken() });
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
