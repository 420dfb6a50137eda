'use client';

import useSWR, { useSWRConfig } from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type {
  CreateMealPlanRequest,
  CreateSubstitutionRequest,
  MealPlan,
  MealPlanVersions,
  UpdateMealPlanRequest,
  UpdateSubstitutionRequest,
  UserDetail,
} from '@/lib/api/contract';
import { mealPlanPaths } from '@/lib/api/paths/meal-plans';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';

// Answers are read as the contract's types, unchecked: none of their schemas has a default or a transform,
// so the plan builder loads zod only when a form it opens checks what was typed.

const patientKey = (patientId: number) => viaProxy(userPaths.user(patientId));

/** The patient with its plans (GET /v1/users/{id}), starting from what the server rendered. */
export function usePatientPlans(patientId: number, fallbackData: UserDetail) {
  return useSWR(patientKey(patientId), (path: string) => readJson<UserDetail>(path), {
    fallbackData,
    revalidateOnMount: false,
  });
}

/**
 * The plan's earlier versions (GET /v1/meal-plans/{id}/versions), read once shown; read again after each save,
 * since the key carries the plan's updated_at.
 */
export function usePlanVersions(plan: MealPlan) {
  return useSWR(
    [viaProxy(mealPlanPaths.mealPlanVersions(plan.id)), plan.updated_at],
    ([path]: [string, string]) => readJson<MealPlanVersions>(path),
  );
}

/** The plans after a save: the saved one replaces itself; a new one goes first and the old ACTIVE one becomes history. */
function withSavedPlan(plans: readonly MealPlan[], saved: MealPlan, created: boolean): MealPlan[] {
  if (!created) return plans.map((plan) => (plan.id === saved.id ? saved : plan));
  return [
    saved,
    ...plans.map((plan) => (plan.status === 'ACTIVE' ? { ...plan, status: 'INACTIVE' as const } : plan)),
  ];
}

/** Saves answer with the plan; the cache takes it without another request. */
export function useMealPlanMutations(current: UserDetail) {
  const { mutate } = useSWRConfig();
  // The cache may hold nothing yet (the server-rendered fallback is not in it): start from what is shown.
  const store = (saved: MealPlan, created: boolean) =>
    mutate(
      patientKey(current.id),
      (user: UserDetail | undefined) => {
        const base = user ?? current;
        return { ...base, meal_plans: withSavedPlan(base.meal_plans, saved, created) };
      },
      { revalidate: false },
    );
  return {
    async createPlan(body: CreateMealPlanRequest) {
      const saved = await readJson<MealPlan>(viaProxy(mealPlanPaths.mealPlans()), {
        method: 'POST',
        json: body,
      });
      await store(saved, true);
      return saved;
    },
    async updatePlan(planId: number, body: UpdateMealPlanRequest) {
      const saved = await readJson<MealPlan>(viaProxy(mealPlanPaths.mealPlan(planId)), {
        method: 'PUT',
        json: body,
      });
      await store(saved, false);
      return saved;
    },
    /** 'Adicionar substituição': answers the plan with it. */
    async addSubstitution(planId: number, foodId: number, body: CreateSubstitutionRequest) {
      const saved = await readJson<MealPlan>(viaProxy(mealPlanPaths.mealPlanSubstitutions(planId, foodId)), {
        method: 'POST',
        json: body,
      });
      await store(saved, false);
      return saved;
    },
    /** The amounts she adjusted. */
    async updateSubstitution(
      planId: number,
      foodId: number,
      substitutionId: number,
      body: UpdateSubstitutionRequest,
    ) {
      const saved = await readJson<MealPlan>(
        viaProxy(mealPlanPaths.mealPlanSubstitution(planId, foodId, substitutionId)),
        { method: 'PUT', json: body },
      );
      await store(saved, false);
      return saved;
    },
    async removeSubstitution(planId: number, foodId: number, substitutionId: number) {
      const saved = await readJson<MealPlan>(
        viaProxy(mealPlanPaths.mealPlanSubstitution(planId, foodId, substitutionId)),
        { method: 'DELETE' },
      );
      await store(saved, false);
      return saved;
    },
  };
}
