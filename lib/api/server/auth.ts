// Signing in and out against the upstream, for the session route handlers.
import 'server-only';
import { type LoginRequest, type SignInProviders, signInProvidersSchema, tokenSchema } from '../contract';
import { paths } from '../paths';
import { callUpstream, fetchUpstream } from './upstream';

/** POST /login: the answer's body is the token. */
export async function signInWithPassword(credentials: LoginRequest, clientAddress?: string): Promise<string> {
  const answer = await callUpstream(paths.signIn(), { method: 'POST', json: credentials, clientAddress });
  return tokenSchema.parse((await answer.text()).trim());
}

/** The upstream refuses the token from now on. */
export async function signOut(token: string): Promise<void> {
  await callUpstream(paths.signOut(), { method: 'POST', token });
}

/** Every token of the account, on every device, is refused from now on. */
export async function signOutEverywhere(token: string): Promise<void> {
  await callUpstream(paths.signOutEverywhere(), { method: 'POST', token });
}

/** Redeems Google sign-in's one-time code, together with this browser's pending value, for the token. */
export async function redeemGoogleHandover(
  code: string,
  pending: string,
  clientAddress?: string,
): Promise<string> {
  const answer = await callUpstream(paths.googleHandovers(), {
    method: 'POST',
    json: { code, pending },
    clientAddress,
  });
  return tokenSchema.parse((await answer.text()).trim());
}

/** GET /v1/auth/providers: the sign-in methods the upstream offers besides e-mail and password. */
export async function readSignInProviders(timeoutMs?: number): Promise<SignInProviders> {
  return fetchUpstream(paths.signInProviders(), signInProvidersSchema, { timeoutMs });
}
