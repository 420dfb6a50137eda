// A path's ids, read by the one parser the portal's proxy and the access trail share (lib/rules/ids.ts).
// An id written any other way (`0x4`, `4.0`, `04`) names no resource: 404, as an id that exists nowhere.
import type { Context } from 'hono';
import { readId } from '@/lib/rules/ids';
import { notFound } from '../errors';
import type { AppEnv } from './context';

/** The id in the path parameter `name`, or a 404. */
export function pathIdOrThrow(c: Context<AppEnv>, name = 'id'): number {
  const id = readId(c.req.param(name));
  if (id === null) throw notFound();
  return id;
}
