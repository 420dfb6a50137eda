// Outgoing mail: kept in the database outbox (listed at /dev/outbox) unless SMTP is configured.
import { createTransport } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly usesOutbox: boolean;
  send(mail: Mail): Promise<void>;
}

export function createOutboxMailer(db: Db): Mailer {
  return {
    usesOutbox: true,
    async send(mail) {
      await db.insert(mailOutbox).values(mail);
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    usesOutbox: false,
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : createOutboxMailer(db);
}
