// Bearer-token authentication, run by every access rule but `anyone` (http/access.ts).
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { roleSchema } from '@/lib/api/contract';
import { jsonArrayColumn } from '../db/client';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { ApiError, unauthorized } from '../errors';
import type { AppEnv, AuthContext } from './context';
import { readBatchOf } from './read-batch';

const rolesSchema = jsonArrayColumn(roleSchema);

/** The caller of a bearer token, kept in `auth`; 401 without a valid one. Asked once per request. */
export async function authenticate(deps: AppDeps, c: Context<AppEnv>): Promise<AuthContext> {
  const known = c.get('auth') as AuthContext | undefined;
  if (known) return known;
  // A call of a batch of reads: the batch checked the token, once for all of its calls.
  const batched = readBatchOf(c)?.auth;
  if (batched) {
    c.set('auth', batched);
    return batched;
  }
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
  const auth: AuthContext = {
    userId: claims.userId,
    roles: rolesSchema.parse(row.roles),
    jti: claims.jti,
    expiresAt: claims.expiresAt,
  };
  c.set('auth', auth);
  return auth;
}
