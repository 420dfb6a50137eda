import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import trailStyles from '@/components/access-trail/access-trail.module.css';
import { AccessTrailTable } from '@/components/access-trail/access-trail-table';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { PatientSubpage } from '@/components/patients/patient-subpage';
import { EmptyState } from '@/components/ui/empty-state';
import { ReloadError } from '@/components/ui/reload-error';
import { UrlPaginator } from '@/components/ui/url-paginator';
import type { AccessTrailPage } from '@/lib/api/contract';
import { loadReadablePageOrLast } from '@/lib/api/server/load-page-or-last';
import { getAccessTrail } from '@/lib/api/server/patient-record';
import { findUserProfile } from '@/lib/api/server/users';
import { readPatientPage } from '@/lib/auth/current-user';
import { readPageParam } from '@/lib/rules/list-href';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('accessTrail') };
}

async function AccessTrailPageView({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const requested = readPageParam((await searchParams).page);
  const { reads } = await readPatientPage(params, (id) => findUserProfile(id));
  const t = await getTranslations('AccessTrail');
  const patient = await reads;
  if (!patient) return <PatientNotFound />;
  // Read after the patient: her profile's own read is then the trail's newest row.
  let loaded: Awaited<ReturnType<typeof loadReadablePageOrLast<AccessTrailPage['content'][number]>>>;
  try {
    loaded = await loadReadablePageOrLast((target) => getAccessTrail(patient.id, target), requested);
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
      <p className={trailStyles.intro}>{t('intro')}</p>
      {list.total_elements === 0 ? (
        <EmptyState headingLevel={2} title={t('emptyTitle')} description={t('emptyText')} />
      ) : (
        <AccessTrailTable rows={list.content} />
      )}
      {list.total_pages > 1 ? (
        <UrlPaginator
          pathname={`/patients/${patient.id}/access-trail`}
          state={{}}
          page={page}
          totalPages={list.total_pages}
          label={t('paginationLabel')}
        />
      ) : null}
    </PatientSubpage>
  );
}

export default withClientMessages(['Ui'], AccessTrailPageView);
