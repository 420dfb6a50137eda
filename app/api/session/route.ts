// The session as a small resource: sign in (POST), read (GET), sign out (DELETE).
import { cookies } from 'next/headers';
import { loginRequestSchema } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { signInWithPassword, signOut, signOutEverywhere } from '@/lib/api/server/auth';
import {
  bodyTimedOut,
  errorResponse,
  forbidCrossSite,
  problemResponse,
  readLiveSession,
} from '@/lib/api/server/route-handler';
import { readJsonWithin } from '@/lib/api/server/stalled-body';
import { getUserWithToken } from '@/lib/api/server/users';
import { isTransientFailure, retryRevocationLater } from '@/lib/auth/revocation-retry';
import { serverConfig } from '@/lib/config/server';
import { clientAddressOf } from '@/lib/security/client-address';
import { getSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

// POST /api/session – signs in with e-mail and password and seals the token into the cookie.
export async function POST(request: Request) {
  const crossSite = forbidCrossSite(request);
  if (crossSite) return crossSite;
  const body = await readJsonWithin(request, serverConfig().REQUEST_BODY_IDLE_MS);
  if (body.stalled) return bodyTimedOut();
  const parsed = loginRequestSchema.safeParse(body.value);
  if (!parsed.success) return problemResponse(400, 'INVALID_DATA', 'Informe e-mail e senha.');
  try {
    const token = await signInWithPassword(parsed.data, clientAddressOf(request));
    const user = await getUserWithToken(token);
    const session = await getSession(await cookies());
    const now = Date.now();
    Object.assign(session, { token, user, signedInAt: now, lastSeenAt: now });
    await session.save();
    return Response.json(user, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}

const sessionEnded = () => problemResponse(401, 'SESSION_EXPIRED', 'Sessão encerrada.');

// GET /api/session – the signed-in user, or 401. The token is checked upstream first, like every other
// call: a cookie kept from before a sign-out (or a password change) must not read the profile.
export async function GET() {
  const session = await readLiveSession();
  if (!session?.user) return sessionEnded();
  try {
    const user = await getUserWithToken(session.token);
    return Response.json(user, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof ApiProblem && error.status === 401) {
      (await getSession(await cookies())).destroy();
      return sessionEnded();
    }
    return errorResponse(error);
  }
}

// DELETE /api/session – signs out: the upstream refuses the token from now on, the cookie is destroyed.
// DELETE /api/session?everywhere=true – 'Sair de todos os dispositivos': every token of the account,
// on every device, is refused from now on (the upstream's per-user token version).
export async function DELETE(request: Request) {
  const crossSite = forbidCrossSite(request);
  if (crossSite) return crossSite;
  const session = await getSession(await cookies());
  const everywhere = new URL(request.url).searchParams.get('everywhere') === 'true';
  if (everywhere && session.token) {
    try {
      await signOutEverywhere(session.token);
    } catch (error) {
      // Other devices may still be signed in: say so and keep this session, so the user can try again.
      // A refused token means this session was over anyway.
      if (!(error instanceof ApiProblem && error.status === 401)) return errorResponse(error);
    }
  } else if (session.token) {
    // Sign-out always succeeds for the browser; a revocation the upstream did not hear is tried again.
    const token = session.token;
    await signOut(token).catch((error: unknown) => {
      if (isTransientFailure(error)) retryRevocationLater(token, signOut);
    });
  }
  session.destroy();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
