import { z } from 'zod';
import { genderSchema, isoDateSchema, lineSchema, pageQuerySchema, pageSchema } from './common';
import { mealPlanSchema } from './meal-plans';
import { ACTIVITY_LEVELS, ROLES } from './values';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const activityLevelSchema = z.enum(ACTIVITY_LEVELS);
export type ActivityLevel = z.infer<typeof activityLevelSchema>;

export const bodyMeasurementSchema = z.object({
  weight: z.number(),
  height: z.number(),
  measured_at: z.string(),
});

/** The current user (GET /v1/me) and every user summary in lists. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null only for a patient's record her nutritionist opened without one. */
  email: z.string().nullable(),
  photo_url: z.string().nullable(),
  gender: genderSchema.nullable(),
  birth_date: isoDateSchema.nullable(),
  main_role: roleSchema,
  roles: z.array(z.object({ name: roleSchema })),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /v1/users/{id}?meal_plans=false: the user with what a nutritionist needs to follow them, without the
 * meal plans (every version with its foods), which the screens that show none of them need not read.
 */
export const userProfileSchema = userSchema.extend({
  /** False for a record her nutritionist opened, until she signs up in the app with its e-mail. */
  uses_app: z.boolean(),
  physical_activity_factor: activityLevelSchema.nullable(),
  body_measurement: bodyMeasurementSchema.nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GET /v1/users/{id}: the user with what a nutritionist needs to follow them, meal plans included. */
export const userDetailSchema = userProfileSchema.extend({
  meal_plans: z.array(mealPlanSchema),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** GET /v1/users/{id}'s query: `meal_plans=false` leaves the plans out (the default has them). */
export const userDetailQuerySchema = z.object({ meal_plans: z.stringbool().optional() });

/**
 * What an administrator reads of another user (GET /v1/users and GET /v1/users/{id}): the account her
 * screens show, never its care data (sex, birth date, measurements, plans: LGPD art. 11).
 */
export const adminUserViewSchema = userSchema.pick({
  id: true,
  name: true,
  email: true,
  photo_url: true,
  main_role: true,
  roles: true,
});
export type AdminUserView = z.infer<typeof adminUserViewSchema>;

/**
 * GET /v1/users/{id}: the detail for the user itself and its nutritionist (without its plans when asked),
 * the account alone for an administrator. The fuller shapes come first: stripping their extra fields, the
 * account schema would match them too.
 */
export const userViewSchema = z.union([userDetailSchema, userProfileSchema, adminUserViewSchema]);

export const userPageSchema = pageSchema(adminUserViewSchema);

export const listUsersQuerySchema = pageQuerySchema.extend({
  name: lineSchema.trim().max(120).optional(),
});
