// Messages precompiled once, on the server, into the compact form icu-minify's formatter reads. The build
// aliases use-intl's formatter to that formatter (next.config.ts), so no page carries the ICU message parser
// (intl-messageformat, about 9 KB of gzip JavaScript on every page) and no browser parses a message again.
import compile from 'icu-minify/compile';

/**
 * Every text of `messages` compiled; arrays (the privacy policy's lists, read as they are) stay as written.
 * The type stays the file's, so keys are still checked.
 */
export function compileMessages<T>(messages: T): T {
  const visit = (value: unknown): unknown => {
    if (typeof value === 'string') return toPlain(compile(value));
    if (Array.isArray(value) || value === null || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, visit(inner)]));
  };
  return visit(messages) as T;
}

/**
 * The compiled form with plain objects: icu-minify makes a plural's or a select's options without a
 * prototype, which React refuses to hand from the server to a client component.
 */
function toPlain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toPlain);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toPlain(inner)]));
}
