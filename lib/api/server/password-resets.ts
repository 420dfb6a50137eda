// Password recovery links, checked before the new-password form is shown.
import 'server-only';
import { passwordResetLinkSchema, resetTokenSchema } from '../contract';
import { ApiProblem } from '../errors';
import { paths } from '../paths';
import { fetchUpstream } from './upstream';

export type ResetLinkState = 'usable' | 'invalid' | 'unavailable';

/** Whether a recovery link may still be used; a refused or rate-limited check reads as invalid. */
export async function checkPasswordResetLink(token: string, clientAddress?: string): Promise<ResetLinkState> {
  if (!resetTokenSchema.safeParse(token).success) return 'invalid';
  try {
    await fetchUpstream(paths.passwordReset(token), passwordResetLinkSchema, { clientAddress });
    return 'usable';
  } catch (error) {
    if (error instanceof ApiProblem && (error.status === 404 || error.status === 429)) return 'invalid';
    return 'unavailable';
  }
}
