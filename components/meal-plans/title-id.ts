/** The meal plan screen's title in every mode: the plan's (plan-view.tsx), the editor's or the empty state's. */
export const MEAL_PLAN_TITLE_ID = 'meal-plan-title';
