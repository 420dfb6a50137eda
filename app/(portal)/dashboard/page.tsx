import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AdminDashboard } from '@/components/admin-dashboard/admin-dashboard';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientHome } from '@/components/portal/patient-home';
import { startHomeReads } from '@/lib/api/server/home-reads';
import { readAs } from '@/lib/auth/current-user';
import { HOME_PATH } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('dashboard') };
}

/** The administrator's dashboard, also her /home (lib/routes.ts, servingPage); a patient's home. */
async function DashboardPage() {
  const { reads, user } = await readAs(['admin', 'patient'], (signedIn) => startHomeReads(signedIn));
  switch (reads.audience) {
    case 'admin':
      return <AdminDashboard metrics={reads.metrics} lists={reads.lists} />;
    case 'patient':
      return <PatientHome name={user.name} nutritionist={reads.nutritionist} />;
    case 'nutritionist':
      return redirect(HOME_PATH);
  }
}

export default withClientMessages(['AdminDashboard', 'Catalogue', 'Ui'], DashboardPage);
