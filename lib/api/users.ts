// Users: the signed-in user, one user's detail, and what a patient sees of its nutritionist.
import 'server-only';
import { cache } from 'react';
import {
  patientNutritionistSchema,
  type User,
  type UserDetail,
  userDetailSchema,
  userSchema,
} from './contract';
import { paths } from './paths';
import { fetchAsUser, fetchUpstream, orNullWhenMissing } from './upstream';

/** The signed-in user (GET /me), once per request however many components ask. */
export const getCurrentUser = cache((): Promise<User> => fetchAsUser(paths.me(), userSchema));

/** The user a token belongs to, while signing in (before the token is sealed into the session). */
export function getUserWithToken(token: string): Promise<User> {
  return fetchUpstream(paths.me(), userSchema, { token });
}

/** One user with body measurement and meal plans; null when absent or not the caller's to see (404). */
export const findUserDetail = cache(
  (id: number): Promise<UserDetail | null> =>
    orNullWhenMissing(fetchAsUser(paths.user(id), userDetailSchema)),
);

/** A patient's nutritionist (name and specialisations); null when it has none. */
export const findPatientNutritionist = cache((patientId: number) =>
  orNullWhenMissing(fetchAsUser(paths.userNutritionist(patientId), patientNutritionistSchema)),
);
