// The portal answers only the names it is published under. A request naming another host (a DNS
// rebinding page, or a forged Host that would make redirects and same-origin checks trust it) is refused.

/** Names of this machine: a browser sends them only from a page on this machine, never from a rebound one. */
const isLoopbackName = (name: string) =>
  name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);

/** PUBLIC_URL's host plus ALLOWED_HOSTS (comma-separated `name` or `name:port`), lower-cased. */
export function allowedHosts(publicUrl: string, extra = ''): Set<string> {
  const hosts = new Set([new URL(publicUrl).host.toLowerCase()]);
  for (const host of extra.split(',')) {
    const trimmed = host.trim().toLowerCase();
    if (trimmed) hosts.add(trimmed);
  }
  return hosts;
}

/** The name part of a Host header (`name`, `name:port`, `[v6]:port`). */
function hostName(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '');
}

export function isAllowedHost(hostHeader: string | undefined, allowed: ReadonlySet<string>): boolean {
  if (!hostHeader) return false;
  const host = hostHeader.trim().toLowerCase();
  return allowed.has(host) || allowed.has(hostName(host)) || isLoopbackName(hostName(host));
}
