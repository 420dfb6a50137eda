// Whether a request comes straight from this machine, judged by its socket alone: a header is written by the
// caller, so none can make a request local. Headers can only take that away: a request a proxy says it
// forwarded arrives on the proxy's socket, which may be local while its visitor is not.
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.0.0.1), as a dual-stack socket reports it. */
export function isLoopbackAddress(address: string): boolean {
  if (address === '::1') return true;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/** The socket's peer is this machine and no proxy says it forwarded the request. No socket: not local. */
export function fromLoopbackSocket(c: Context): boolean {
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  if (!address || !isLoopbackAddress(address)) return false;
  return FORWARDING_HEADERS.every((name) => c.req.header(name) === undefined);
}
