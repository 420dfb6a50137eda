// What the allowlisted proxy (app/api/[...path]) refuses to send upstream or to pass back to the browser.

/**
 * A segment as Next hands it over (decoded once) that could change where the call goes: empty, a dot
 * segment, a slash or backslash (`%2f`, `%5c`), or a second layer of percent-encoding (`%252f` arrives
 * as `%2f`) that a later decode would turn into one of those.
 */
const UNSAFE_SEGMENT = /^\.{0,2}$|[/\\]|%[0-9a-f]{2}/i;

/** The path the segments name, or undefined when any of them is unsafe; nothing is dropped or normalised. */
export function joinSafePath(segments: readonly string[]): string | undefined {
  if (segments.length === 0 || segments.some((segment) => UNSAFE_SEGMENT.test(segment))) return undefined;
  return `/${segments.join('/')}`;
}

/**
 * The upstream address of an allowlisted path, or undefined when it would leave the API's origin or
 * resolve to any other path than the one matched. The path is already checked: this is the last look
 * before the user's token goes out with it.
 */
export function upstreamUrl(path: string, search: string, apiBaseUrl: string): URL | undefined {
  const base = new URL(apiBaseUrl);
  const url = new URL(path, base);
  url.search = search;
  return url.origin === base.origin && url.pathname === path ? url : undefined;
}

/**
 * What the upstream answers to allowlisted calls: JSON and problems (204s carry no type). Images reach the
 * browser through /uploads, and calendar apps read the .ics feed from the API itself; anything else, HTML
 * above all, never reaches the browser from here.
 */
const PROXIED_MEDIA_TYPES: ReadonlySet<string> = new Set(['application/json', 'application/problem+json']);

export function isProxiedContentType(contentType: string): boolean {
  const mediaType = contentType.split(';', 1)[0]?.trim().toLowerCase() ?? '';
  return PROXIED_MEDIA_TYPES.has(mediaType);
}
