// Google sign-in as an OpenID Connect relying party: authorization code with PKCE, state and nonce,
// against a configurable issuer. The flow's secrets wait in an encrypted, short-lived cookie.
import { createHash } from 'node:crypto';
import { EncryptJWT, jwtDecrypt } from 'jose';
import type * as OpenIdClient from 'openid-client';

export const GOOGLE_START_PATH = '/oauth2/authorization/google';
export const GOOGLE_CALLBACK_PATH = '/login/oauth2/code/google';
export const FLOW_COOKIE = 'nutri_oauth_flow';
export const FLOW_TTL_SECONDS = 600;

export interface GoogleSignInSettings {
  clientId: string | undefined;
  clientSecret: string | undefined;
  issuerUrl: string;
  /** Where browsers reach this API: the callback is registered with the issuer under this address. */
  apiPublicUrl: string;
}

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  /** The portal's binding of the browser that started (see sign-in-handovers.ts). */
  binding: string;
}

/** Anything that makes a sign-in fail; the browser only ever learns that it failed. */
export class OAuthFailure extends Error {}

export interface GoogleSignIn {
  readonly enabled: boolean;
  readonly redirectUri: string;
  /** The issuer's authorization URL and the sealed flow to keep in the browser until the callback. */
  begin(binding: string): Promise<{ url: URL; sealedFlow: string }>;
  /** The verified e-mail of whoever signed in and the flow's binding, from the callback's URL and the sealed flow. */
  finish(callbackUrl: URL, sealedFlow: string | undefined): Promise<{ email: string; binding: string }>;
}

// Loaded on first use: the API starts (and runs without Google) even where the library is not installed.
let library: Promise<typeof OpenIdClient> | undefined;
function loadOpenIdClient(): Promise<typeof OpenIdClient> {
  library ??= import('openid-client');
  return library;
}

function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function createGoogleSignIn(settings: GoogleSignInSettings, secret: string): GoogleSignIn {
  const redirectUri = new URL(GOOGLE_CALLBACK_PATH, settings.apiPublicUrl).toString();
  const key = createHash('sha256').update(`oauth-flow:${secret}`).digest();
  let discovered: Promise<OpenIdClient.Configuration> | undefined;

  // Discovered on first use and kept; a failed discovery is retried by the next sign-in.
  function configuration(oidc: typeof OpenIdClient, clientId: string): Promise<OpenIdClient.Configuration> {
    if (!discovered) {
      const issuer = new URL(settings.issuerUrl);
      const auth = settings.clientSecret ? oidc.ClientSecretBasic(settings.clientSecret) : oidc.None();
      // Plain HTTP only for an issuer on this machine (tests and local stand-ins), never across a network.
      const options =
        issuer.protocol === 'http:' && isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests] } : {};
      discovered = oidc.discovery(issuer, clientId, undefined, auth, options);
      discovered.catch(() => {
        discovered = undefined;
      });
    }
    return discovered;
  }

  async function sealFlow(flow: Flow): Promise<string> {
    return new EncryptJWT({ ...flow })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setIssuedAt()
      .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
      .encrypt(key);
  }

  async function openFlow(sealed: string | undefined): Promise<Flow> {
    if (!sealed) throw new OAuthFailure('no sign-in in progress in this browser');
    try {
      const { payload } = await jwtDecrypt(sealed, key);
      const { state, nonce, verifier, binding } = payload;
      if (
        typeof state === 'string' &&
        typeof nonce === 'string' &&
        typeof verifier === 'string' &&
        typeof binding === 'string'
      ) {
        return { state, nonce, verifier, binding };
      }
    } catch {
      // Expired or tampered with: the same failure as a missing one.
    }
    throw new OAuthFailure('the sign-in in progress expired or is not valid');
  }

  return {
    enabled: Boolean(settings.clientId),
    redirectUri,
    async begin(binding) {
      if (!settings.clientId) throw new OAuthFailure('Google sign-in is not configured');
      const oidc = await loadOpenIdClient();
      const config = await configuration(oidc, settings.clientId);
      const flow: Flow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        binding,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url, sealedFlow: await sealFlow(flow) };
    },
    async finish(callbackUrl, sealedFlow) {
      if (!settings.clientId) throw new OAuthFailure('Google sign-in is not configured');
      const flow = await openFlow(sealedFlow);
      const oidc = await loadOpenIdClient();
      const config = await configuration(oidc, settings.clientId);
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OAuthFailure('no ID token');
      // Issuers may keep profile claims out of the ID token and serve them from userinfo only.
      const profile =
        typeof claims.email === 'string'
          ? claims
          : await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      const verified = profile.email_verified === true || profile.email_verified === 'true';
      if (typeof profile.email !== 'string' || !verified) throw new OAuthFailure('no verified e-mail');
      return { email: profile.email.trim().toLowerCase(), binding: flow.binding };
    },
  };
}
