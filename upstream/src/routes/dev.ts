import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { mailOutbox } from '../db/schema';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import type { AppEnv } from '../http/context';
import { fromLoopbackSocket } from '../http/loopback';

/**
 * Mounted only with MAIL_OUTBOX=loopback and no SMTP server (config.ts, mailDeliveryOf): the mail a real
 * server would have sent, for a developer on this machine. It holds reset links and invitation codes, so
 * any other client is told the route does not exist.
 */
export function devRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /dev/outbox – sent mail, newest first.
  app.get('/outbox', access.anyone, async (c) => {
    if (!fromLoopbackSocket(c)) return c.notFound();
    const rows = await deps.db
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        attachments: mailOutbox.attachments,
        created_at: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(200);
    return c.json(rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })));
  });

  return app;
}
