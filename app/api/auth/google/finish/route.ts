// The end of Google sign-in: the one-time code the upstream put in /login?token=… is redeemed, server to
// server and together with this browser's pending value, for the token; the token becomes a sealed
// session and the browser lands on /home with nothing of it left in its address bar or history.
import { cookies } from 'next/headers';
import { type NextRequest, NextResponse } from 'next/server';
import { signInSecretSchema } from '@/lib/api/contract';
import { redeemGoogleHandover } from '@/lib/api/server/auth';
import { getUserWithToken } from '@/lib/api/server/users';
import { GOOGLE_FAILED_PATH, GOOGLE_PENDING_COOKIE } from '@/lib/auth/google-sign-in';
import { HOME_PATH } from '@/lib/routes';
import { clientAddressOf } from '@/lib/security/client-address';
import { getSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

function redirectTo(path: string) {
  // A relative Location: behind the portal's server the request URL names the bound address (0.0.0.0),
  // not the host the browser used, and the session cookie belongs to the latter.
  const response = new NextResponse(null, { status: 302, headers: { Location: path } });
  response.headers.set('Cache-Control', 'no-store');
  // The URL that led here held a code: no page after it may learn it as a referrer.
  response.headers.set('Referrer-Policy', 'no-referrer');
  response.cookies.delete(GOOGLE_PENDING_COOKIE);
  return response;
}

/** The token for this code and this browser's pending value, or undefined when they do not belong together. */
async function redeem(code: string, pending: string, request: NextRequest): Promise<string | undefined> {
  try {
    return await redeemGoogleHandover(code, pending, clientAddressOf(request));
  } catch {
    return undefined;
  }
}

// GET /api/auth/google/finish?token=… – redeems the code, fetches the user, seals the session, goes home.
export async function GET(request: NextRequest) {
  const cookieStore = await cookies();
  const pending = signInSecretSchema.safeParse(cookieStore.get(GOOGLE_PENDING_COOKIE)?.value);
  const code = signInSecretSchema.safeParse(request.nextUrl.searchParams.get('token'));
  // A code this browser cannot redeem (a link forged by another site, a replay) changes nothing here:
  // whoever is signed in stays signed in as themselves.
  if (!pending.success || !code.success) return redirectTo(GOOGLE_FAILED_PATH);
  const token = await redeem(code.data, pending.data, request);
  if (!token) return redirectTo(GOOGLE_FAILED_PATH);

  const session = await getSession(cookieStore);
  try {
    const user = await getUserWithToken(token);
    const now = Date.now();
    Object.assign(session, { token, user, signedInAt: now, lastSeenAt: now });
    await session.save();
    return redirectTo(HOME_PATH);
  } catch {
    // Spec 1 §4: when the user cannot be fetched, the session is cleared.
    session.destroy();
    return redirectTo(GOOGLE_FAILED_PATH);
  }
}
