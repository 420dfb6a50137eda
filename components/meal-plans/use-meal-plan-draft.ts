// The meal plan editor's state, as one reducer: which mode the screen is in, the draft and its dates, the
// draft as opened (to tell an edit from it), the plan a save goes to, and what the last save said. The
// screen holds it before the editor's code has loaded, so it imports none of that code (the editor makes
// each change keep the alternatives following their food).
import { useReducer } from 'react';
import type { DraftFood, MealPlanDraft } from './meal-plan-draft';
import type { PlanDateValues } from './plan-dates';

export type MealPlanMode = 'SHOW' | 'CREATE' | 'EDIT';

/** The editor's title, shown by the editor and, while its code loads, by the screen in its place. */
export const editorTitleKey = (mode: MealPlanMode) => (mode === 'CREATE' ? 'creatingTitle' : 'editingTitle');

/** The save answers the editor explains in place (upstream services/meal-plans/save-meal-plan). */
export const EXPLAINED_SAVE_CODES = [
  'MEAL_PLAN_INACTIVE',
  'MEAL_PLAN_CONFLICT',
  'ARCHIVED_FOODSTUFF',
] as const;
export type ExplainedSaveCode = (typeof EXPLAINED_SAVE_CODES)[number];
/** Said in the editor by its code, through lib/api/error-messages. */
export interface SaveProblem {
  code: ExplainedSaveCode;
  /** The food the refusal is about, when the draft tells it (never read from the API's text). */
  food?: string;
}

export interface MealPlanDraftState {
  mode: MealPlanMode;
  draft: MealPlanDraft | null;
  dates: PlanDateValues;
  /** The draft as opened: leaving once it differs asks first. */
  openedAs: string | null;
  /** The plan EDIT opened on: saves go to it even if a reload shows another plan (or none) as ACTIVE. */
  editingId: number | null;
  /** The period the 'Adicionar alimento' dialog adds to. */
  addingTo: string | null;
  saveProblem: SaveProblem | null;
  /** The plan being edited was deactivated elsewhere: only a new plan gets past. */
  planInactive: boolean;
}

export type MealPlanDraftAction =
  | { type: 'start'; draft: MealPlanDraft; mode: 'CREATE' | 'EDIT'; planId: number | null }
  | { type: 'leave' }
  | { type: 'setDates'; dates: PlanDateValues }
  | { type: 'change'; change: (draft: MealPlanDraft) => MealPlanDraft }
  | { type: 'openAddFood'; periodKey: string }
  | { type: 'closeAddFood' }
  /** Adds the food to the period the dialog was opened for, and closes it. */
  /** `keepOpen`: 'Adicionar e continuar', the dialog stays for the next food of the meal. */
  | { type: 'addFood'; food: DraftFood; keepOpen?: boolean }
  | { type: 'saveFailed'; problem: SaveProblem | null };

export const INITIAL_DRAFT_STATE: MealPlanDraftState = {
  mode: 'SHOW',
  draft: null,
  dates: { start_date: null, end_date: null },
  openedAs: null,
  editingId: null,
  addingTo: null,
  saveProblem: null,
  planInactive: false,
};

/** What a save of the draft would keep, to tell an edit from the draft as opened. */
export function describeDraft(draft: MealPlanDraft, dates: PlanDateValues): string {
  return JSON.stringify([
    dates.start_date,
    dates.end_date,
    draft.guidance,
    draft.hide_numbers_in_pdf,
    draft.meal_periods.map((period) => [
      period.id,
      period.period,
      period.time,
      period.notes,
      period.meal_foodstuffs.map((food) => [
        food.id,
        food.foodstuff.id,
        food.quantity,
        food.baseline_weight,
        food.measure_name ?? null,
        food.patient_name ?? null,
        food.substitutions_edited
          ? (food.substitutions ?? []).map((entry) => [entry.id, entry.quantity, entry.baseline_weight])
          : null,
      ]),
    ]),
  ]);
}

export function mealPlanDraftReducer(
  state: MealPlanDraftState,
  action: MealPlanDraftAction,
): MealPlanDraftState {
  switch (action.type) {
    case 'start': {
      const dates = { start_date: action.draft.start_date, end_date: action.draft.end_date };
      return {
        ...INITIAL_DRAFT_STATE,
        mode: action.mode,
        draft: action.draft,
        dates,
        openedAs: describeDraft(action.draft, dates),
        editingId: action.planId,
      };
    }
    case 'leave':
      return INITIAL_DRAFT_STATE;
    case 'setDates':
      return { ...state, dates: action.dates };
    case 'change':
      return state.draft ? { ...state, draft: action.change(state.draft) } : state;
    case 'openAddFood':
      return { ...state, addingTo: action.periodKey };
    case 'closeAddFood':
      return { ...state, addingTo: null };
    case 'addFood': {
      const { draft, addingTo } = state;
      if (!draft) return state;
      const meal_periods = draft.meal_periods.map((period) =>
        period.key === addingTo
          ? { ...period, meal_foodstuffs: [...period.meal_foodstuffs, action.food] }
          : period,
      );
      return { ...state, draft: { ...draft, meal_periods }, addingTo: action.keepOpen ? addingTo : null };
    }
    case 'saveFailed':
      return {
        ...state,
        saveProblem: action.problem,
        planInactive: state.planInactive || action.problem?.code === 'MEAL_PLAN_INACTIVE',
      };
  }
}

/** Whether the draft differs from the draft as opened (only while editing). */
export function hasUnsavedChanges(state: MealPlanDraftState): boolean {
  return (
    state.mode !== 'SHOW' &&
    state.draft !== null &&
    state.openedAs !== null &&
    describeDraft(state.draft, state.dates) !== state.openedAs
  );
}

export function useMealPlanDraft() {
  return useReducer(mealPlanDraftReducer, INITIAL_DRAFT_STATE);
}
