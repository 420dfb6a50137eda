// The portal answers only the names it is published under. A request naming another host (a DNS
// rebinding page, or a forged Host that would make redirects and same-origin checks trust it) is refused.
import { isAllowedAuthority } from '@/lib/rules/host-header';

/** PUBLIC_URL's host plus ALLOWED_HOSTS (comma-separated `name` or `name:port`), lower-cased. */
export function allowedHosts(publicUrl: string, extra = ''): Set<string> {
  const hosts = new Set([new URL(publicUrl).host.toLowerCase()]);
  for (const host of extra.split(',')) {
    const trimmed = host.trim().toLowerCase();
    if (trimmed) hosts.add(trimmed);
  }
  return hosts;
}

/** Whether a host (read strictly: lib/rules/host-header.ts) is one of `allowed` or names this machine. */
export function isAllowedHost(host: string | undefined, allowed: ReadonlySet<string>): boolean {
  return isAllowedAuthority(host, allowed);
}
