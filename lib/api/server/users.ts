// Users: the signed-in user, one user's detail, and what a patient sees of its nutritionist.
import 'server-only';
import { cache } from 'react';
import {
  patientNutritionistSchema,
  type User,
  type UserDetail,
  type UserProfile,
  userSchema,
  userViewSchema,
} from '../contract';
import { paths } from '../paths';
import { fetchAsUser, fetchUpstream, orNullWhenMissing } from './upstream';

/** The signed-in user (GET /me), once per request however many components ask. */
export const getCurrentUser = cache((): Promise<User> => fetchAsUser(paths.me(), userSchema));

/** The user a token belongs to, while signing in (before the token is sealed into the session). */
export function getUserWithToken(token: string): Promise<User> {
  return fetchUpstream(paths.me(), userSchema, { token });
}

/**
 * One user with body measurement and meal plans; null when absent or not the caller's to follow: a 404, or
 * the bare account an administrator who is also a nutritionist gets for someone else's patient.
 */
export const findUserDetail = cache(async (id: number): Promise<UserDetail | null> => {
  const user = await orNullWhenMissing(fetchAsUser(paths.user(id), userViewSchema));
  return user && 'meal_plans' in user ? user : null;
});

/**
 * One user with body measurement, without the meal plans (every version with its foods), for the screens
 * that show none of them; null as for findUserDetail.
 */
export const findUserProfile = cache(async (id: number): Promise<UserProfile | null> => {
  const user = await orNullWhenMissing(fetchAsUser(paths.userWithoutPlans(id), userViewSchema));
  return user && 'body_measurement' in user ? user : null;
});

/** A patient's nutritionist (name and specialisations); null when it has none. */
export const findPatientNutritionist = cache((patientId: number) =>
  orNullWhenMissing(fetchAsUser(paths.userNutritionist(patientId), patientNutritionistSchema)),
);
