// One page of 'Planos alimentares em foco' for a tab, or the load error. Kept apart from the component so
// each outcome is tested without a server.
import type { MealPlanAdherence, Page } from '@/lib/api/contract';
import { UpstreamError } from '@/lib/api/errors';
import { PLAN_TAB_FILTERS, type PlanTab } from './plans-in-focus-href';

/** Rows per page (spec 1 §9: the dashboard's patient table shows 8). */
export const PLANS_IN_FOCUS_PAGE_SIZE = 8;

/** A 0-based page of the nutritionist's patients on a plan, optionally one tab's. */
export type LoadPlansInFocus = (query: URLSearchParams) => Promise<Page<MealPlanAdherence>>;

export type PlansInFocusView =
  | { kind: 'error' }
  | { kind: 'list'; list: Page<MealPlanAdherence>; page: number };

function toQuery(tab: PlanTab, page: number): URLSearchParams {
  const query = new URLSearchParams({ page: String(page - 1), size: String(PLANS_IN_FOCUS_PAGE_SIZE) });
  const filter = PLAN_TAB_FILTERS[tab];
  if (filter) query.set('adherence', filter);
  return query;
}

export async function loadPlansInFocus(
  load: LoadPlansInFocus,
  tab: PlanTab,
  page: number,
): Promise<PlansInFocusView> {
  try {
    let list = await load(toQuery(tab, page));
    // A page past the end (an old link, a tab with fewer patients) shows the last page instead.
    if (list.total_pages > 0 && page > list.total_pages) {
      page = list.total_pages;
      list = await load(toQuery(tab, page));
    }
    return { kind: 'list', list, page };
  } catch (error) {
    if (error instanceof UpstreamError) return { kind: 'error' };
    throw error;
  }
}
