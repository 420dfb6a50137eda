// A path's ids, read by the one parser the portal's proxy and the access trail share (lib/rules/ids.ts).
// An id written any other way (`0x4`, `4.0`, `04`) names no resource: 404, as an id that exists nowhere.
import type { Context } from 'hono';
import type { z } from 'zod';
import { readId } from '@/lib/rules/ids';
import { type ApiError, notFound } from '../errors';
import type { AppEnv } from './context';

/** The id in the path parameter `name`, or a 404. */
export function pathIdOrThrow(c: Context<AppEnv>, name = 'id'): number {
  const id = readId(c.req.param(name));
  if (id === null) throw notFound();
  return id;
}

/**
 * A text parameter (a link, a token, a hold's id) read by its schema; text that cannot name anything is
 * the same refusal as text that names nothing, so a malformed one tells no more than an unknown one.
 */
export function pathTextOrThrow<T>(
  c: Context<AppEnv>,
  name: string,
  schema: z.ZodType<T>,
  refusal: () => ApiError,
): T {
  const parsed = schema.safeParse(c.req.param(name));
  if (!parsed.success) throw refusal();
  return parsed.data;
}
