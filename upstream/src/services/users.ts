// Reading users in the contract's shape, and who may read whom.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { User, UserDetail } from '@/lib/api/contract';
import type { Db } from '../db/client';
import { hasRole, type Role } from '../db/roles';
import { avatarPhotos, bodyMeasurements, nutritionistPatients, userRoles, users } from '../db/schema';
import { notFound } from '../http/errors';
import { hasWeightAndHeight } from './body-measurements';
import { listMealPlansOfPatient } from './meal-plans';
import { containsSearch, toPage } from './paging';

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  photo_url: avatarPhotos.url,
  gender: users.gender,
  birth_date: users.birthDate,
  main_role: users.mainRole,
};

async function attachRoles<T extends { id: number }>(
  db: Db,
  rows: T[],
): Promise<(T & { roles: { name: Role }[] })[]> {
  if (rows.length === 0) return [];
  const roleRows = await db
    .select()
    .from(userRoles)
    .where(
      inArray(
        userRoles.userId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    roles: roleRows.filter((r) => r.userId === row.id).map((r) => ({ name: r.role })),
  }));
}

export async function getUserOrThrow(db: Db, id: number): Promise<User> {
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
    .where(eq(users.id, id));
  const [user] = await attachRoles(db, rows);
  if (!user) throw notFound('Usuário');
  return user;
}

export async function getUserDetailOrThrow(db: Db, id: number): Promise<UserDetail> {
  const user = await getUserOrThrow(db, id);
  const [extra] = await db
    .select({ physical_activity_factor: users.physicalActivityFactor })
    .from(users)
    .where(eq(users.id, id));
  const [measurement] = await db
    .select({
      weight: bodyMeasurements.weight,
      height: bodyMeasurements.height,
      measuredAt: bodyMeasurements.measuredAt,
    })
    .from(bodyMeasurements)
    .where(and(eq(bodyMeasurements.userId, id), hasWeightAndHeight))
    .orderBy(desc(bodyMeasurements.measuredAt))
    .limit(1);
  return {
    ...user,
    physical_activity_factor: extra?.physical_activity_factor ?? null,
    body_measurement:
      measurement && measurement.weight !== null && measurement.height !== null
        ? {
            weight: measurement.weight,
            height: measurement.height,
            measured_at: measurement.measuredAt.toISOString(),
          }
        : null,
    meal_plans: await listMealPlansOfPatient(db, id),
  };
}

export async function listUsers(db: Db, query: { page: number; size: number; name?: string }) {
  const where = query.name ? containsSearch(users.name, query.name) : undefined;
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(users)
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.size)
    .offset(query.page * query.size);
  return toPage(await attachRoles(db, rows), total?.value ?? 0, query.size);
}

/** A user is visible to itself, to administrators, and to the nutritionist who follows it. */
export async function canViewUser(db: Db, viewer: { userId: number; roles: Role[] }, targetId: number) {
  if (viewer.userId === targetId || hasRole(viewer.roles, 'ROLE_ADMIN')) return true;
  if (!hasRole(viewer.roles, 'ROLE_NUTRITIONIST')) return false;
  const [link] = await db
    .select({ patientId: nutritionistPatients.patientId })
    .from(nutritionistPatients)
    .where(
      and(
        eq(nutritionistPatients.patientId, targetId),
        eq(nutritionistPatients.nutritionistId, viewer.userId),
      ),
    );
  return Boolean(link);
}

export async function setUserAvatar(db: Db, userId: number, photoId: number): Promise<void> {
  const [photo] = await db
    .select({ id: avatarPhotos.id, ownerId: avatarPhotos.ownerId })
    .from(avatarPhotos)
    .where(eq(avatarPhotos.id, photoId));
  // Someone's own uploaded photo is theirs alone.
  if (!photo || (photo.ownerId !== null && photo.ownerId !== userId)) throw notFound('Avatar');
  await db.update(users).set({ avatarPhotoId: photoId, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** 'Enviar minha foto': the stored picture becomes the user's photo (kept apart from the catalogue). */
export async function setOwnPhoto(db: Db, userId: number, url: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [photo] = await tx
      .insert(avatarPhotos)
      .values({ url, ownerId: userId, tags: '' })
      .returning({ id: avatarPhotos.id });
    await tx
      .update(users)
      .set({ avatarPhotoId: photo!.id, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
  });
}
