// The route gate: applies lib/routes.ts to every page request, keeps the session's idle clock,
// and gives signed-in pages a nonce-based CSP and no-store caching.
import { type NextRequest, NextResponse } from 'next/server';
import { isBenchFloorPath } from '@/lib/bench-floor';
import { serverConfig } from '@/lib/config/server';
import { audienceOf, decideRoute, isPublicPage, servingPage } from '@/lib/routes';
import { HSTS, scriptFreePages, signedInSecurityHeaders } from '@/lib/security/headers';
import { isSessionAlive, renewedSessionCookie, type SessionData, sessionOptions } from '@/lib/session';
import { readSessionCookie } from '@/lib/session-unseal';

async function readSession(
  request: NextRequest,
): Promise<{ session: SessionData | null; hadCookie: boolean }> {
  if (!request.cookies.has(sessionOptions().cookieName)) return { session: null, hadCookie: false };
  const session = await readSessionCookie(request.cookies);
  return { session: isSessionAlive(session) ? session : null, hadCookie: true };
}

/** The Pages Router's static pages, which run no inline script and carry their own strict CSP. */
const isScriptFreePage = (pathname: string) => (scriptFreePages as readonly string[]).includes(pathname);

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const { session, hadCookie } = await readSession(request);
  const audience = session?.user ? audienceOf(session.user.roles) : null;
  // The benchmarks' floor pages are in no route table: let through only on a server started for them.
  const decision = isBenchFloorPath(pathname)
    ? ({ type: 'allow' } as const)
    : decideRoute(pathname, audience);
  const options = sessionOptions();

  let response: NextResponse;
  if (decision.type === 'redirect') {
    response = NextResponse.redirect(new URL(decision.to, request.url));
  } else if (isScriptFreePage(pathname)) {
    response = NextResponse.next();
  } else {
    // Every page that runs the framework's inline scripts (signed-in pages, and the sign-in, registration
    // and password pages) allows only the scripts carrying this request's nonce.
    const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
    const headers = signedInSecurityHeaders(nonce, process.env.NODE_ENV === 'development');
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set('x-nonce', nonce);
    requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy'] ?? '');
    const servedBy = servingPage(pathname, audience);
    response = servedBy
      ? NextResponse.rewrite(new URL(`${servedBy}${request.nextUrl.search}`, request.url), {
          request: { headers: requestHeaders },
        })
      : NextResponse.next({ request: { headers: requestHeaders } });
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    if (!isPublicPage(pathname)) {
      response.headers.set('Cache-Control', 'private, no-store');
      response.headers.set('X-Robots-Tag', 'noindex, nofollow');
    }
  }

  const renewed = session ? await renewedSessionCookie(session) : null;
  if (renewed) {
    response.cookies.set(renewed.name, renewed.value, renewed.options);
  } else if (!session && hadCookie) {
    response.cookies.delete(options.cookieName);
  }
  if (serverConfig().secureCookies || request.headers.get('x-forwarded-proto') === 'https')
    response.headers.set('Strict-Transport-Security', HSTS);
  return response;
}

export const config = {
  // Pages only: API routes guard themselves, and Next's own paths (static files, images, the development
  // server's live-reload socket) and files need no gate.
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
