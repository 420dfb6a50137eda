// Signing in with e-mail and password, and ending a token for good.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { revokedTokens, users } from '../../db/schema';
import { ApiError } from '../../errors';
import type { DelayPolicy } from '../../infra/failure-delays';
import { verifyPassword } from '../../infra/passwords';
import type { RateLimiter } from '../../infra/rate-limit';
import type { TokenService } from '../../infra/tokens';
import { log } from '../../log';

export interface LoginLimits {
  maxFailures: number;
  maxFailuresPerAddress: number;
  windowSeconds: number;
  /** Failed sign-ins of one account from any address: the growing delay (infra/failure-delays.ts). */
  account: DelayPolicy;
}

const invalidCredentials = () => new ApiError(401, 'INVALID_CREDENTIALS', 'Usuário ou senha inválidos.');
const tooManyAttempts = (wait: number) =>
  new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Muitas tentativas de acesso. Tente novamente mais tarde.', {
    'Retry-After': String(wait),
  });

/** The count of failed sign-ins of one account from one address (a password reset from there lifts it). */
export function accountLoginKey(email: string, address: string): string {
  return `login:${email.trim().toLowerCase()}:${address}`;
}

/**
 * The failed sign-ins of one account from any address, so a visitor who changes address on every try (or a
 * proxy that lets them say so) still meets a ceiling. A password reset lifts it.
 */
export function accountDelayKey(email: string): string {
  return `login-account:${email.trim().toLowerCase()}`;
}

/** The account of the e-mail when the password is its own. */
async function findUserByPassword(db: Db, email: string, password: string) {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(eq(users.email, email), eq(users.appAccount, true)));
  // Checked even without an account (against a dummy hash), so the time taken does not tell. A record her
  // nutritionist opened is no account.
  const matches = await verifyPassword(user?.passwordHash, password);
  return user && matches ? { id: user.id, tokenVersion: user.tokenVersion } : undefined;
}

/**
 * Failures are counted per account-and-address (stops guessing one password) and per address alone
 * (stops spraying many accounts), so one attacker cannot lock a user out from everywhere. Per account
 * alone they bring a growing delay, never a lock-out: the right password after the wait signs in.
 */
export async function signIn(
  deps: { db: Db; tokens: TokenService; limiter: RateLimiter; limits: LoginLimits; now: () => Date },
  credentials: { email: string; password: string; address: string },
): Promise<string> {
  const email = credentials.email.trim().toLowerCase();
  const counts = [
    { key: accountLoginKey(email, credentials.address), limit: deps.limits.maxFailures },
    { key: `login:${credentials.address}`, limit: deps.limits.maxFailuresPerAddress },
  ];
  // Every attempt is counted as a failure before the password is checked, so parallel guesses cannot all
  // pass; the count is given back when the attempt turns out not to be one.
  const waits = await Promise.all(
    counts.map(({ key, limit }) => deps.limiter.consume(key, limit, deps.limits.windowSeconds)),
  );
  const refund = async (given: typeof counts) => {
    await Promise.all(given.map(({ key }) => deps.limiter.refund(key)));
  };
  const wait = Math.max(...waits);
  if (wait > 0) {
    // A refused attempt counts on neither key.
    await refund(counts.filter((_, index) => waits[index] === 0));
    throw tooManyAttempts(wait);
  }
  const delays = deps.limiter.delays;
  const accountKey = accountDelayKey(email);
  const accountWait = await delays.claim(accountKey, deps.limits.account, deps.now().getTime());
  if (accountWait > 0) {
    await refund(counts);
    throw tooManyAttempts(accountWait);
  }

  let user: { id: number; tokenVersion: number } | undefined;
  try {
    user = await findUserByPassword(deps.db, email, credentials.password);
  } catch (error) {
    // The server failed, not the password: nothing to count.
    await Promise.all([refund(counts), delays.release(accountKey)]);
    throw error;
  }
  if (!user) throw invalidCredentials();
  // The account's owner is back: the failures of others before the wait no longer delay her.
  await Promise.all([refund(counts), delays.reset(accountKey)]);
  return deps.tokens.issue(user.id, user.tokenVersion);
}

export async function revokeToken(db: Db, jti: string, expiresAt: Date, now: Date): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
  // Expired entries can never match a valid token again. Only housekeeping: the token is already refused,
  // so a failed cleanup is logged (the next logout tries again) and does not fail the logout.
  try {
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
  } catch (error) {
    log.error({ err: error }, 'could not delete expired revoked tokens');
  }
}

/** Ends every token of the user at once: tokens carry the version they were issued under. */
export async function endEverySession(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
    .where(eq(users.id, userId));
}
