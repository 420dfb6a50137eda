// A user's notifications: paged newest first, filtered by status, with the unread count for the badge.
import { and, count, desc, eq } from 'drizzle-orm';
import type {
  Notification,
  NotificationCode,
  NotificationPage,
  NotificationStatus,
} from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { notFound } from '../../errors';
import { toPage } from '../../infra/paging';

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    metadata: row.metadata,
  };
}

export async function listNotifications(
  db: Db,
  receiverId: number,
  query: { page: number; size: number; status?: NotificationStatus },
): Promise<NotificationPage> {
  const where = and(
    eq(notifications.receiverId, receiverId),
    query.status ? eq(notifications.status, query.status) : undefined,
  );
  // All three are served by notifications_receiver_idx (receiver, status, created_at).
  const [[total], [unread], rows] = await Promise.all([
    db.select({ value: count() }).from(notifications).where(where),
    db
      .select({ value: count() })
      .from(notifications)
      .where(and(eq(notifications.receiverId, receiverId), eq(notifications.status, 'UNREAD'))),
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.size)
      .offset(query.page * query.size),
  ]);
  return {
    ...toPage(rows.map(toNotification), total?.value ?? 0, query.size),
    total_unread: unread?.value ?? 0,
  };
}

/** Who received notification `id` (undefined: none such); access.ownNotification reads it. */
export async function findNotificationReceiver(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ receiverId: notifications.receiverId })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.receiverId;
}

/** Marks a notification read: access.ownNotification allowed it, its receiver's own. */
export async function markNotificationRead(db: Db, id: number): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ status: 'READ' })
    .where(eq(notifications.id, id))
    .returning();
  if (!row) throw notFound('Notificação');
  return toNotification(row);
}

export async function markAllNotificationsRead(db: Db, receiverId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: 'READ' })
    .where(and(eq(notifications.receiverId, receiverId), eq(notifications.status, 'UNREAD')))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Every notification is about a nutritionist's patients or a patient's agenda; administrators keep the
 * catalogue and have neither, and their portal has no bell. So an administrator is never sent one.
 */
export async function createNotification(
  db: Db,
  input: { receiverId: number; code: NotificationCode; metadata: Record<string, string>; createdAt: Date },
): Promise<void> {
  const [receiver] = await db
    .select({ mainRole: users.mainRole })
    .from(users)
    .where(eq(users.id, input.receiverId));
  if (!receiver || receiver.mainRole === 'ROLE_ADMIN') return;
  await db.insert(notifications).values({
    receiverId: input.receiverId,
    code: input.code,
    metadata: Object.entries(input.metadata).map(([key, value]) => ({ key, value })),
    createdAt: input.createdAt,
  });
}
