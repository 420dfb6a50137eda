import 'server-only';
import type { z } from 'zod';
import { serverConfig } from '@/lib/config/server';
import { stateClientAddress } from '@/lib/security/client-address';
import { fromFetchFailure, UpstreamError } from './errors';

export interface UpstreamRequest {
  method?: string;
  token?: string;
  json?: unknown;
  /** The visitor's address, for the upstream's per-address limits. */
  clientAddress?: string;
}

/** Calls the upstream with a timeout; a non-2xx answer or no answer becomes an UpstreamError. */
export async function callUpstream(path: string, request: UpstreamRequest = {}): Promise<Response> {
  const config = serverConfig();
  const headers = new Headers({ Accept: 'application/json' });
  if (request.token) headers.set('Authorization', `Bearer ${request.token}`);
  if (request.json !== undefined) headers.set('Content-Type', 'application/json');
  stateClientAddress(headers, request.clientAddress, config.PORTAL_SECRET);
  let response: Response;
  try {
    response = await fetch(new URL(path, config.API_BASE_URL), {
      method: request.method ?? 'GET',
      headers,
      body: request.json === undefined ? undefined : JSON.stringify(request.json),
      signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    throw fromFetchFailure(error);
  }
  if (!response.ok) throw await UpstreamError.fromResponse(response);
  return response;
}

/** Calls the upstream and parses the answer with the contract, so pages only ever see the app's types. */
export async function fetchUpstream<T extends z.ZodType>(
  path: string,
  schema: T,
  request: UpstreamRequest = {},
): Promise<z.infer<T>> {
  const response = await callUpstream(path, request);
  return schema.parse(await response.json());
}
