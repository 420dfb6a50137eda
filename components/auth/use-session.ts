'use client';

// The session as a small resource (signing in, out, or out everywhere): the browser's only way to it, for
// the sign-in form and the user menu. The password reset's calls are password-reset-calls.ts.
import { sendRequest } from '@/lib/api/browser/client';

const SESSION = '/api/session';

/** Signs in; the portal keeps the token in its session cookie. Rejects with the refusal's ApiProblem. */
export function startSession(email: string, password: string): Promise<Response> {
  return sendRequest(SESSION, { method: 'POST', json: { email, password } });
}

/** Signs this browser out (the token ends upstream too); `everywhere` ends every session of the account. */
export function endSession({ everywhere = false } = {}): Promise<Response> {
  return sendRequest(everywhere ? `${SESSION}?everywhere=true` : SESSION, { method: 'DELETE' });
}
