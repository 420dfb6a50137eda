// /api/session/expired – the end of a session the upstream refused. Clearing happens only on POST (the
// button of /session-expired, same origin): a plain GET, which any other site can make the browser
// send with an image tag, must not sign anyone out.
import { cookies } from 'next/headers';
import { forbidCrossSite } from '@/lib/api/server/route-handler';
import { getSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

// A relative Location: behind the portal's server, request.url names the listening address, not the visitor's host.
const redirectTo = (location: string) =>
  new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

// GET /api/session/expired – older links: the explanation page, session untouched.
export function GET() {
  return redirectTo('/session-expired');
}

// POST /api/session/expired – clears the session and opens the sign-in page.
export async function POST(request: Request) {
  const crossSite = forbidCrossSite(request);
  if (crossSite) return crossSite;
  (await getSession(await cookies())).destroy();
  return redirectTo('/login');
}
