import type { Context } from 'hono';
import { ApiError, invalidData } from '../errors';
import type { AppEnv } from './context';

const DEFAULT_BODY_TIMEOUT_MS = 5000;

/**
 * The JSON body, or a 400 when it is missing or malformed (never a 500). A body declared and then not sent
 * is answered 408 after REQUEST_BODY_TIMEOUT_MS instead of holding the request (and a database-bound
 * handler behind it) for as long as the client likes.
 */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const reading = c.req.json();
  // A body cut off after the answer fails here too: nothing waits for it any more.
  reading.catch(() => undefined);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ApiError(408, 'REQUEST_TIMEOUT', 'O corpo da requisição não chegou a tempo.')),
      c.get('bodyTimeoutMs') ?? DEFAULT_BODY_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([reading, late]);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw invalidData('O corpo da requisição deve ser um JSON válido.');
  } finally {
    clearTimeout(timer);
  }
}
