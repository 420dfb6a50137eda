import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { googleHandoverRequestSchema, type SignInProviders, signInSecretSchema } from '@/lib/api/contract';
import { publicApiUrl } from '../config';
import { users } from '../db/schema';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { log } from '../log';
import {
  createGoogleSignIn,
  FLOW_COOKIE,
  FLOW_TTL_SECONDS,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_START_PATH,
} from '../services/accounts/oauth';
import { invalidHandover, issueHandover, redeemHandover } from '../services/accounts/sign-in-handovers';

/**
 * Google sign-in (spec 1 §2 Login): the browser comes and goes; the portal gets, in its /login?token=
 * URL, a one-time code bound to the browser that started (DESIGN.md §3), and redeems it for the token.
 */
export function oauthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const apiPublicUrl = publicApiUrl(deps.config);
  const google = createGoogleSignIn(
    {
      clientId: deps.config.GOOGLE_CLIENT_ID || undefined,
      clientSecret: deps.config.GOOGLE_CLIENT_SECRET || undefined,
      issuerUrl: deps.config.GOOGLE_ISSUER_URL,
      apiPublicUrl,
    },
    deps.config.JWT_SECRET,
  );
  const portalLogin = (query: string) => new URL(`/login?${query}`, deps.config.PUBLIC_URL).toString();
  const failed = portalLogin('failedGoogleAuth=true');
  const cookieOptions = {
    path: GOOGLE_CALLBACK_PATH,
    httpOnly: true,
    // Lax: the issuer sends the browser back with a top-level GET, which carries the cookie.
    sameSite: 'Lax',
    secure: apiPublicUrl.startsWith('https://'),
  } as const;

  // GET /v1/auth/providers – which sign-in methods the portal may offer besides the password.
  app.get('/v1/auth/providers', access.anyone, (c) =>
    c.json({ google: google.enabled } satisfies SignInProviders),
  );

  // GET /oauth2/authorization/google?binding=… – starts the OpenID Connect flow at the issuer. The
  // binding is the SHA-256 of the pending value the portal's start route set in this browser.
  app.get(GOOGLE_START_PATH, access.anyone, async (c) => {
    if (!google.enabled) return c.redirect(failed, 302);
    const binding = signInSecretSchema.safeParse(c.req.query('binding'));
    if (!binding.success) return c.redirect(failed, 302);
    try {
      const { url, sealedFlow } = await google.begin(binding.data);
      setCookie(c, FLOW_COOKIE, sealedFlow, { ...cookieOptions, maxAge: FLOW_TTL_SECONDS });
      return c.redirect(url.toString(), 302);
    } catch (error) {
      log.warn({ err: error }, 'Google sign-in could not start');
      return c.redirect(failed, 302);
    }
  });

  // GET /login/oauth2/code/google – the issuer's answer: an existing account with that verified e-mail
  // gets a one-time code for the portal, bound to the browser that started.
  app.get(GOOGLE_CALLBACK_PATH, access.anyone, async (c) => {
    const sealedFlow = getCookie(c, FLOW_COOKIE);
    deleteCookie(c, FLOW_COOKIE, cookieOptions);
    try {
      const callbackUrl = new URL(GOOGLE_CALLBACK_PATH + new URL(c.req.url).search, apiPublicUrl);
      const { email, binding } = await google.finish(callbackUrl, sealedFlow);
      // A record her nutritionist opened is no account: only signing up in the app makes it one.
      const [user] = await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, email), eq(users.appAccount, true)));
      if (!user) return c.redirect(failed, 302);
      const code = await issueHandover(deps.db, user.id, binding, deps.now());
      return c.redirect(portalLogin(`token=${code}`), 302);
    } catch (error) {
      log.warn({ err: error }, 'Google sign-in failed');
      return c.redirect(failed, 302);
    }
  });

  // POST /v1/auth/google/handovers – the portal redeems a code for the token (text/plain, like /login).
  app.post('/v1/auth/google/handovers', access.anyone, async (c) => {
    const { code, pending } = googleHandoverRequestSchema.parse(await readJson(c));
    const userId = await redeemHandover(deps.db, code, pending, deps.now());
    const [user] = await deps.db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw invalidHandover();
    return c.text(await deps.tokens.issue(userId, user.tokenVersion));
  });

  return app;
}
