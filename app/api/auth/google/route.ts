// The start of Google sign-in: marks this browser with a secret pending value, then hands it to the
// upstream with only that value's hash, to which the upstream binds the code it brings back.
import { NextResponse } from 'next/server';
import {
  GOOGLE_FAILED_PATH,
  GOOGLE_PENDING_COOKIE,
  GOOGLE_PENDING_SECONDS,
  googleStartUrl,
  isGoogleSignInEnabled,
  newPendingValue,
} from '@/lib/auth/google-sign-in';
import { serverConfig } from '@/lib/config/server';

export const dynamic = 'force-dynamic';

// GET /api/auth/google – redirects to the upstream's /oauth2/authorization/google?binding=….
export async function GET() {
  // With Google sign-in off nothing starts: no cookie, straight back to the sign-in page.
  if (!(await isGoogleSignInEnabled())) {
    return new NextResponse(null, {
      status: 302,
      headers: { Location: GOOGLE_FAILED_PATH, 'Cache-Control': 'no-store' },
    });
  }
  const pending = newPendingValue();
  const response = NextResponse.redirect(googleStartUrl(pending), 302);
  response.cookies.set(GOOGLE_PENDING_COOKIE, pending, {
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
