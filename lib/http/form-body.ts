// A form a script-free page posts to itself (application/x-www-form-urlencoded), read on its server: small
// by nature, so anything larger is refused rather than buffered.
import type { IncomingMessage } from 'node:http';

export const FORM_BODY_LIMIT = 16_384;

/** The posted fields; null when the body is larger than the limit or not a urlencoded form. */
export async function readFormBody(request: IncomingMessage): Promise<URLSearchParams | null> {
  const type = String(request.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim();
  if (type !== 'application/x-www-form-urlencoded') return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > FORM_BODY_LIMIT) return null;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Whether a form post comes from the portal's own page: the browser's Sec-Fetch-Site, else an Origin of
 * the host it was sent to. A post with neither is refused (a CSRF defence, as the API proxy's).
 */
export function isOwnFormPost(request: IncomingMessage): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = request.headers.origin;
  const host = request.headers['x-forwarded-host'] ?? request.headers.host;
  if (typeof origin !== 'string' || typeof host !== 'string') return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
