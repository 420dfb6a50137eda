// Browser-side calls through the portal's /api proxy, parsed with the contract.
import type { z } from 'zod';
import { type ApiProblem, connectionLost, readProblem } from './errors';

/** An ended session sends the browser to sign in again instead of leaving a broken screen. */
export function leaveOnExpiredSession(error: ApiProblem): void {
  if (error.status === 401) window.location.assign('/login');
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
    const error = await readProblem(response);
    leaveOnExpiredSession(error);
    throw error;
  }
  return response;
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
