import { redirect } from 'next/navigation';
import { NutritionistHome } from '@/components/home/nutritionist-home';
import type { HomeReads, HomeSearchParams } from '@/lib/api/server/home-reads';
import type { SignedIn } from '@/lib/auth/current-user';
import { homeView } from '@/lib/lists/plans-in-focus';
import { DASHBOARD_PATH } from '@/lib/routes';
import { PatientHome } from './patient-home';

/**
 * /home: the nutritionist's home, or the patient's. An administrator's /home is the dashboard's page
 * (lib/routes.ts, servingPage); one whose session still named another audience is sent there.
 */
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
      return <PatientHome name={signedIn.user.name} nutritionist={reads.nutritionist} />;
    case 'admin':
      return redirect(DASHBOARD_PATH);
    case 'nutritionist':
      return <NutritionistHome user={signedIn.user} {...homeView(searchParams)} reads={reads.reads} />;
  }
}
