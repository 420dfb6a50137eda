// A real OpenID Connect issuer on this machine, standing in for Google in tests: the `oidc-provider`
// package with its development sign-in pages (any login is accepted; the login is the e-mail).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIssuerOptions {
  /** 0 picks a free port. */
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  /** Logins whose e-mail the issuer reports as not verified. */
  unverifiedEmails?: string[];
}

export interface TestIssuer {
  issuer: string;
  close(): Promise<void>;
}

export async function startTestIssuer(options: TestIssuerOptions): Promise<TestIssuer> {
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const unverified = new Set((options.unverifiedEmails ?? []).map((email) => email.toLowerCase()));

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
    cookies: { keys: ['test-issuer-cookie-key-0123456789'] },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount(_ctx, id) {
      const email = id.trim().toLowerCase();
      return {
        accountId: id,
        claims: () => ({ sub: id, email, email_verified: !unverified.has(email), name: email.split('@')[0] }),
      };
    },
  });
  server.on('request', provider.callback());

  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
