// A Host header read strictly, as an RFC 3986 authority without userinfo: `name`, `name:port`, `[v6]` or
// `[v6]:port`. Anything else (`localhost:3700@evil.example`, a path, two values joined by a comma, an IPv4
// address written in another base) names no host, so no allowlist or same-origin check may compare it.

export interface Authority {
  /** The host name, lower-case (`example.com`, `127.0.0.1`, `[::1]`). */
  name: string;
  /** `name` or `name:port`, lower-case: what a browser writes for the origin. */
  host: string;
}

// A name of unreserved characters only (RFC 3986 §2.3: no percent-encoding, no sub-delimiters), or an IPv6
// literal; then an optional port of digits.
const AUTHORITY = /^(\[[0-9a-f:.]+\]|[a-z0-9._~-]+)(?::(\d{1,5}))?$/;

export function parseAuthority(value: string | undefined): Authority | undefined {
  const host = value?.toLowerCase();
  const match = host ? AUTHORITY.exec(host) : null;
  if (!host || !match) return undefined;
  const [, name = '', port] = match;
  if (port !== undefined && Number(port) > 65_535) return undefined;
  // The WHATWG parser must read the name as written: `127.1`, `0x7f.0.0.1` or `[0:0::1]` would be another
  // spelling of an address, and a name it cannot read is no host at all.
  try {
    if (new URL(`http://${name}/`).hostname !== name) return undefined;
  } catch {
    return undefined;
  }
  return { name, host };
}

/** Names of this machine: a browser sends them only from a page on this machine, never from a rebound one. */
export function isLoopbackName(name: string): boolean {
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
}

/**
 * Whether a Host header names one of the `allowed` hosts (`name` or `name:port`, lower-case) or this machine.
 * A malformed header is never allowed.
 */
export function isAllowedAuthority(value: string | undefined, allowed: ReadonlySet<string>): boolean {
  const authority = parseAuthority(value);
  if (!authority) return false;
  return allowed.has(authority.host) || allowed.has(authority.name) || isLoopbackName(authority.name);
}
