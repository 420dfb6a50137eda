import type { Context } from 'hono';
import { invalidData } from './errors';

/** The JSON body, or a 400 when it is missing or malformed (never a 500). */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw invalidData('O corpo da requisição deve ser um JSON válido.');
  }
}
