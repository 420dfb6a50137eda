// A real OpenID Connect issuer on this machine, standing in for Google: the `oidc-provider` package.
// Two uses, one set-up. The tests run it with the package's development pages (any login is accepted and
// the login is the e-mail), so they can also sign in as someone without an account. `npm start` runs it as
// the local development sign-in (see local-google.ts): its own page asks for an existing account's e-mail
// and password, checked by the caller, and only then hands the e-mail back as verified.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { renderSignInPage } from './sign-in-page';

export interface TestIssuerOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where to listen; 127.0.0.1 unless told otherwise. The issuer URL uses it too. */
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Logins whose e-mail the issuer reports as not verified (development pages only). */
  unverifiedEmails?: string[];
  /**
   * Ask for an e-mail and password on the issuer's own page and accept only what this says is an existing
   * account. Without it, the package's development pages accept any login.
   */
  checkAccount?: (email: string, password: string) => Promise<boolean>;
}

export interface TestIssuer {
  issuer: string;
  close(): Promise<void>;
}

const INTERACTION_PATH = '/interaction/';
const MAX_FORM_BYTES = 4096;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) {
    body += chunk;
    if (body.length > MAX_FORM_BYTES) break;
  }
  return new URLSearchParams(body);
}

function sendHtml(response: ServerResponse, status: number, html: string) {
  response.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // No form-action: the browser applies it to the redirects that follow the form, back to the API.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  });
  response.end(html);
}

export async function startTestIssuer(options: TestIssuerOptions): Promise<TestIssuer> {
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  const unverified = new Set((options.unverifiedEmails ?? []).map((email) => email.toLowerCase()));
  const checkAccount = options.checkAccount;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Its own signing key, made at start (the package's built-in one is for quick starts only).
    jwks: {
      keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })],
    },
    // Sessions live as long as the process: fresh keys each start are enough.
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    ...(checkAccount
      ? {
          features: { devInteractions: { enabled: false } },
          interactions: {
            url: (_ctx: unknown, interaction: { uid: string }) => `${INTERACTION_PATH}${interaction.uid}`,
          },
        }
      : {}),
    findAccount(_ctx, id) {
      const email = id.trim().toLowerCase();
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email,
          // Through the password page, only an account whose password was right gets this far.
          email_verified: checkAccount ? true : !unverified.has(email),
          name: email.split('@')[0],
        }),
      };
    },
  });

  const handleInteraction = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await provider.interactionDetails(request, response);
    const { prompt, params } = details;
    if (prompt.name === 'consent') {
      // The only client is this product's own API: consent is implied, as it is for a first-party app.
      const grant = new provider.Grant({ accountId: details.session?.accountId, clientId: params.client_id });
      if (prompt.details.missingOIDCScope) grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
      if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(
        request,
        response,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    const action = `${INTERACTION_PATH}${details.uid}`;
    if (request.method !== 'POST') {
      sendHtml(response, 200, renderSignInPage({ action }));
      return;
    }
    const form = await readForm(request);
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const password = form.get('password') ?? '';
    if (email === '' || password === '' || !(await checkAccount?.(email, password))) {
      sendHtml(response, 200, renderSignInPage({ action, email, refused: email !== '' && password !== '' }));
      return;
    }
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: email } },
      { mergeWithLastSubmission: false },
    );
  };

  const callback = provider.callback();
  server.on('request', (request, response) => {
    if (checkAccount && request.url?.startsWith(INTERACTION_PATH)) {
      handleInteraction(request, response).catch(() => {
        if (!response.headersSent) sendHtml(response, 400, renderSignInPage({ action: '', expired: true }));
      });
      return;
    }
    callback(request, response);
  });

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
