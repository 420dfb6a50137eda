// Browser-side calls through the portal's /api proxy, parsed with the contract.
import type { z } from 'zod';
import { type ApiProblem, connectionLost } from '../errors';
import { readProxyProblem } from './proxy-problem';

/** What the page hears when a call finds the session ended (components/shell/session-ended-notice). */
export const SESSION_ENDED_EVENT = 'nutri:session-ended';

/**
 * An ended session is announced, not followed by a jump to the sign-in page: the page may hold work not
 * yet saved (a plan being built), which signing in from another tab lets the user save after all.
 */
export function announceEndedSession(error: ApiProblem): void {
  if (error.status === 401) window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/** A call whose answer body does not matter (204, or a mark-as-read); failures throw ApiProblem. */
export async function sendRequest(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<Response> {
  const { json, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(path, {
      ...rest,
      headers: json === undefined ? rest.headers : { 'Content-Type': 'application/json', ...rest.headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch {
    throw connectionLost();
  }
  if (!response.ok) {
    const error = await readProxyProblem(response);
    announceEndedSession(error);
    throw error;
  }
  return response;
}

/**
 * A read whose answer is taken as the contract's type without checking it in the browser: the answer comes
 * from the upstream through the portal's proxy, and the upstream answers by the contract (its tests prove
 * it). For reads whose schema changes nothing (no default or transform), on pages that need no zod else.
 */
export async function readJson<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const response = await sendRequest(path, init);
  return (await response.json()) as T;
}

export async function requestJson<T extends z.ZodType>(
  path: string,
  schema: T,
  init: RequestInit & { json?: unknown } = {},
): Promise<z.infer<T>> {
  const response = await sendRequest(path, init);
  if (response.status === 204) return schema.parse(undefined);
  return schema.parse(await response.json());
}
