// Security headers shared by next.config.ts (static pages), proxy.ts (pages) and the portal's server (404).

const common = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const baseDirectives = [
  "default-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "manifest-src 'self'",
];

// React's development build evaluates code to show where errors come from; production never needs eval.
const devEval = (isDev: boolean) => (isDev ? " 'unsafe-eval'" : '');

/**
 * Every answer the route gate does not see: files, redirects, and the 404 page of a missing file, whose
 * inline scripts the portal's server allows by their hashes (notFoundContentSecurityPolicy). Nothing else
 * it covers runs an inline script. `next dev` renders everything with inline scripts and styles.
 */
export function publicContentSecurityPolicy(isDev = false): string {
  if (isDev)
    return [
      ...baseDirectives,
      `script-src 'self' 'unsafe-inline'${devEval(isDev)}`,
      "style-src 'self' 'unsafe-inline'",
    ].join('; ');
  return [...baseDirectives, "script-src 'self'", "style-src 'self'"].join('; ');
}

/** A prerendered page's policy: its own inline scripts and style elements, by hash ('sha256-…'), and no other. */
export function hashedContentSecurityPolicy(scriptHashes: readonly string[], styleHashes: readonly string[]) {
  return [
    ...baseDirectives,
    ["script-src 'self'", ...scriptHashes].join(' '),
    ["style-src 'self'", ...styleHashes].join(' '),
  ].join('; ');
}

/**
 * The landing and privacy pages run no inline script at all, only their own bundled file, so they need no
 * 'unsafe-inline' for scripts. Styles keep it: next/image writes a style attribute.
 */
export function scriptFreePageContentSecurityPolicy(): string {
  return [...baseDirectives, "script-src 'self'", "style-src 'self' 'unsafe-inline'"].join('; ');
}

export function nonceContentSecurityPolicy(nonce: string, isDev: boolean): string {
  return [
    ...baseDirectives,
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${devEval(isDev)}`,
    // React and recharts set inline style attributes, which nonces cannot cover.
    "style-src 'self' 'unsafe-inline'",
  ].join('; ');
}

/** /api answers are data, never a document: opened directly, nothing in them runs, loads or is framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

export function publicSecurityHeaders(isDev = false): { key: string; value: string }[] {
  return Object.entries({ ...common, 'Content-Security-Policy': publicContentSecurityPolicy(isDev) }).map(
    ([key, value]) => ({ key, value }),
  );
}

/** Paths whose pages ship no framework JavaScript (pages/), for the stricter policy above. */
export const scriptFreePages = [
  '/',
  '/privacy-policy',
  '/session-expired',
  '/agendar/:slug',
  '/agendamento/:token',
  '/agendamento/:token/presenca',
] as const;

export function signedInSecurityHeaders(nonce: string, isDev: boolean): Record<string, string> {
  return { ...common, 'Content-Security-Policy': nonceContentSecurityPolicy(nonce, isDev) };
}

export const HSTS = 'max-age=63072000; includeSubDomains';
