'use client';

// The password reset's two calls, for the recovery and reset forms: apart from the session's, which every
// signed-in page's menu loads.
import { sendRequest } from '@/lib/api/browser/client';
import { accountPaths } from '@/lib/api/paths/account';
import { viaProxy } from '@/lib/api/paths/proxy';

/** 'Esqueci minha senha': mails a reset link to the address, if it has an account. */
export function requestPasswordReset(body: { email: string }): Promise<Response> {
  return sendRequest(viaProxy(accountPaths.passwordResets()), { method: 'POST', json: body });
}

/** Sets the new password with the mailed link's token. */
export function resetPassword(token: string, body: { password: string }): Promise<Response> {
  return sendRequest(viaProxy(accountPaths.passwordReset(token)), { method: 'PUT', json: body });
}
