// Development: what a real server would have sent.
import { z } from 'zod';
import { json } from './define';
import type { Operation } from './types';

/** GET /dev/outbox: the mail a real server would have sent, newest first. */
const outboxSchema = z.array(
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    attachments: z.unknown(),
    created_at: z.string(),
  }),
);

export const devOperations = [
  {
    method: 'get',
    path: '/dev/outbox',
    rule: 'anyone',
    tag: 'Development',
    summary: 'The mail a real server would have sent, newest first',
    access: {
      kind: 'public',
      note: "Only from this machine: a client whose socket's address is not a loopback one (127.0.0.0/8, ::1), or a request a proxy forwarded, is told 404.",
    },
    success: json(200, outboxSchema, 'Up to 200 mails.'),
    mountedWhen:
      'no SMTP server is configured (`SMTP_URL` unset) and `MAIL_OUTBOX=loopback`, its default outside production and under `npm start`',
  },
] as const satisfies readonly Operation[];
