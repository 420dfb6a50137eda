// The 404 page is prerendered once by the build (app/not-found.tsx) and served as it is for a missing file
// or path the route gate never sees, so its inline scripts (the framework's page data) cannot carry a
// nonce. Their text is fixed by the build: the portal's server allows exactly those, by hash.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashedContentSecurityPolicy } from './headers';

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/gi;

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The policy of a prerendered page's HTML: its inline scripts and style elements by hash. */
export function hashedPolicyOf(html: string): string {
  const hashes = (pattern: RegExp) => [
    ...new Set([...html.matchAll(pattern)].map((match) => hashOf(match[1] ?? ''))),
  ];
  return hashedContentSecurityPolicy(hashes(INLINE_SCRIPT), hashes(STYLE_ELEMENT));
}

/** The built 404 page's policy, or undefined where there is no prerendered page (`next dev`). */
export function notFoundContentSecurityPolicy(distDir: string): string | undefined {
  try {
    return hashedPolicyOf(readFileSync(join(distDir, 'server', 'app', '_not-found.html'), 'utf8'));
  } catch {
    return undefined;
  }
}
