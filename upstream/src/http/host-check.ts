// The API answers only the names it is reached by. A page rebound by DNS to this API (on 127.0.0.1 under
// `npm start`) sends its own name as Host and is refused, so it cannot read what a browser on this
// machine could reach. The Host is read strictly: one header, an RFC 3986 authority without userinfo.
import type { MiddlewareHandler } from 'hono';
import { isAllowedAuthority, parseAuthority } from '@/lib/rules/host-header';
import type { ApiConfig } from '../config';
import { ApiError } from '../errors';
import type { AppEnv } from './context';

/** Probes of load balancers and scrapers often name the address, not the host: they answer any name. */
const ANY_NAME_PATHS = new Set(['/health', '/health/ready', '/metrics']);

type HostSettings = Pick<ApiConfig, 'API_ALLOWED_HOSTS' | 'API_BASE_URL' | 'API_PUBLIC_URL'>;

/** API_BASE_URL's and API_PUBLIC_URL's hosts plus API_ALLOWED_HOSTS, lower-case (loopback always passes). */
export function apiAllowedHosts(config: HostSettings): Set<string> {
  const hosts = new Set<string>();
  for (const url of [config.API_BASE_URL, config.API_PUBLIC_URL]) if (url) hosts.add(new URL(url).host);
  for (const entry of config.API_ALLOWED_HOSTS.split(',')) {
    const host = entry.trim().toLowerCase();
    if (host) hosts.add(host);
  }
  return hosts;
}

interface NodeBindings {
  incoming?: { rawHeaders?: string[] };
}

/** The Host lines of a request off a socket; undefined for one made in-process (the tests), which has none. */
function hostLines(env: unknown): string[] | undefined {
  const raw = (env as NodeBindings | undefined)?.incoming?.rawHeaders;
  if (!raw) return undefined;
  return raw.filter((_, index) => index % 2 === 1 && raw[index - 1]?.toLowerCase() === 'host');
}

export function hostCheck(config: HostSettings): MiddlewareHandler<AppEnv> {
  const allowed = apiAllowedHosts(config);
  return async (c, next) => {
    const lines = hostLines(c.env);
    // In-process requests carry their Host header, or the name of their URL (`localhost` for a bare path).
    const inProcess = () => c.req.header('host') ?? new URL(c.req.url).host;
    const host = lines ? (lines.length === 1 ? lines[0] : undefined) : inProcess();
    if (!parseAuthority(host)) throw new ApiError(400, 'INVALID_DATA', 'Cabeçalho Host inválido.');
    if (!ANY_NAME_PATHS.has(c.req.path) && !isAllowedAuthority(host, allowed))
      throw new ApiError(421, 'MISDIRECTED_REQUEST', 'Este endereço não atende a esta API.');
    await next();
  };
}
