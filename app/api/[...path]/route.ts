// The allowlisted proxy: the browser's calls go to the upstream with the session's token attached.
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { BACKGROUND_CALL_HEADER } from '@/lib/api/background-call';
import { fromFetchFailure } from '@/lib/api/errors';
import { readProblem } from '@/lib/api/read-problem';
import { findAllowedCall } from '@/lib/api/server/allowlist';
import {
  bodyTimedOut,
  errorResponse,
  forbidCrossSite,
  problemResponse,
  readLiveSession,
} from '@/lib/api/server/route-handler';
import { cutWhenStalled } from '@/lib/api/server/stalled-body';
import { serverConfig } from '@/lib/config/server';
import { log } from '@/lib/log/portal';
import { clientAddressOf, stateClientAddress } from '@/lib/security/client-address';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/security/headers';
import { isProxiedContentType, joinSafePath, upstreamUrl } from '@/lib/security/proxy-guards';
import { getSession, renewedSessionCookie } from '@/lib/session';

export const dynamic = 'force-dynamic';

// x-request-id: set by the portal's server (scripts/serve-portal.ts), so the API logs the same id.
const FORWARDED_REQUEST_HEADERS = ['content-type', 'accept', 'content-length', 'x-request-id'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'retry-after', 'location'];

const isUpload = (request: Request) =>
  request.headers.get('content-type')?.startsWith('multipart/form-data') ?? false;

const invalidPath = () => problemResponse(400, 'INVALID_PATH', 'Endereço de chamada inválido.');

async function forward(request: NextRequest, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  // Only the segments as Next decoded them, refused whole if any could move the call elsewhere: the path
  // matched below is then, character for character, the one sent upstream.
  const upstreamPath = joinSafePath(path);
  if (!upstreamPath) return invalidPath();
  const allowed = findAllowedCall(request.method, upstreamPath);
  if (!allowed) return problemResponse(404, 'NOT_FOUND', 'Recurso não encontrado.');
  const crossSite = forbidCrossSite(request);
  if (crossSite) return crossSite;

  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const config = serverConfig();
  stateClientAddress(headers, clientAddressOf(request), config.PORTAL_SECRET);
  if (allowed.auth === 'session') {
    const session = await readLiveSession();
    if (!session) return problemResponse(401, 'SESSION_EXPIRED', 'Sua sessão expirou. Entre novamente.');
    headers.set('Authorization', `Bearer ${session.token}`);
    // The user's own calls (a search, a save) are activity as much as a page is; the bell's poll is not.
    const renewed = request.headers.has(BACKGROUND_CALL_HEADER) ? null : await renewedSessionCookie(session);
    if (renewed) (await cookies()).set(renewed.name, renewed.value, renewed.options);
  }

  const target = upstreamUrl(upstreamPath, request.nextUrl.search, config.API_BASE_URL);
  if (!target) return invalidPath();
  const sent =
    request.method === 'GET' || request.method === 'DELETE' || !request.body
      ? undefined
      : cutWhenStalled(request.body, config.REQUEST_BODY_IDLE_MS);
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: request.method,
      headers,
      // Uploads stream straight through instead of being buffered here.
      body: sent?.body,
      duplex: 'half',
      signal: AbortSignal.timeout(
        isUpload(request) ? config.UPSTREAM_UPLOAD_TIMEOUT_MS : config.UPSTREAM_TIMEOUT_MS,
      ),
      redirect: 'manual',
    } as RequestInit);
  } catch (error) {
    if (await sent?.stalled()) return bodyTimedOut();
    sent?.release();
    return errorResponse(fromFetchFailure(error));
  }
  // The upstream may answer before the whole body was sent (a file refused by its length): what is left is
  // read and dropped, or the browser, still uploading, would never see the answer.
  sent?.release();

  if (upstream.status === 401 && allowed.auth === 'session') {
    // The upstream no longer accepts this token (revoked, expired): the session ends here too.
    (await getSession(await cookies())).destroy();
  }
  // The answer is shown on the portal's origin: only data passes, never a document that could run there.
  const contentType = upstream.headers.get('content-type');
  if (contentType && !isProxiedContentType(contentType)) {
    await upstream.body?.cancel();
    log.error(
      { method: request.method, contentType },
      `Upstream answered ${request.method} ${allowed.pattern} with ${contentType}; not passed on`,
    );
    return problemResponse(502, 'UPSTREAM_ERROR', 'O servidor respondeu em um formato inesperado.');
  }
  if (upstream.status >= 400) return passRefusal(upstream);
  const responseHeaders = new Headers({
    'Cache-Control': 'no-store',
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
  });
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  // An answer without a type passes as its status alone: a body the browser would have to sniff is dropped.
  if (!contentType) await upstream.body?.cancel();
  const body = contentType ? upstream.body : null;
  return new Response(body, { status: upstream.status, headers: responseHeaders });
}

/**
 * A refusal is read here, not streamed: its code is checked against the contract (read-problem.ts), so the
 * browser's reader takes the portal's codes as they come and no page carries the list of codes.
 */
async function passRefusal(upstream: Response): Promise<Response> {
  const problem = await readProblem(upstream);
  return problemResponse(problem.status, problem.code, problem.detail, {
    'Content-Security-Policy': API_CONTENT_SECURITY_POLICY,
    ...(problem.retryAfter ? { 'Retry-After': problem.retryAfter } : {}),
  });
}

// GET|POST|PUT|PATCH|DELETE /api/{upstream path} – allowlisted calls forwarded to the upstream.
export { forward as GET, forward as POST, forward as PUT, forward as PATCH, forward as DELETE };
