import 'server-only';
import { cookies } from 'next/headers';
import { NextResponse } from 'next/server';
import { serverConfig } from '@/lib/config/server';
import { log } from '@/lib/log/portal';
import { isSameOriginRequest } from '@/lib/security/same-origin';
import { getSession, isSessionAlive, type SessionData } from '@/lib/session';
import { readSessionCookie } from '@/lib/session-unseal';
import type { ErrorCode } from '../contract';
import { ApiProblem } from '../errors';

/** The portal's own error answers share the upstream's shape, so the browser reads one contract. */
export function problemResponse(status: number, code: ErrorCode, detail: string, headers: HeadersInit = {}) {
  return NextResponse.json(
    { status, code, detail },
    {
      status,
      headers: { 'Content-Type': 'application/problem+json', 'Cache-Control': 'no-store', ...headers },
    },
  );
}

/** A body the browser declared and then stopped sending (lib/api/server/stalled-body.ts). */
export const bodyTimedOut = () =>
  problemResponse(408, 'REQUEST_TIMEOUT', 'O corpo da requisição não chegou a tempo.');

export function errorResponse(error: unknown) {
  if (error instanceof ApiProblem) {
    const headers: Record<string, string> = error.retryAfter ? { 'Retry-After': error.retryAfter } : {};
    return problemResponse(error.status, error.code, error.detail, headers);
  }
  log.error({ err: error }, 'route handler failed');
  return problemResponse(500, 'INTERNAL_ERROR', 'Erro interno. Tente novamente mais tarde.');
}

export function forbidCrossSite(request: Request) {
  const config = serverConfig();
  if (isSameOriginRequest(request, [new URL(config.PUBLIC_URL).origin], config)) return undefined;
  return problemResponse(403, 'CROSS_SITE_REQUEST', 'Requisição de outra origem recusada.');
}

/** The live session, or undefined (an expired one is destroyed on the way). */
export async function readLiveSession(): Promise<(SessionData & { token: string }) | undefined> {
  const cookieStore = await cookies();
  const session = await readSessionCookie(cookieStore);
  if (!isSessionAlive(session)) {
    if (session.token) (await getSession(cookieStore)).destroy();
    return undefined;
  }
  return session as SessionData & { token: string };
}
