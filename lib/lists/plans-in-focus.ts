// The home's table view in the URL (?tab=highlights&page=2), so a tab and a page survive a reload and a
// shared link, and the server renders them.
import type { MealPlanAdherenceFilter } from '@/lib/api/contract';
import { buildListHref, readFirstParam, readPageParam } from '@/lib/rules/list-href';

export const PLAN_TABS = ['all', 'highlights', 'low'] as const;
export type PlanTab = (typeof PLAN_TABS)[number];

/** 'Ver todos' is every patient; 'Destaques' the weeks 'Em Dia'; 'Adesão Baixa' 'Não seguindo' or 'Não registrado'. */
export const PLAN_TAB_FILTERS: Record<PlanTab, MealPlanAdherenceFilter | undefined> = {
  all: undefined,
  highlights: 'FOLLOWED',
  low: 'LOW',
};

export function readPlanTabParam(value: string | string[] | undefined): PlanTab {
  const raw = readFirstParam(value);
  return PLAN_TABS.find((tab) => tab === raw) ?? 'all';
}

/** The home's address for a tab and a 1-based page; the defaults stay out of the URL. */
export function buildPlansInFocusHref(
  pathname: string,
  { tab, page }: { tab: PlanTab; page: number },
): string {
  return buildListHref(pathname, planTabQuery(tab), page);
}

/** The tab as the URL keeps it: nothing for 'Ver todos'. */
export function planTabQuery(tab: PlanTab): Record<string, string> {
  return tab === 'all' ? {} : { tab };
}

/** The nutritionist's table view in the home's URL: ?tab= and ?page=. */
export function homeView(searchParams: Record<string, string | string[] | undefined>): {
  tab: PlanTab;
  page: number;
} {
  return { tab: readPlanTabParam(searchParams.tab), page: readPageParam(searchParams.page) };
}
