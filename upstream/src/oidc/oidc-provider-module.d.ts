// The few parts of the `oidc-provider` package (it ships no types) that the issuer (issuer.ts) uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?(ctx: unknown, id: string): Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[]>;
    cookies?: { keys?: string[] };
    features?: Record<string, unknown>;
    pkce?: Record<string, unknown>;
    [key: string]: unknown;
  }

  export interface InteractionDetails {
    uid: string;
    prompt: {
      name: 'login' | 'consent' | string;
      details: { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    };
    params: { client_id: string; [key: string]: unknown };
    session?: { accountId: string };
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: new (properties: {
      accountId?: string;
      clientId: string;
    }) => Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
