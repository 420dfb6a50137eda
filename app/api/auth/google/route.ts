// The start of Google sign-in: marks this browser as signing in, then hands it to the upstream.
import { randomBytes } from 'node:crypto';
import { NextResponse } from 'next/server';
import { GOOGLE_PENDING_COOKIE, GOOGLE_PENDING_SECONDS, googleStartUrl } from '@/lib/auth/google-sign-in';
import { serverConfig } from '@/lib/config/server';

export const dynamic = 'force-dynamic';

// GET /api/auth/google – redirects to the upstream's /oauth2/authorization/google.
export function GET() {
  const response = NextResponse.redirect(googleStartUrl(), 302);
  response.cookies.set(GOOGLE_PENDING_COOKIE, randomBytes(16).toString('base64url'), {
    httpOnly: true,
    // Lax: the upstream sends the browser back to /login with a top-level GET, which carries it.
    sameSite: 'lax',
    secure: serverConfig().secureCookies,
    path: '/',
    maxAge: GOOGLE_PENDING_SECONDS,
  });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
