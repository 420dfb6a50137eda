'use client';

import { createContext, type ReactNode, useContext } from 'react';
import type { MealPlan, MealPlanVersion } from '@/lib/api/contract';

/**
 * What the plan's view (rendered by the server, or by the screen after a change) asks of the screen around
 * it: the ACTIVE plan as the screen holds it, and its actions.
 */
export interface PlanActions {
  plan: MealPlan;
  today: string;
  onEdit: () => void;
  /** 'Salvar como modelo': the plan into her library. */
  onSaveAsTemplate: () => void;
  onDeactivate: () => void;
  /** 'Editar a partir desta versão'. */
  onRestore: (version: MealPlanVersion) => void;
}

const PlanActionsContext = createContext<PlanActions | null>(null);

export function PlanActionsProvider({ value, children }: { value: PlanActions; children: ReactNode }) {
  return <PlanActionsContext.Provider value={value}>{children}</PlanActionsContext.Provider>;
}

export function usePlanActions(): PlanActions {
  const actions = useContext(PlanActionsContext);
  if (!actions) throw new Error('The plan view is rendered inside MealPlanScreen.');
  return actions;
}
