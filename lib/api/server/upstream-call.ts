// The call to the upstream itself, with no tie to the App Router: upstream.ts adds the request's id from
// next/headers for the portal's pages, and the script-free pages (pages/, whose server code cannot import
// 'server-only') call it directly with the visitor's address.
import type { z } from 'zod';
import { serverConfig } from '@/lib/config/server';
import { stateClientAddress } from '@/lib/security/client-address';
import { fromFetchFailure, fromUnreadableAnswer } from '../errors';
import { readProblem } from '../read-problem';

export interface UpstreamRequest {
  method?: string;
  token?: string;
  json?: unknown;
  /** The visitor's address, for the upstream's per-address limits. */
  clientAddress?: string;
  /** A shorter wait than UPSTREAM_TIMEOUT_MS, for a call a page should not stall on. */
  timeoutMs?: number;
}

/** Calls the upstream with a timeout; a non-2xx answer or no answer becomes an ApiProblem. */
export async function callUpstreamAs(
  path: string,
  request: UpstreamRequest = {},
  requestId?: string,
): Promise<Response> {
  const config = serverConfig();
  const headers = new Headers({ Accept: 'application/json' });
  if (request.token) headers.set('Authorization', `Bearer ${request.token}`);
  if (request.json !== undefined) headers.set('Content-Type', 'application/json');
  stateClientAddress(headers, request.clientAddress, config.PORTAL_SECRET);
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
export async function fetchUpstreamAs<T extends z.ZodType>(
  path: string,
  schema: T,
  request: UpstreamRequest = {},
  requestId?: string,
): Promise<z.infer<T>> {
  return parseAnswer(await callUpstreamAs(path, request, requestId), schema);
}

/** A 2xx answer's body, read with the contract; one that is not what the contract says is an ApiProblem. */
export async function parseAnswer<T extends z.ZodType>(response: Response, schema: T): Promise<z.infer<T>> {
  try {
    return schema.parse(await response.json());
  } catch (error) {
    throw fromUnreadableAnswer(error);
  }
}
