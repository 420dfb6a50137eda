import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { ApiConfig } from '../config';
import type { Db } from '../db/client';
import type { Role } from '../db/roles';
import type { BackgroundTasks } from '../services/background';
import type { Mailer } from '../services/mail';
import type { RateLimiter } from '../services/rate-limit';
import type { TokenService } from '../services/tokens';

/** Everything a route needs, handed in once so tests can build the app over a fresh database. */
export interface AppDeps {
  db: Db;
  config: ApiConfig;
  tokens: TokenService;
  limiter: RateLimiter;
  mailer: Mailer;
  now: () => Date;
  background: BackgroundTasks;
}

export interface AuthContext {
  userId: number;
  roles: Role[];
  jti: string;
  expiresAt: Date;
}

export type AppEnv = { Variables: { auth: AuthContext } };

/** The visitor's address: the socket peer, or what a trusted proxy (the portal) says it saw. */
export function clientAddress(c: Context, trustedProxies: string): string {
  let peer = '127.0.0.1';
  try {
    peer = getConnInfo(c).remote.address ?? peer;
  } catch {
    // In-process requests (tests) have no socket; they come from this machine.
  }
  const trusted = trustedProxies.split(',').map((entry) => entry.trim());
  if (!trusted.includes(peer)) return peer;
  const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  return forwarded || peer;
}
