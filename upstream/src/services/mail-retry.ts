// Mail sent after the answer (an appointment's notice, a password reset link) has nobody to retry it: a
// mail server that refuses for a moment (a 4xx, a dropped connection) would lose it for good. It is sent
// again after each of MAIL_RETRY_DELAYS_MS, unless the API is stopping.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Mailer } from './mail';

export function retryingMailer(mailer: Mailer, delaysMs: readonly number[], signal: AbortSignal): Mailer {
  return {
    usesOutbox: mailer.usesOutbox,
    async send(mail) {
      for (let attempt = 0; ; attempt++) {
        try {
          await mailer.send(mail);
          return;
        } catch (error) {
          const delay = delaysMs[attempt];
          if (delay === undefined || signal.aborted) throw error;
          console.warn(
            `mail to ${mail.to} not sent (attempt ${attempt + 1}), trying again in ${delay} ms:`,
            error instanceof Error ? error.message : error,
          );
          // A stop during the wait ends it: the mail is given up with the error it met.
          const stopped = await sleep(delay, false, { signal }).catch(() => true);
          if (stopped) throw error;
        }
      }
    },
  };
}
