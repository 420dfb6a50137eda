// Meal plans: the patient with its plans, and one plan with its foods and author.
import 'server-only';
import { cache } from 'react';
import { type MealPlanDetail, mealPlanDetailSchema } from '../contract';
import { paths } from '../paths';
import { fetchAsUser, orNullWhenMissing } from './upstream';
import { findUserDetail } from './users';

/** The patient with its meal plans, or null when it is not the caller's to see (404 upstream). */
export const getPatientWithPlans = findUserDetail;

/** One plan with its periods and foods, or null when unknown or not the caller's. */
export const getMealPlan = cache(
  (planId: number): Promise<MealPlanDetail | null> =>
    orNullWhenMissing(fetchAsUser(paths.mealPlan(planId), mealPlanDetailSchema)),
);
