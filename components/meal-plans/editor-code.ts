// The code the meal plan screen loads on first use, not with the page: the editor (periods, food search,
// dialogs, totals as she types), 'Descartar as alterações?', what turns a plan into a draft and a draft
// into a save, and the plan's writes. The screen starts loading it when one of its controls first takes focus.
export { DiscardDraftDialog } from './discard-draft-dialog';
export { loadDraftContentSchema } from './draft-content-rule';
export {
  createEmptyDraft,
  toCreateRequest,
  toDraft,
  toRestoredDraft,
  toUpdateRequest,
} from './meal-plan-draft';
export { MealPlanEditor } from './meal-plan-editor';
export { isDraftSavable } from './meal-plan-savable';
export { mealPlanWrites } from './meal-plan-writes';
export { toSaveProblem } from './save-problem';
