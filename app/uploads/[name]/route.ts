// Uploaded food photos, served from the portal's own origin: the browser never talks to the API.
import { fromFetchFailure } from '@/lib/api/errors';
import { errorResponse, problemResponse } from '@/lib/api/server/route-handler';
import { serverConfig } from '@/lib/config/server';

const STORED_NAME = /^[a-f0-9]{32}\.webp$/;
// Names are random and a stored file never changes, so browsers and CDNs may keep it for good.
const IMMUTABLE = 'public, max-age=31536000, immutable';

// GET /uploads/{name} – one re-encoded upload, streamed from the API's /files/{name}.
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (!STORED_NAME.test(name)) return problemResponse(404, 'NOT_FOUND', 'Arquivo não encontrado.');
  const config = serverConfig();
  let upstream: Response;
  try {
    upstream = await fetch(new URL(`/files/${name}`, config.API_BASE_URL), {
      signal: AbortSignal.timeout(config.UPSTREAM_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    return errorResponse(fromFetchFailure(error));
  }
  if (!upstream.ok || !upstream.body) {
    return problemResponse(upstream.status === 404 ? 404 : 502, 'NOT_FOUND', 'Arquivo não encontrado.');
  }
  const headers = new Headers({
    'Content-Type': 'image/webp',
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('Content-Length', length);
  return new Response(upstream.body, { status: 200, headers });
}
