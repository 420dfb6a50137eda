// How many accounts exist, for the administrator dashboard.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema';

export async function countUsers(db: Db): Promise<{ total: number; nutritionists: number }> {
  const [[total], [nutritionists]] = await Promise.all([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(userRoles).where(eq(userRoles.role, 'ROLE_NUTRITIONIST')),
  ]);
  return { total: total?.value ?? 0, nutritionists: nutritionists?.value ?? 0 };
}
