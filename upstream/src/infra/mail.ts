// Outgoing mail: kept in the database outbox unless SMTP is configured (MAIL_OUTBOX says whether
// /dev/outbox lists it, to this machine only).
import { createTransport } from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An iCalendar invitation or cancellation (an appointment), sent as a text/calendar part. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** Files sent attached (a receipt's PDF), their content in base64 so the job's payload stays JSON. */
  files?: { filename: string; contentType: string; base64: string }[];
}

function toAttachments(mail: Mail) {
  const calendar = mail.calendar
    ? [
        {
          filename: mail.calendar.filename,
          content_type: `text/calendar; charset=utf-8; method=${mail.calendar.method}`,
          content: mail.calendar.content,
        },
      ]
    : [];
  const files = (mail.files ?? []).map((file) => ({
    filename: file.filename,
    content_type: file.contentType,
    content: file.base64,
    encoding: 'base64' as const,
  }));
  return [...calendar, ...files];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createOutboxMailer(db: Db): Mailer {
  return {
    async send({ to, subject, text, ...rest }) {
      await db
        .insert(mailOutbox)
        .values({ to, subject, text, attachments: toAttachments({ to, subject, text, ...rest }) });
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send({ calendar, files, ...mail }) {
      // icalEvent makes the invitation a calendar part that mail clients offer to add or update.
      await transport.sendMail({
        from,
        ...mail,
        ...(calendar
          ? { icalEvent: { method: calendar.method, filename: calendar.filename, content: calendar.content } }
          : {}),
        ...(files
          ? {
              attachments: files.map((file) => ({
                filename: file.filename,
                contentType: file.contentType,
                content: file.base64,
                encoding: 'base64',
              })),
            }
          : {}),
      });
    },
  };
}

export function createMailer(db: Db, smtpUrl: string | undefined, from: string): Mailer {
  return smtpUrl ? createSmtpMailer(smtpUrl, from) : createOutboxMailer(db);
}
