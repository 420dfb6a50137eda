import type { Context } from 'hono';
import { Hono } from 'hono';
import { newPasswordSchema, passwordResetRequestSchema, resetTokenSchema } from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import { type AppEnv, clientAddress } from '../http/context';
import { log } from '../log';
import { accountDelayKey, accountLoginKey } from '../services/accounts/auth';
import {
  getResetLinkOrThrow,
  invalidResetLink,
  type PasswordResetDeps,
  requestPasswordReset,
  resetPassword,
} from '../services/accounts/password-reset';

const HOUR_SECONDS = 3600;

const tooMany = (wait: number) =>
  new ApiError(429, 'TOO_MANY_ATTEMPTS', 'Muitas tentativas. Tente novamente mais tarde.', {
    'Retry-After': String(wait),
  });

/** Password recovery (beyond the specification): no token; limited per address. */
export function passwordResetRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const limit = deps.config.PASSWORD_RESET_MAX_PER_HOUR;
  const service: PasswordResetDeps = {
    db: deps.db,
    now: deps.now,
    publicUrl: deps.config.PUBLIC_URL,
    ttlMinutes: deps.config.PASSWORD_RESET_TTL_MINUTES,
    maxMailsPerAccountPerHour: deps.config.PASSWORD_RESET_MAX_MAILS_PER_ACCOUNT,
  };
  const addressOf = (c: Context) => clientAddress(c, deps.config);

  /**
   * Runs a call on a link; wrong links count against the address, so links cannot be guessed at leisure.
   * Each call is counted before the link is looked up, so parallel guesses cannot all pass; the count is
   * given back unless the link was wrong.
   */
  async function withLink<T>(c: Context, action: (token: string) => Promise<T>): Promise<T> {
    const key = `password-reset-link:${addressOf(c)}`;
    const wait = await deps.limiter.consume(key, limit, HOUR_SECONDS);
    if (wait > 0) throw tooMany(wait);
    const token = resetTokenSchema.safeParse(c.req.param('token'));
    try {
      if (!token.success) throw invalidResetLink();
      const result = await action(token.data);
      await deps.limiter.refund(key);
      return result;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'RESET_LINK_INVALID')) await deps.limiter.refund(key);
      throw error;
    }
  }

  // POST /v1/password-resets – e-mails a link when the account exists; the answer is always the same,
  // and comes as fast either way: whether there is an account is looked at only after answering.
  app.post('/', access.anyone, async (c) => {
    const key = `password-reset:${addressOf(c)}`;
    const wait = await deps.limiter.consume(key, limit, HOUR_SECONDS);
    if (wait > 0) throw tooMany(wait);
    const { email } = passwordResetRequestSchema.parse(await readJson(c));
    deps.background.run('password reset e-mail', async () => {
      await requestPasswordReset(service, email);
      deps.jobs.wake();
    });
    return c.json({ status: 'ACCEPTED' as const }, 202);
  });

  // GET /v1/password-resets/{token} – whether the link can still be used.
  app.get('/:token', access.anyone, async (c) =>
    c.json(await withLink(c, (token) => getResetLinkOrThrow(service, token))),
  );

  // PUT /v1/password-resets/{token} – sets the new password and ends every session of the account.
  app.put('/:token', access.anyone, async (c) => {
    const { password } = newPasswordSchema.parse(await readJson(c));
    const { email } = await withLink(c, (token) => resetPassword(service, token, password));
    deps.jobs.wake();
    // Whoever proved the mailbox here may sign in at once: failed attempts before the reset no longer lock
    // the account from this address, nor delay it from any. The per-address count (many accounts) stays.
    await Promise.all([
      deps.limiter.reset(accountLoginKey(email, addressOf(c))),
      deps.limiter.delays.reset(accountDelayKey(email)),
    ]).catch((error) => log.error({ err: error }, 'sign-in lock not lifted after a password reset'));
    return c.body(null, 204);
  });

  return app;
}
