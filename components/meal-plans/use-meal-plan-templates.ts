'use client';

import useSWR from 'swr';
import { readJson, sendRequest } from '@/lib/api/browser/client';
import type {
  MealPlanTemplate,
  MealPlanTemplateList,
  Page,
  PatientSummary,
  UserDetail,
} from '@/lib/api/contract';
import { mealPlanPaths } from '@/lib/api/paths/meal-plans';
import { practicePaths } from '@/lib/api/paths/practice';
import { viaProxy } from '@/lib/api/paths/proxy';
import { userPaths } from '@/lib/api/paths/users';

// Answers are read as the contract's types, unchecked: none of their schemas has a default or a transform.

/** Her library (GET /v1/nutritionists/{id}/meal-plan-templates), once `wanted`. */
export function useMealPlanTemplates(nutritionistId: number, wanted: boolean) {
  return useSWR(
    wanted ? viaProxy(mealPlanPaths.nutritionistMealPlanTemplates(nutritionistId)) : null,
    (path: string) => readJson<MealPlanTemplateList>(path),
  );
}

/** Her patients (the first 100), once `wanted`: 'Copiar de outro paciente' offers those with an ACTIVE plan. */
export function useOwnPatients(nutritionistId: number, wanted: boolean) {
  return useSWR(
    wanted ? viaProxy(practicePaths.nutritionistPatients(nutritionistId, { page: '0', size: '100' })) : null,
    (path: string) => readJson<Page<PatientSummary>>(path),
  );
}

export function fetchMealPlanTemplate(nutritionistId: number, templateId: number) {
  return readJson<MealPlanTemplate>(
    viaProxy(mealPlanPaths.nutritionistMealPlanTemplate(nutritionistId, templateId)),
  );
}

export function fetchPatientPlans(patientId: number) {
  return readJson<UserDetail>(viaProxy(userPaths.user(patientId)));
}

/** 'Salvar como modelo': the plan under a name in her library. */
export function saveMealPlanTemplate(nutritionistId: number, planId: number, name: string) {
  return readJson<MealPlanTemplate>(viaProxy(mealPlanPaths.nutritionistMealPlanTemplates(nutritionistId)), {
    method: 'POST',
    json: { name, meal_plan_id: planId },
  });
}

/** Renames one of her templates. */
export function renameMealPlanTemplate(nutritionistId: number, templateId: number, name: string) {
  return readJson<MealPlanTemplate>(
    viaProxy(mealPlanPaths.nutritionistMealPlanTemplate(nutritionistId, templateId)),
    {
      method: 'PATCH',
      json: { name },
    },
  );
}

/** Removes one of her templates: plans made with it keep what they copied. */
export async function deleteMealPlanTemplate(nutritionistId: number, templateId: number) {
  await sendRequest(viaProxy(mealPlanPaths.nutritionistMealPlanTemplate(nutritionistId, templateId)), {
    method: 'DELETE',
  });
}

/** One template, read once it is chosen: its preview. */
export function useMealPlanTemplate(nutritionistId: number, templateId: number | null) {
  return useSWR(
    templateId === null
      ? null
      : viaProxy(mealPlanPaths.nutritionistMealPlanTemplate(nutritionistId, templateId)),
    (path: string) => readJson<MealPlanTemplate>(path),
  );
}
