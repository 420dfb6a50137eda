// Bearer-token authentication and role checks for the routes that need a signed-in caller.
import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { roleSchema } from '@/lib/api/contract';
import { jsonArrayColumn } from '../db/client';
import { hasRole, type Role } from '../db/roles';
import { users } from '../db/schema';
import type { AppDeps, AppEnv } from './context';
import { ApiError, forbidden, unauthorized } from './errors';

const rolesSchema = jsonArrayColumn(roleSchema);

export function requireAuth(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization');
    const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
    if (!token) throw unauthorized();
    const claims = await deps.tokens.verify(token);
    if (!claims) throw new ApiError(401, 'INVALID_TOKEN', 'Sessão inválida ou expirada.');

    // One indexed query: the user's token version (primary key), whether this token was revoked
    // (primary key on jti) and the roles (indexed by user). Nothing is cached in the process, so a
    // logout or a sign-out everywhere on any API process takes effect on every other at once.
    const [row] = await deps.db
      .select({
        tokenVersion: users.tokenVersion,
        revoked: sql<boolean>`exists (select 1 from revoked_tokens where revoked_tokens.jti = ${claims.jti} and revoked_tokens.expires_at > ${deps.now().toISOString()}::timestamptz)`,
        roles: sql<unknown>`(select coalesce(json_agg(user_roles.role::text), '[]'::json) from user_roles where user_roles.user_id = users.id)`,
      })
      .from(users)
      .where(eq(users.id, claims.userId));
    if (!row || row.revoked || row.tokenVersion !== claims.version) {
      throw new ApiError(401, 'INVALID_TOKEN', 'Sessão inválida ou expirada.');
    }
    const roles = rolesSchema.parse(row.roles);
    c.set('auth', {
      userId: claims.userId,
      roles,
      jti: claims.jti,
      expiresAt: claims.expiresAt,
    });
    await next();
  };
}

export function requireRole(c: Context<AppEnv>, role: Role): void {
  if (!hasRole(c.get('auth').roles, role)) throw forbidden();
}
