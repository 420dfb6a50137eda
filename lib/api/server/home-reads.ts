// What each audience's home reads (/home and /dashboard), started by the page with the token check
// (readAs) so the calls travel beside it, not after it. The home's components only render what these
// promises bring.
import 'server-only';
import type { SignedIn } from '@/lib/auth/current-user';
import { ADMIN_JOBS_API_PATH, FIRST_FOODS_API_PATH, usersApiPath } from '@/lib/lists/admin-dashboard';
import { homeView, type PlanTab } from '@/lib/lists/plans-in-focus';
import {
  type AdminMetrics,
  type Appointment,
  adminJobsSchema,
  type DismissalKey,
  foodstuffPageSchema,
  type NutritionistDashboard,
  type PatientNutritionist,
  userPageSchema,
} from '../contract';
import { ApiProblem } from '../errors';
import { listTodayAppointments } from './appointments';
import { getAdminMetrics, getNutritionistDashboard, listPlanAdherence } from './dashboards';
import { getDismissalsOrNone } from './nutritionists';
import { loadPlansInFocus, type PlansInFocusView, plansInFocusQuery } from './plans-in-focus-view';
import { prefetchedFallback, prefetchForBrowser } from './prefetch';
import { findPatientNutritionist } from './users';

export type HomeSearchParams = Record<string, string | string[] | undefined>;

/** Today's consultations and the clock they were read at (which of them have begun); null when unread. */
export interface TodayAgenda {
  appointments: Appointment[];
  now: number;
}

/** The nutritionist's home: its cards, today's consultations, the avatar prompt's dismissal, and the table's page. */
export interface NutritionistHomeReads {
  dashboard: Promise<NutritionistDashboard | null>;
  today: Promise<TodayAgenda | null>;
  dismissals: Promise<DismissalKey[]>;
  plans: Promise<PlansInFocusView>;
}

/** The patient's nutritionist as a patient may see it, none yet, or a failed read. */
export type NutritionistLookup =
  | { kind: 'found'; nutritionist: PatientNutritionist }
  | { kind: 'none' }
  | { kind: 'failed' };

export type HomeReads =
  | { audience: 'nutritionist'; reads: NutritionistHomeReads }
  | { audience: 'admin'; metrics: Promise<AdminMetrics | null>; lists: Promise<Record<string, unknown>> }
  | { audience: 'patient'; nutritionist: Promise<NutritionistLookup> };

export function startHomeReads({ user, audience }: SignedIn, searchParams: HomeSearchParams = {}): HomeReads {
  if (audience === 'nutritionist') {
    const { tab, page } = homeView(searchParams);
    return { audience, reads: startNutritionistHomeReads(user.id, tab, page) };
  }
  if (audience === 'admin') return { audience, metrics: loadMetrics(), lists: prefetchAdminLists() };
  return { audience: 'patient', nutritionist: lookUpNutritionist(user.id) };
}

export function startNutritionistHomeReads(
  nutritionistId: number,
  tab: PlanTab,
  page: number,
): NutritionistHomeReads {
  // One call brings the cards and the table's page: the API reads the patients' week once for both.
  const home = getNutritionistDashboard(nutritionistId, plansInFocusQuery(tab, page));
  const now = Date.now();
  return {
    dashboard: orNull(home),
    today: orNull(listTodayAppointments(nutritionistId, now).then((appointments) => ({ appointments, now }))),
    dismissals: getDismissalsOrNone(nutritionistId),
    plans: loadPlansInFocus(
      (query) => listPlanAdherence(nutritionistId, query),
      tab,
      page,
      home.then((read) => read.meal_plans_in_focus),
    ),
  };
}

/** The administrator's totals; the lists below still work on their own when they are missing. */
export function loadMetrics(): Promise<AdminMetrics | null> {
  return orNull(getAdminMetrics());
}

/** The administrator's lists' first pages, for the first paint: nothing grows under the reader. */
function prefetchAdminLists(): Promise<Record<string, unknown>> {
  return prefetchedFallback([
    prefetchForBrowser(FIRST_FOODS_API_PATH, foodstuffPageSchema),
    prefetchForBrowser(ADMIN_JOBS_API_PATH, adminJobsSchema),
    prefetchForBrowser(usersApiPath(1, ''), userPageSchema),
  ]);
}

async function lookUpNutritionist(patientId: number): Promise<NutritionistLookup> {
  try {
    const nutritionist = await findPatientNutritionist(patientId);
    return nutritionist ? { kind: 'found', nutritionist } : { kind: 'none' };
  } catch (error) {
    if (!(error instanceof ApiProblem)) throw error;
    return { kind: 'failed' };
  }
}

/** A read that says it is missing (null) instead of breaking the page; a bug still breaks it. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiProblem) return null;
    throw error;
  }
}
