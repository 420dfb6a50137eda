// Reading users in the contract's shape: the whole detail, or the account an administrator sees.
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  type AdminUserView,
  roleSchema,
  type User,
  type UserDetail,
  type UserProfile,
} from '@/lib/api/contract';
import { type Db, jsonArrayColumn } from '../../db/client';
import type { Role } from '../../db/roles';
import { avatarPhotos, userRoles, users } from '../../db/schema';
import { notFound } from '../../errors';
import { containsSearch, toPage } from '../../infra/paging';
import { listMealPlansOfPatient } from '../meal-plans/meal-plans';
import { heightKnownAt } from '../record/body-height';

const summaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  photo_url: avatarPhotos.url,
  gender: users.gender,
  birth_date: users.birthDate,
  main_role: users.mainRole,
};

/** The account an administrator sees (adminUserViewSchema): no sex, birth date or care data. */
const adminViewColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  photo_url: avatarPhotos.url,
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

/** A user's role names as a JSON array, read in the same query as the user (no second round trip). */
const roleNames = sql<unknown>`(select coalesce(json_agg(user_roles.role::text order by user_roles.role), '[]'::json) from user_roles where user_roles.user_id = users.id)`;

const roleNamesSchema = jsonArrayColumn(roleSchema);

function parseRoleNames(value: unknown): { name: Role }[] {
  return roleNamesSchema.parse(value).map((name) => ({ name }));
}

export async function getUserOrThrow(db: Db, id: number): Promise<User> {
  const [row] = await db
    .select({ ...summaryColumns, roles: roleNames })
    .from(users)
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
    .where(eq(users.id, id));
  if (!row) throw notFound('Usuário');
  return { ...row, roles: parseRoleNames(row.roles) };
}

/** One user as an administrator sees it: the account alone, one query. */
export async function getAdminUserViewOrThrow(db: Db, id: number): Promise<AdminUserView> {
  const [row] = await db
    .select({ ...adminViewColumns, roles: roleNames })
    .from(users)
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
    .where(eq(users.id, id));
  if (!row) throw notFound('Usuário');
  return { ...row, roles: parseRoleNames(row.roles) };
}

/**
 * The newest weight, with the height measured on or before it (else the first one measured after): a follow-up
 * often weighs the patient without measuring the height again, and an assessment may hold skinfolds alone.
 */
const latestBodyMeasurement = sql<unknown>`(select json_build_object(
    'weight', w.weight::float8,
    'measured_at', w.measured_at,
    'height', ${heightKnownAt(sql.raw('w'))})
  from body_measurements w
  where w.user_id = users.id and w.weight is not null
  order by w.measured_at desc limit 1)`;

const latestBodyMeasurementSchema = z.preprocess(
  (value) => (typeof value === 'string' ? JSON.parse(value) : value),
  z.object({ weight: z.number(), height: z.number().nullable(), measured_at: z.string() }).nullable(),
);

/** One user with its activity and latest measurement, without its meal plans: one query. */
export async function getUserProfileOrThrow(db: Db, id: number): Promise<UserProfile> {
  const [row] = await db
    .select({
      ...summaryColumns,
      roles: roleNames,
      uses_app: users.appAccount,
      physical_activity_factor: users.physicalActivityFactor,
      bodyMeasurement: latestBodyMeasurement,
    })
    .from(users)
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
    .where(eq(users.id, id));
  if (!row) throw notFound('Usuário');
  const { roles, physical_activity_factor, bodyMeasurement, ...user } = row;
  const body = latestBodyMeasurementSchema.parse(bodyMeasurement);
  return {
    ...user,
    roles: parseRoleNames(roles),
    physical_activity_factor: physical_activity_factor ?? null,
    body_measurement:
      body && body.height !== null
        ? { weight: body.weight, height: body.height, measured_at: new Date(body.measured_at).toISOString() }
        : null,
  };
}

/** One user with its activity, latest measurement and meal plans: two queries however many plans. */
export async function getUserDetailOrThrow(db: Db, id: number): Promise<UserDetail> {
  const profile = await getUserProfileOrThrow(db, id);
  return { ...profile, meal_plans: await listMealPlansOfPatient(db, id) };
}

/** The administrators' list of users, each as adminUserViewSchema. */
export async function listUsers(db: Db, query: { page: number; size: number; name?: string }) {
  const where = query.name ? containsSearch(users.name, query.name) : undefined;
  const [total] = await db.select({ value: count() }).from(users).where(where);
  const rows = await db
    .select(adminViewColumns)
    .from(users)
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.size)
    .offset(query.page * query.size);
  return toPage(await attachRoles(db, rows), total?.value ?? 0, query.size);
}

/** An avatar and who uploaded it (null: the shared catalogue's); access.choosesOwnAvatar reads it. */
export async function findAvatarPhoto(
  db: Db,
  photoId: number,
): Promise<{ ownerId: number | null } | undefined> {
  const [photo] = await db
    .select({ ownerId: avatarPhotos.ownerId })
    .from(avatarPhotos)
    .where(eq(avatarPhotos.id, photoId));
  return photo;
}

/** The avatar becomes the user's: access.choosesOwnAvatar allowed it (someone's own upload is theirs alone). */
export async function setUserAvatar(db: Db, userId: number, photoId: number): Promise<void> {
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
