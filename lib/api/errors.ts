// The portal's one error contract, on the server and in the browser: every failed call, whether the
// upstream answered problem+json, answered something else or did not answer, becomes an ApiProblem
// whose code is a member of the contract's error codes. No zod here, and not the list of codes either:
// every signed-in page reads errors. The server checks codes against the list (read-problem.ts); the
// browser reads only the portal's own answers, whose codes the portal checked (browser/proxy-problem.ts).
import type { ErrorCode } from './contract/error-codes';

/** A failed call. The upstream's code passes through unchanged; status 0 means no answer at all. */
export class ApiProblem extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly detail: string,
    /** The upstream's Retry-After (on 429), passed on to the browser. */
    readonly retryAfter?: string,
  ) {
    super(`${status} ${code}: ${detail}`);
    this.name = 'ApiProblem';
  }
}

/** Whether a value is a code this reader takes as one of the contract's. */
export type ErrorCodeCheck = (value: unknown) => value is ErrorCode;

/**
 * A problem body read without trusting its shape: a code `isCode` refuses (unknown, missing, malformed)
 * becomes UPSTREAM_ERROR (shown as the generic text), a missing detail the status text.
 */
export function problemOf(
  status: number,
  body: unknown,
  statusText: string,
  isCode: ErrorCodeCheck,
): ApiProblem {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return new ApiProblem(
    status,
    isCode(fields.code) ? fields.code : 'UPSTREAM_ERROR',
    typeof fields.detail === 'string' ? fields.detail : statusText,
  );
}

/** A failed fetch answer's body as an ApiProblem, its Retry-After kept. */
export async function problemOfResponse(response: Response, isCode: ErrorCodeCheck): Promise<ApiProblem> {
  const body: unknown = await response.json().catch(() => undefined);
  const problem = problemOf(response.status, body, response.statusText, isCode);
  const retryAfter = response.headers.get('retry-after');
  return retryAfter ? new ApiProblem(problem.status, problem.code, problem.detail, retryAfter) : problem;
}

/** The codes of a call that met no answer, a throttle or a failure of the servers: trying again may work. */
const TRANSIENT_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_REQUESTS',
  'SERVER_BUSY',
  'DATABASE_UNAVAILABLE',
  'INTERNAL_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_ERROR',
]);

/** Whether anything thrown is a failure that says nothing of the request itself (anything not a failed call is). */
export function isTransientFailure(error: unknown): boolean {
  return !(error instanceof ApiProblem) || TRANSIENT_CODES.has(error.code);
}

/** The wait a throttled call was told (its Retry-After, in seconds), else 0. */
export function retryAfterSecondsOf(error: unknown): number {
  const seconds = error instanceof ApiProblem ? Number(error.retryAfter) : Number.NaN;
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

/** The code of anything thrown, when it was a failed call. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return error instanceof ApiProblem ? error.code : undefined;
}

/** Turns a failed server-side fetch (connection refused, timeout) into the portal's own error codes. */
export function fromFetchFailure(error: unknown): ApiProblem {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new ApiProblem(504, 'UPSTREAM_TIMEOUT', 'O servidor demorou demais para responder.');
  }
  return new ApiProblem(503, 'UPSTREAM_UNAVAILABLE', 'O servidor está indisponível no momento.');
}

/**
 * A 2xx answer whose body could not be read as the contract says: the wait ran out or the connection broke
 * mid-body (as fromFetchFailure), or it was not the JSON promised (502). Never left to become an empty 500.
 */
export function fromUnreadableAnswer(error: unknown): ApiProblem {
  if (error instanceof SyntaxError || (error instanceof Error && error.name === 'ZodError')) {
    return new ApiProblem(502, 'UPSTREAM_ERROR', 'O servidor respondeu de forma inesperada.');
  }
  return fromFetchFailure(error);
}

/** The browser lost the portal itself (offline, portal down). */
export function connectionLost(): ApiProblem {
  return new ApiProblem(0, 'UPSTREAM_UNAVAILABLE', 'Sem conexão.');
}
