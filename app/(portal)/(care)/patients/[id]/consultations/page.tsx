import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConsultationList } from '@/components/consultations/consultation-list';
import { RecordConsultation } from '@/components/consultations/record-consultation';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { PatientSubpage } from '@/components/patients/patient-subpage';
import { EmptyState } from '@/components/ui/empty-state';
import { ReloadError } from '@/components/ui/reload-error';
import { UrlPaginator } from '@/components/ui/url-paginator';
import type { ConsultationPage } from '@/lib/api/contract';
import { loadReadablePageOrLast } from '@/lib/api/server/load-page-or-last';
import { CONSULTATIONS_PAGE_SIZE, getConsultations } from '@/lib/api/server/patient-record';
import { findUserProfile } from '@/lib/api/server/users';
import { readPatientPage } from '@/lib/auth/current-user';
import { readPageParam } from '@/lib/rules/list-href';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('consultations') };
}

async function ConsultationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const requested = readPageParam((await searchParams).page);
  const { reads } = await readPatientPage(params, (id) => ({
    patient: findUserProfile(id),
    consultations: getConsultations(id, requested),
  }));
  const t = await getTranslations('Consultations');
  const patient = reads ? await reads.patient : null;
  if (!patient || !reads) return <PatientNotFound />;
  let loaded: Awaited<ReturnType<typeof loadReadablePageOrLast<ConsultationPage['content'][number]>>>;
  try {
    loaded = await loadReadablePageOrLast(
      (target) => getConsultations(patient.id, target),
      requested,
      reads.consultations,
    );
  } catch {
    return (
      <PatientSubpage patient={patient} title={t('title')}>
        <ReloadError message={t('loadError')} retryLabel={t('retry')} />
      </PatientSubpage>
    );
  }
  if (!loaded) return <PatientNotFound />;
  const { list, page } = loaded;
  return (
    <PatientSubpage patient={patient} title={t('title')}>
      <RecordConsultation patientId={patient.id} />
      {list.total_elements === 0 ? (
        <EmptyState headingLevel={2} title={t('emptyTitle')} description={t('emptyText')} />
      ) : (
        <ConsultationList
          key={page}
          patientId={patient.id}
          page={page}
          size={CONSULTATIONS_PAGE_SIZE}
          initial={list}
        />
      )}
      {list.total_pages > 1 ? (
        <UrlPaginator
          pathname={`/patients/${patient.id}/consultations`}
          state={{}}
          page={page}
          totalPages={list.total_pages}
          label={t('paginationLabel')}
        />
      ) : null}
    </PatientSubpage>
  );
}

export default withClientMessages(
  ['AppointmentLabels', 'Consultations', 'RecordConsultation', 'Errors', 'Ui'],
  ConsultationsPage,
);
