import { describe, expect, it } from 'vitest';
import {
  createEmptyDraft,
  type DraftFood,
  type MealPlanDraft,
} from '@/components/meal-plans/meal-plan-draft';
import {
  hasUnsavedChanges,
  INITIAL_DRAFT_STATE,
  type MealPlanDraftState,
  mealPlanDraftReducer,
} from '@/components/meal-plans/use-meal-plan-draft';
import type { PlanFoodstuff } from '@/lib/api/contract';

const rice: PlanFoodstuff = {
  id: 1,
  name: 'Arroz',
  photo_url: null,
  group: 'GRAINS',
  unit_of_measurement: 'GRAMS',
  baseline_weight: 100,
  nutrition_information: {
    calories: 124,
    proteins: 2.6,
    carbohydrates: 25.8,
    sodium: 1,
    fiber: 2.7,
    fats: 1,
  },
  archived: false,
  catalogue_changed: false,
};
const riceRow: DraftFood = { key: 'f1', id: null, foodstuff: rice, quantity: 1, baseline_weight: 100 };

function started(draft: MealPlanDraft = createEmptyDraft('2026-05-10')): MealPlanDraftState {
  return mealPlanDraftReducer(INITIAL_DRAFT_STATE, { type: 'start', draft, mode: 'CREATE', planId: null });
}

describe('mealPlanDraftReducer', () => {
  it('starts a draft with its own dates and nothing changed yet', () => {
    const state = started();
    expect(state.mode).toBe('CREATE');
    expect(state.dates).toEqual({ start_date: '2026-05-10', end_date: '2026-08-10' });
    expect(hasUnsavedChanges(state)).toBe(false);
  });

  it('EDIT remembers the plan the save goes to', () => {
    const draft = createEmptyDraft('2026-05-10');
    const state = mealPlanDraftReducer(INITIAL_DRAFT_STATE, {
      type: 'start',
      draft,
      mode: 'EDIT',
      planId: 9,
    });
    expect(state.editingId).toBe(9);
  });

  it('adds a food to the period the dialog was opened for, then closes the dialog', () => {
    const state = started();
    const periodKey = state.draft?.meal_periods[0]?.key ?? '';
    const opened = mealPlanDraftReducer(state, { type: 'openAddFood', periodKey });
    expect(opened.addingTo).toBe(periodKey);
    const added = mealPlanDraftReducer(opened, { type: 'addFood', food: riceRow });
    expect(added.addingTo).toBeNull();
    expect(added.draft?.meal_periods[0]?.meal_foodstuffs).toEqual([riceRow]);
    expect(hasUnsavedChanges(added)).toBe(true);
  });

  it("'Adicionar e continuar' adds the food and keeps the dialog on the same period", () => {
    const state = started();
    const periodKey = state.draft?.meal_periods[0]?.key ?? '';
    const opened = mealPlanDraftReducer(state, { type: 'openAddFood', periodKey });
    const once = mealPlanDraftReducer(opened, { type: 'addFood', food: riceRow, keepOpen: true });
    const twice = mealPlanDraftReducer(once, {
      type: 'addFood',
      food: { ...riceRow, key: 'other' },
      keepOpen: true,
    });
    expect(twice.addingTo).toBe(periodKey);
    expect(twice.draft?.meal_periods[0]?.meal_foodstuffs.map((food) => food.key)).toEqual([
      riceRow.key,
      'other',
    ]);
  });

  it('a changed date is an unsaved change; setting it back is not', () => {
    const state = started();
    const moved = mealPlanDraftReducer(state, {
      type: 'setDates',
      dates: { start_date: '2026-05-11', end_date: '2026-08-10' },
    });
    expect(hasUnsavedChanges(moved)).toBe(true);
    const back = mealPlanDraftReducer(moved, { type: 'setDates', dates: state.dates });
    expect(hasUnsavedChanges(back)).toBe(false);
  });

  it('a plan deactivated elsewhere stays said after a later failure, until the draft is left', () => {
    const state = started();
    const inactive = mealPlanDraftReducer(state, {
      type: 'saveFailed',
      problem: { code: 'MEAL_PLAN_INACTIVE' },
    });
    expect(inactive.planInactive).toBe(true);
    const again = mealPlanDraftReducer(inactive, { type: 'saveFailed', problem: null });
    expect(again).toMatchObject({ planInactive: true, saveProblem: null });
    const left = mealPlanDraftReducer(again, { type: 'leave' });
    expect(left).toEqual(INITIAL_DRAFT_STATE);
    expect(hasUnsavedChanges(left)).toBe(false);
  });

  it('a change with no draft open does nothing', () => {
    const state = mealPlanDraftReducer(INITIAL_DRAFT_STATE, { type: 'addFood', food: riceRow });
    expect(state).toBe(INITIAL_DRAFT_STATE);
  });
});
