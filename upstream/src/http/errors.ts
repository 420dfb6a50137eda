import type { Context } from 'hono';
import { ZodError } from 'zod';
import { ApiError, invalidData } from '../errors';
import { isDatabaseUnavailable } from '../infra/database-errors';

export function problem(c: Context, error: ApiError) {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.body(
    JSON.stringify({ status: error.status, code: error.code, detail: error.detail }),
    error.status,
    {
      'Content-Type': 'application/problem+json',
    },
  );
}

export function describeZodError(error: ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Os dados informados são inválidos.';
  const field = issue.path.join('.');
  return field ? `Campo inválido: ${field}.` : 'Os dados informados são inválidos.';
}

/**
 * The single error handler: known errors keep their code, invalid input is a 400, a database that cannot
 * answer now a 503 to try again, the rest a 500 without internals.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return invalidData(describeZodError(error));
  if (error instanceof SyntaxError) return invalidData('O corpo da requisição não é um JSON válido.');
  if (isDatabaseUnavailable(error)) {
    return new ApiError(
      503,
      'DATABASE_UNAVAILABLE',
      'O banco de dados está indisponível no momento. Tente novamente em instantes.',
      { 'Retry-After': '5' },
    );
  }
  return new ApiError(500, 'INTERNAL_ERROR', 'Erro interno. Tente novamente mais tarde.');
}
