// The API's domain errors: what services, rules and infra throw when a request cannot be served. The http
// layer turns them into problem answers (http/errors.ts).
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '@/lib/api/contract';

/** An error the API answers with: HTTP status, a stable code, and a human-readable detail. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

export const notFound = (what = 'Recurso') => new ApiError(404, 'NOT_FOUND', `${what} não encontrado.`);
export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'Você não tem permissão para esta ação.');
export const unauthorized = () => new ApiError(401, 'UNAUTHORIZED', 'Autenticação necessária.');
export const invalidData = (detail = 'Os dados informados são inválidos.') =>
  new ApiError(400, 'INVALID_DATA', detail);
