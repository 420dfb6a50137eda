import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { mailOutbox } from '../db/schema';
import { createAccess } from '../http/access';
import type { AppDeps, AppEnv } from '../http/context';

/** Only mounted when no SMTP server is configured: the mail a real server would have sent. */
export function devRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);

  // GET /dev/outbox – sent mail, newest first.
  app.get('/outbox', access.anyone, async (c) => {
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
