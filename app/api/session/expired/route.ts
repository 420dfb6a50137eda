// GET /api/session/expired – where pages send the browser when the upstream refused the token.
import { cookies } from 'next/headers';
import { getSession } from '@/lib/session';

export const dynamic = 'force-dynamic';

export async function GET() {
  (await getSession(await cookies())).destroy();
  // A relative Location: behind the portal's server, request.url names the listening address, not the visitor's host.
  return new Response(null, { status: 307, headers: { Location: '/login', 'Cache-Control': 'no-store' } });
}
