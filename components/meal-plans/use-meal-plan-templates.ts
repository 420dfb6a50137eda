'use client';

import useSWR from 'swr';
import { requestJson } from '@/lib/api/client';
import {
  mealPlanTemplateListSchema,
  mealPlanTemplateSchema,
  patientPageSchema,
  userDetailSchema,
} from '@/lib/api/contract';
import { paths, viaProxy } from '@/lib/api/paths';

/** Her library (GET /v1/nutritionists/{id}/meal-plan-templates), once `wanted`. */
export function useMealPlanTemplates(nutritionistId: number, wanted: boolean) {
  return useSWR(
    wanted ? viaProxy(paths.nutritionistMealPlanTemplates(nutritionistId)) : null,
    (path: string) => requestJson(path, mealPlanTemplateListSchema),
  );
}

/** Her patients (the first 100), once `wanted`: 'Copiar de outro paciente' offers those with an ACTIVE plan. */
export function useOwnPatients(nutritionistId: number, wanted: boolean) {
  return useSWR(
    wanted ? viaProxy(paths.nutritionistPatients(nutritionistId, { page: '0', size: '100' })) : null,
    (path: string) => requestJson(path, patientPageSchema),
  );
}

export function fetchMealPlanTemplate(nutritionistId: number, templateId: number) {
  return requestJson(
    viaProxy(paths.nutritionistMealPlanTemplate(nutritionistId, templateId)),
    mealPlanTemplateSchema,
  );
}

export function fetchPatientPlans(patientId: number) {
  return requestJson(viaProxy(paths.user(patientId)), userDetailSchema);
}

/** 'Salvar como modelo': the plan under a name in her library. */
export function saveMealPlanTemplate(nutritionistId: number, planId: number, name: string) {
  return requestJson(viaProxy(paths.nutritionistMealPlanTemplates(nutritionistId)), mealPlanTemplateSchema, {
    method: 'POST',
    json: { name, meal_plan_id: planId },
  });
}
