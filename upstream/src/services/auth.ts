// Signing in with e-mail and password, and ending a token for good.
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { revokedTokens, users } from '../db/schema';
import { ApiError } from '../http/errors';
import { verifyPassword } from './passwords';
import type { RateLimiter } from './rate-limit';
import type { TokenService } from './tokens';

export interface LoginLimits {
  maxFailures: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
}

const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'Usuário ou senha inválidos.');

/** The count of failed sign-ins of one account from one address (a password reset from there lifts it). */
export function accountLoginKey(email: string, address: string): string {
  return `login:${email.trim().toLowerCase()}:${address}`;
}

/**
 * Failures are counted per account-and-address (stops guessing one password) and per address alone
 * (stops spraying many accounts), so one attacker cannot lock a user out from everywhere.
 */
export async function signIn(
  deps: { db: Db; tokens: TokenService; limiter: RateLimiter; limits: LoginLimits },
  credentials: { email: string; password: string; address: string },
): Promise<string> {
  const email = credentials.email.trim().toLowerCase();
  const accountKey = accountLoginKey(email, credentials.address);
  const addressKey = `login:${credentials.address}`;
  const wait = Math.max(
    await deps.limiter.blockedFor(accountKey, deps.limits.maxFailures),
    await deps.limiter.blockedFor(addressKey, deps.limits.maxFailuresPerAddress),
  );
  if (wait > 0) {
    throw new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Muitas tentativas de acesso. Tente novamente mais tarde.', {
      'Retry-After': String(wait),
    });
  }

  const [user] = await deps.db
    .select({ id: users.id, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.email, email));
  // Checked even without an account (against a dummy hash), so the time taken does not tell.
  const matches = await verifyPassword(user?.passwordHash, credentials.password);
  if (!user || !matches) {
    await deps.limiter.hit(accountKey, deps.limits.windowSeconds);
    await deps.limiter.hit(addressKey, deps.limits.windowSeconds);
    throw invalidCredentials();
  }
  return deps.tokens.issue(user.id, user.tokenVersion);
}

export async function revokeToken(db: Db, jti: string, expiresAt: Date, now: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  // Expired entries can never match a valid token again. Only housekeeping: the token is already refused,
  // so a failed cleanup is logged (the next logout tries again) and does not fail the logout.
  try {
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  } catch (error) {
    console.error('Could not delete expired revoked tokens', error);
  }
}

/** Ends every token of the user at once: tokens carry the version they were issued under. */
export async function endEverySession(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
}
