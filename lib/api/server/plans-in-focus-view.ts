// One page of 'Planos alimentares em foco' for a tab, or the load error. Kept apart from the component so
// each outcome is tested without a server.
import type { MealPlanAdherence, Page } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { PLAN_TAB_FILTERS, type PlanTab } from '@/lib/lists/plans-in-focus';
import { loadPageOrLast } from './load-page-or-last';

/** Rows per page (spec 1 §9: the dashboard's patient table shows 8). */
export const PLANS_IN_FOCUS_PAGE_SIZE = 8;

/** A 0-based page of the nutritionist's patients on a plan, optionally one tab's. */
export type LoadPlansInFocus = (query: URLSearchParams) => Promise<Page<MealPlanAdherence>>;

export type PlansInFocusView =
  | { kind: 'error' }
  | { kind: 'list'; list: Page<MealPlanAdherence>; page: number };

/** The API query of a tab's 1-based page. */
export function plansInFocusQuery(tab: PlanTab, page: number): URLSearchParams {
  const query = new URLSearchParams({ page: String(page - 1), size: String(PLANS_IN_FOCUS_PAGE_SIZE) });
  const filter = PLAN_TAB_FILTERS[tab];
  if (filter) query.set('adherence', filter);
  return query;
}

/** `asked` is the requested page's read when the page already started it (readAs). */
export async function loadPlansInFocus(
  load: LoadPlansInFocus,
  tab: PlanTab,
  page: number,
  asked?: Promise<Page<MealPlanAdherence>>,
): Promise<PlansInFocusView> {
  try {
    return {
      kind: 'list',
      ...(await loadPageOrLast((target) => load(plansInFocusQuery(tab, target)), page, asked)),
    };
  } catch (error) {
    if (error instanceof ApiProblem) return { kind: 'error' };
    throw error;
  }
}
