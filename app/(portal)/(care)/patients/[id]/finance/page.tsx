import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SWRConfig } from 'swr';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientCharges } from '@/components/patient-finance/patient-charges';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { PatientSubpage } from '@/components/patients/patient-subpage';
import { prefetchPatientCharges } from '@/lib/api/server/money';
import { findUserProfile } from '@/lib/api/server/users';
import { readPatientPage } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('patientFinance') };
}

/** Her money with the nutritionist: her charges, their payments and receipts, and 'Vender pacote'. */
async function PatientFinancePage({ params }: { params: Promise<{ id: string }> }) {
  const { user, reads } = await readPatientPage(params, (id) => ({
    patient: findUserProfile(id),
    // Read beside her profile so the list shows whole from the first paint; a failed read is asked again
    // in the browser.
    fallback: prefetchPatientCharges(id),
  }));
  if (!reads) return <PatientNotFound />;
  const patient = await reads.patient;
  if (!patient) return <PatientNotFound />;
  const t = await getTranslations('PatientFinance');
  return (
    <PatientSubpage patient={patient} title={t('title')}>
      <SWRConfig value={{ fallback: await reads.fallback }}>
        <PatientCharges patientId={patient.id} nutritionistId={user.id} />
      </SWRConfig>
    </PatientSubpage>
  );
}

export default withClientMessages(
  ['ChargeCard', 'Errors', 'MoneyLabels', 'PatientFinance', 'PaymentForm', 'Ui'],
  PatientFinancePage,
);
