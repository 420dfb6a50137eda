import { Hono } from 'hono';
import { loginRequestSchema } from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { clientAddress } from '../http/context';
import { endEverySession, revokeToken, signIn } from '../services/accounts/auth';
import { getUserOrThrow } from '../services/accounts/users';

export function authRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const limits = {
    maxFailures: deps.config.LOGIN_MAX_FAILURES,
    maxFailuresPerAddress: deps.config.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowSeconds: deps.config.LOGIN_WINDOW_SECONDS,
    account: {
      freeFailures: deps.config.LOGIN_ACCOUNT_FREE_FAILURES,
      maxDelaySeconds: deps.config.LOGIN_ACCOUNT_MAX_DELAY_SECONDS,
      windowSeconds: deps.config.LOGIN_WINDOW_SECONDS,
    },
  };

  // POST /login – exchanges e-mail and password for a token (the body of the answer).
  app.post('/login', access.anyone, async (c) => {
    const body = loginRequestSchema.parse(await readJson(c));
    const token = await signIn({ ...deps, limits }, { ...body, address: clientAddress(c, deps.config) });
    return c.text(token);
  });

  // POST /v1/logout – the token in use is refused from now on.
  app.post('/v1/logout', access.signedIn, async (c) => {
    const auth = c.get('auth');
    await revokeToken(deps.db, auth.jti, auth.expiresAt, deps.now());
    return c.body(null, 204);
  });

  // POST /v1/logout-everywhere – every token of the caller, on every device, is refused from now on.
  app.post('/v1/logout-everywhere', access.signedIn, async (c) => {
    await endEverySession(deps.db, c.get('auth').userId, deps.now());
    return c.body(null, 204);
  });

  // GET /v1/me – the signed-in user.
  app.get('/v1/me', access.signedIn, async (c) =>
    c.json(await getUserOrThrow(deps.db, c.get('auth').userId)),
  );

  return app;
}
