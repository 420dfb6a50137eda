import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SignInProviders } from '@/lib/api/contract';
import type { ApiConfig } from '../config';
import { users } from '../db/schema';
import type { AppDeps, AppEnv } from '../http/context';
import {
  createGoogleSignIn,
  FLOW_COOKIE,
  FLOW_TTL_SECONDS,
  GOOGLE_CALLBACK_PATH,
  GOOGLE_START_PATH,
} from '../services/oauth';

/** Where browsers reach this API; the portal's API_BASE_URL when nothing more specific is set. */
export function publicApiUrl(config: ApiConfig): string {
  return config.API_PUBLIC_URL ?? config.API_BASE_URL ?? `http://127.0.0.1:${config.API_PORT}`;
}

/** Google sign-in (spec 1 §2 Login): the browser comes and goes; the portal gets a token in its /login URL. */
export function oauthRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
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
  app.get('/v1/auth/providers', (c) => c.json({ google: google.enabled } satisfies SignInProviders));

  // GET /oauth2/authorization/google – starts the OpenID Connect flow at the issuer.
  app.get(GOOGLE_START_PATH, async (c) => {
    if (!google.enabled) return c.redirect(failed, 302);
    try {
      const { url, sealedFlow } = await google.begin();
      setCookie(c, FLOW_COOKIE, sealedFlow, { ...cookieOptions, maxAge: FLOW_TTL_SECONDS });
      return c.redirect(url.toString(), 302);
    } catch (error) {
      console.warn('Google sign-in could not start:', (error as Error).message);
      return c.redirect(failed, 302);
    }
  });

  // GET /login/oauth2/code/google – the issuer's answer: an existing account with that verified e-mail gets a token.
  app.get(GOOGLE_CALLBACK_PATH, async (c) => {
    const sealedFlow = getCookie(c, FLOW_COOKIE);
    deleteCookie(c, FLOW_COOKIE, cookieOptions);
    try {
      const callbackUrl = new URL(GOOGLE_CALLBACK_PATH + new URL(c.req.url).search, apiPublicUrl);
      const email = await google.finish(callbackUrl, sealedFlow);
      const [user] = await deps.db
        .select({ id: users.id, tokenVersion: users.tokenVersion })
        .from(users)
        .where(eq(users.email, email));
      if (!user) return c.redirect(failed, 302);
      const token = await deps.tokens.issue(user.id, user.tokenVersion);
      return c.redirect(portalLogin(`token=${encodeURIComponent(token)}`), 302);
    } catch (error) {
      console.warn('Google sign-in failed:', (error as Error).message);
      return c.redirect(failed, 302);
    }
  });

  return app;
}
