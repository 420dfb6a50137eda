import { AdminDashboard } from '@/components/admin-dashboard/admin-dashboard';
import { NutritionistHome } from '@/components/home/nutritionist-home';
import type { HomeReads, HomeSearchParams } from '@/lib/api/server/home-reads';
import type { SignedIn } from '@/lib/auth/current-user';
import { homeView } from '@/lib/lists/plans-in-focus';
import { PatientHome } from './patient-home';

/** /home and /dashboard: each audience lands on its own home, with the reads its page started. */
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
      return <AdminDashboard metrics={reads.metrics} lists={reads.lists} />;
    case 'nutritionist':
      return <NutritionistHome user={signedIn.user} {...homeView(searchParams)} reads={reads.reads} />;
  }
}
