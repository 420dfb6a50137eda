import { AdminDashboard } from '@/components/admin-dashboard/admin-dashboard';
import { NutritionistHome } from '@/components/home/nutritionist-home';
import { readPlanTabParam } from '@/components/home/plans-in-focus-href';
import type { SignedIn } from '@/lib/auth/current-user';
import { readPageParam } from '@/lib/rules/list-href';
import { PatientHome } from './patient-home';

export type HomeSearchParams = Record<string, string | string[] | undefined>;

/** /home and /dashboard: each audience lands on its own home. */
export async function HomeForAudience({
  signedIn,
  searchParams = {},
}: {
  signedIn: SignedIn;
  /** The nutritionist's table view: ?tab= and ?page=. */
  searchParams?: HomeSearchParams;
}) {
  switch (signedIn.audience) {
    case 'patient':
      return <PatientHome name={signedIn.user.name} />;
    case 'admin':
      return <AdminDashboard />;
    case 'nutritionist':
      return (
        <NutritionistHome
          user={signedIn.user}
          tab={readPlanTabParam(searchParams.tab)}
          page={readPageParam(searchParams.page)}
        />
      );
  }
}
