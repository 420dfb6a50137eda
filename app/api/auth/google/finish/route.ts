// The end of Google sign-in: the token the upstream put in /login?token=… becomes a sealed session,
// and the browser lands on /home with no token left in its address bar or history.
import { cookies } from 'next/headers';
import { type NextRequest, NextResponse } from 'next/server';
import { tokenSchema } from '@/lib/api/contract';
import { getUserWithToken } from '@/lib/api/users';
import { GOOGLE_FAILED_PATH, GOOGLE_PENDING_COOKIE } from '@/lib/auth/google-sign-in';
import { HOME_PATH } from '@/lib/routes';
import { getSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

function redirectTo(path: string) {
  // A relative Location: behind the portal's server the request URL names the bound address (0.0.0.0),
  // not the host the browser used, and the session cookie belongs to the latter.
  const response = new NextResponse(null, { status: 302, headers: { Location: path } });
  response.headers.set('Cache-Control', 'no-store');
  // The URL that led here held a token: no page after it may learn it as a referrer.
  response.headers.set('Referrer-Policy', 'no-referrer');
  response.cookies.delete(GOOGLE_PENDING_COOKIE);
  return response;
}

// GET /api/auth/google/finish?token=… – fetches the user with the token, seals the session, goes home.
export async function GET(request: NextRequest) {
  const cookieStore = await cookies();
  const session = await getSession(cookieStore);
  const started = cookieStore.get(GOOGLE_PENDING_COOKIE)?.value;
  const token = tokenSchema.safeParse(request.nextUrl.searchParams.get('token') ?? '');
  if (!started || !token.success) {
    session.destroy();
    return redirectTo(GOOGLE_FAILED_PATH);
  }
  try {
    const user = await getUserWithToken(token.data);
    const now = Date.now();
    Object.assign(session, { token: token.data, user, signedInAt: now, lastSeenAt: now });
    await session.save();
    return redirectTo(HOME_PATH);
  } catch {
    // Spec 1 §4: when the user cannot be fetched, the session is cleared.
    session.destroy();
    return redirectTo(GOOGLE_FAILED_PATH);
  }
}
