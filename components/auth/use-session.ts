'use client';

// The session as a small resource (signing in, out, or out everywhere) and the password reset's two calls:
// the browser's only ways to them, for the sign-in, recovery and reset forms and the user menu.
import { sendRequest } from '@/lib/api/browser/client';
import { accountPaths } from '@/lib/api/paths/account';
import { viaProxy } from '@/lib/api/paths/proxy';

const SESSION = '/api/session';

/** Signs in; the portal keeps the token in its session cookie. Rejects with the refusal's ApiProblem. */
export function startSession(email: string, password: string): Promise<Response> {
  return sendRequest(SESSION, { method: 'POST', json: { email, password } });
}

/** Signs this browser out (the token ends upstream too); `everywhere` ends every session of the account. */
export function endSession({ everywhere = false } = {}): Promise<Response> {
  return sendRequest(everywhere ? `${SESSION}?everywhere=true` : SESSION, { method: 'DELETE' });
}

/** 'Esqueci minha senha': mails a reset link to the address, if it has an account. */
export function requestPasswordReset(body: { email: string }): Promise<Response> {
  return sendRequest(viaProxy(accountPaths.passwordResets()), { method: 'POST', json: body });
}

/** Sets the new password with the mailed link's token. */
export function resetPassword(token: string, body: { password: string }): Promise<Response> {
  return sendRequest(viaProxy(accountPaths.passwordReset(token)), { method: 'PUT', json: body });
}
