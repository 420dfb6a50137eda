// Browser-side calls through the portal's /api proxy, parsed with the contract.
import type { z } from 'zod';

/** A failed call: the upstream's (or the portal's) error code passes through unchanged. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(`${status} ${code}`);
  }
}

export async function toApiRequestError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  const problem = (body && typeof body === 'object' ? body : {}) as { code?: unknown; detail?: unknown };
  return new ApiRequestError(
    response.status,
    typeof problem.code === 'string' ? problem.code : 'UPSTREAM_ERROR',
    typeof problem.detail === 'string' ? problem.detail : response.statusText,
  );
}

/** An ended session sends the browser to sign in again instead of leaving a broken screen. */
export function leaveOnExpiredSession(error: ApiRequestError): void {
  if (error.status === 401) window.location.assign('/login');
}

/** A call whose answer body does not matter (204, or a mark-as-read); failures throw ApiRequestError. */
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
    throw new ApiRequestError(0, 'UPSTREAM_UNAVAILABLE', 'Sem conexão.');
  }
  if (!response.ok) {
    const error = await toApiRequestError(response);
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

export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.code : undefined;
}
