import 'server-only';
import { cache } from 'react';
import {
  type MealPlanDetail,
  mealPlanDetailSchema,
  type UserDetail,
  userDetailSchema,
} from '@/lib/api/contract';
import { requireSignedIn } from '@/lib/auth/current-user';
import { UpstreamError } from './errors';
import { fetchUpstream } from './upstream';

/** The patient with its meal plans (GET /v1/users/{id}), or null when it is not the caller's to see. */
export const getPatientWithPlans = cache(async (patientId: number): Promise<UserDetail | null> => {
  const { token } = await requireSignedIn();
  try {
    return await fetchUpstream(`/v1/users/${patientId}`, userDetailSchema, { token });
  } catch (error) {
    // Someone else's patient answers 404 upstream: the same as an unknown id.
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
});

/** One plan with its periods and foods (GET /v1/meal-plans/{id}), or null when unknown or not the caller's. */
export const getMealPlan = cache(async (planId: number): Promise<MealPlanDetail | null> => {
  const { token } = await requireSignedIn();
  try {
    return await fetchUpstream(`/v1/meal-plans/${planId}`, mealPlanDetailSchema, { token });
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return null;
    throw error;
  }
});
