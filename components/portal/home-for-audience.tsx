import { AdminDashboard, loadMetrics } from '@/components/admin-dashboard/admin-dashboard';
import {
  NutritionistHome,
  type NutritionistHomeReads,
  startNutritionistHomeReads,
} from '@/components/home/nutritionist-home';
import { readPlanTabParam } from '@/components/home/plans-in-focus-href';
import type { AdminMetrics } from '@/lib/api/contract';
import type { SignedIn } from '@/lib/auth/current-user';
import { readPageParam } from '@/lib/rules/list-href';
import { PatientHome } from './patient-home';

export type HomeSearchParams = Record<string, string | string[] | undefined>;

/** The reads of each audience's home, started by the page with the token check (readAs). */
export type HomeReads =
  | { audience: 'nutritionist'; reads: NutritionistHomeReads }
  | { audience: 'admin'; metrics: Promise<AdminMetrics | null> }
  | { audience: 'patient' };

export function startHomeReads({ user, audience }: SignedIn, searchParams: HomeSearchParams = {}): HomeReads {
  const { tab, page } = homeView(searchParams);
  if (audience === 'nutritionist') return { audience, reads: startNutritionistHomeReads(user.id, tab, page) };
  if (audience === 'admin') return { audience, metrics: loadMetrics() };
  return { audience: 'patient' };
}

/** The nutritionist's table view: ?tab= and ?page=. */
function homeView(searchParams: HomeSearchParams) {
  return { tab: readPlanTabParam(searchParams.tab), page: readPageParam(searchParams.page) };
}

/** /home and /dashboard: each audience lands on its own home. */
export async function HomeForAudience({
  signedIn,
  reads,
  searchParams = {},
}: {
  signedIn: SignedIn;
  reads: HomeReads;
  searchParams?: HomeSearchParams;
}) {
  switch (reads.audience) {
    case 'patient':
      return <PatientHome name={signedIn.user.name} />;
    case 'admin':
      return <AdminDashboard metrics={reads.metrics} />;
    case 'nutritionist':
      return <NutritionistHome user={signedIn.user} {...homeView(searchParams)} reads={reads.reads} />;
  }
}
