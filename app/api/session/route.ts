// The session as a small resource: sign in (POST), read (GET), sign out (DELETE).
import { cookies } from 'next/headers';
import { loginRequestSchema, tokenSchema, userSchema } from '@/lib/api/contract';
import { UpstreamError } from '@/lib/api/errors';
import { errorResponse, forbidCrossSite, problemResponse, readLiveSession } from '@/lib/api/route-handler';
import { callUpstream, fetchUpstream } from '@/lib/api/upstream';
import { clientAddressOf } from '@/lib/security/client-address';
import { getSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

// POST /api/session – signs in with e-mail and password and seals the token into the cookie.
export async function POST(request: Request) {
  const crossSite = forbidCrossSite(request);
  if (crossSite) return crossSite;
  const parsed = loginRequestSchema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) return problemResponse(400, 'INVALID_DATA', 'Informe e-mail e senha.');
  try {
    const answer = await callUpstream('/login', {
      method: 'POST',
      json: parsed.data,
      clientAddress: clientAddressOf(request),
    });
    const token = tokenSchema.parse((await answer.text()).trim());
    const user = await fetchUpstream('/v1/me', userSchema, { token });
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
    const user = await fetchUpstream('/v1/me', userSchema, { token: session.token });
    return Response.json(user, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 401) {
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
      await callUpstream('/v1/logout-everywhere', { method: 'POST', token: session.token });
    } catch (error) {
      // Other devices may still be signed in: say so and keep this session, so the user can try again.
      // A refused token means this session was over anyway.
      if (!(error instanceof UpstreamError && error.status === 401)) return errorResponse(error);
    }
  } else if (session.token) {
    // Sign-out must always succeed for the browser; a dead upstream cannot honour this token anyway.
    await callUpstream('/v1/logout', { method: 'POST', token: session.token }).catch(() => undefined);
  }
  session.destroy();
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
