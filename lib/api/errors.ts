import { problemSchema } from './contract';

/** An upstream answer that was not a success, or no answer at all. The upstream's code passes through. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly detail: string,
    /** The upstream's Retry-After (on 429), passed on to the browser. */
    readonly retryAfter?: string,
  ) {
    super(`${status} ${code}: ${detail}`);
  }

  static async fromResponse(response: Response): Promise<UpstreamError> {
    const body = await response.json().catch(() => undefined);
    const parsed = problemSchema.safeParse(body);
    const retryAfter = response.headers.get('retry-after') ?? undefined;
    if (parsed.success)
      return new UpstreamError(response.status, parsed.data.code, parsed.data.detail, retryAfter);
    return new UpstreamError(response.status, 'UPSTREAM_ERROR', response.statusText, retryAfter);
  }
}

export const UNAVAILABLE = 'UPSTREAM_UNAVAILABLE';
export const TIMEOUT = 'UPSTREAM_TIMEOUT';

/** Turns a failed fetch (connection refused, timeout) into the portal's own error codes. */
export function fromFetchFailure(error: unknown): UpstreamError {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return new UpstreamError(504, TIMEOUT, 'O servidor demorou demais para responder.');
  }
  return new UpstreamError(503, UNAVAILABLE, 'O servidor está indisponível no momento.');
}
