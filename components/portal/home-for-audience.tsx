import { AdminDashboard } from '@/components/admin-dashboard/admin-dashboard';
import { NutritionistHome } from '@/components/home/nutritionist-home';
import type { SignedIn } from '@/lib/auth/current-user';
import { PatientHome } from './patient-home';

/** /home and /dashboard: each audience lands on its own home. */
export async function HomeForAudience({ signedIn }: { signedIn: SignedIn }) {
  switch (signedIn.audience) {
    case 'patient':
      return <PatientHome name={signedIn.user.name} />;
    case 'admin':
      return <AdminDashboard token={signedIn.token} />;
    case 'nutritionist':
      return <NutritionistHome user={signedIn.user} />;
  }
}
