// Signing in and out, by password or by Google.
import { z } from 'zod';
import * as contract from '..';
import { json, jsonBody, noContent, PUBLIC, SIGNED_IN, tokenText } from './define';
import type { Operation } from './types';

export const authOperations = [
  {
    method: 'post',
    path: '/login',
    rule: 'anyone',
    tag: 'Authentication',
    summary: 'Sign in with e-mail and password',
    description:
      'The answer is the bearer token itself, as text. Failures are counted per account and per caller address.',
    access: PUBLIC,
    body: jsonBody(contract.loginRequestSchema),
    success: tokenText('The bearer token for the `Authorization: Bearer` header.'),
    problems: ['INVALID_CREDENTIALS', 'TOO_MANY_ATTEMPTS'],
  },
  {
    method: 'post',
    path: '/v1/logout',
    rule: 'signedIn',
    tag: 'Authentication',
    summary: 'Sign out: the token in use is refused from now on',
    access: SIGNED_IN,
    success: noContent('Signed out.'),
  },
  {
    method: 'post',
    path: '/v1/logout-everywhere',
    rule: 'signedIn',
    tag: 'Authentication',
    summary: "Sign out everywhere: every token of the caller's account is refused from now on",
    access: SIGNED_IN,
    success: noContent('Every session ended.'),
  },
  {
    method: 'get',
    path: '/v1/me',
    rule: 'signedIn',
    proxy: 'session',
    tag: 'Authentication',
    summary: 'The signed-in user',
    access: SIGNED_IN,
    success: json(200, contract.userSchema, 'The caller.'),
    problems: ['NOT_FOUND'],
  },
  {
    method: 'get',
    path: '/v1/auth/providers',
    rule: 'anyone',
    tag: 'Authentication',
    summary: 'Sign-in methods offered besides the password',
    access: PUBLIC,
    success: json(200, contract.signInProvidersSchema, 'Whether Google sign-in is on.'),
  },
  {
    method: 'get',
    path: '/oauth2/authorization/google',
    rule: 'anyone',
    tag: 'Authentication',
    summary: "Start Google sign-in (a browser's step)",
    description:
      "Redirects the browser to the issuer; on any failure, back to the portal's sign-in page. `binding` is the SHA-256 of the pending value the portal set in this browser.",
    access: PUBLIC,
    query: z.object({ binding: contract.signInSecretSchema.optional() }),
    success: { status: 302, description: 'To the issuer, or back to the portal.', redirect: true },
  },
  {
    method: 'get',
    path: '/login/oauth2/code/google',
    rule: 'anyone',
    tag: 'Authentication',
    summary: "The issuer's answer to Google sign-in (a browser's step)",
    description:
      'Redirects to the portal with a one-time code for an account with that verified e-mail, or with a failure.',
    access: PUBLIC,
    query: z.object({ code: z.string().optional(), state: z.string().optional() }),
    success: { status: 302, description: 'Back to the portal.', redirect: true },
  },
  {
    method: 'post',
    path: '/v1/auth/google/handovers',
    rule: 'anyone',
    tag: 'Authentication',
    summary: 'Redeem a Google sign-in code for the bearer token',
    access: PUBLIC,
    body: jsonBody(contract.googleHandoverRequestSchema),
    success: tokenText('The bearer token, as text.'),
    problems: ['INVALID_HANDOVER'],
  },
] as const satisfies readonly Operation[];
