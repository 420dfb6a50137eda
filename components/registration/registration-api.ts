// The wizard's three calls (spec 1 §7), made through the portal's allowlisted proxy without a session.
import type { z } from 'zod';
import {
  type RegistrationRequest,
  registrationConfirmationSchema,
  registrationSchema,
} from '@/lib/api/contract';
import { type ApiProblem, parseProblem } from '@/lib/api/errors';
import { paths, viaProxy } from '@/lib/api/paths';

export type CallResult<T> = { ok: true; data: T } | { ok: false; problem?: ApiProblem };

async function post<T extends z.ZodType>(
  path: string,
  schema: T,
  body?: unknown,
): Promise<CallResult<z.infer<T>>> {
  try {
    const response = await fetch(viaProxy(path), {
      method: 'POST',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) return { ok: false, problem: parseProblem(response.status, json) };
    const parsed = schema.safeParse(json);
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}

export function createRegistration(payload: RegistrationRequest) {
  return post(paths.registrations(), registrationSchema, payload);
}

export function confirmRegistration(id: string, code: string) {
  return post(paths.registrationConfirmation(id), registrationConfirmationSchema, { code });
}

export function resendRegistrationCode(id: string) {
  return post(paths.registrationCodeResend(id), registrationSchema);
}
