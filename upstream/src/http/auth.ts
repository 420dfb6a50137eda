// Bearer-token authentication and role checks for the routes that need a signed-in caller.
import { and, eq, gt } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { hasRole, type Role } from '../db/roles';
import { revokedTokens, userRoles, users } from '../db/schema';
import type { AppDeps, AppEnv } from './context';
import { ApiError, forbidden, unauthorized } from './errors';

export function requireAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token) throw unauthorized();
    const claims = await deps.tokens.verify(token);
    if (!claims) throw new ApiError(401, 'INVALID_TOKEN', 'Sessão inválida ou expirada.');

    const [user] = await deps.db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, claims.userId));
    const [revoked] = await deps.db
      .select({ jti: revokedTokens.jti })
      .from(revokedTokens)
      .where(and(eq(revokedTokens.jti, claims.jti), gt(revokedTokens.expiresAt, deps.now())));
    if (!user || revoked || user.tokenVersion !== claims.version) {
      throw new ApiError(401, 'INVALID_TOKEN', 'Sessão inválida ou expirada.');
    }
    const roles = await deps.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, claims.userId));
    c.set('auth', {
      userId: claims.userId,
      roles: roles.map((r) => r.role),
      jti: claims.jti,
      expiresAt: claims.expiresAt,
    });
    await next();
  };
}

export function requireRole(c: Context<AppEnv>, role: Role): void {
  if (!hasRole(c.get('auth').roles, role)) throw forbidden();
}
