import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { InvitePatient } from '@/components/patients/invite-patient';
import { loadPatientsView, PATIENT_PAGE_SIZE } from '@/components/patients/load-patients-view';
import { PatientList } from '@/components/patients/patient-list';
import { PatientSearch } from '@/components/patients/patient-search';
import styles from '@/components/patients/patients.module.css';
import { readNameParam, readPageParam } from '@/components/patients/patients-href';
import { EmptyState } from '@/components/ui/empty-state';
import { ReloadError } from '@/components/ui/reload-error';
import { UrlPaginator } from '@/components/ui/url-paginator';
import { listPatients } from '@/lib/api/patients';
import { preload, preloadAs, requireAudience } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('patients') };
}

async function PatientsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const name = readNameParam(params.name);
  // The list travels with the token check (the same calls loadPatientsView makes first).
  await preloadAs(({ user }) => {
    preload(listPatients(user.id, readPageParam(params.page), PATIENT_PAGE_SIZE, name));
    if (name) preload(listPatients(user.id, 1, 1, ''));
  });
  const { user } = await requireAudience(['nutritionist']);
  const t = await getTranslations('PatientsPage');

  const view = await loadPatientsView(
    (page, size, search) => listPatients(user.id, page, size, search),
    readPageParam(params.page),
    name,
  );

  if (view.kind === 'error') {
    return (
      <section>
        <div className={styles.header}>
          <h1>{t('title')}</h1>
        </div>
        <ReloadError message={t('loadError')} retryLabel={t('retry')} />
      </section>
    );
  }

  const invite = <InvitePatient nutritionistId={user.id} />;
  if (view.kind === 'welcome') {
    return (
      <section className={styles.panel}>
        <h1 className="visually-hidden">{t('title')}</h1>
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} action={invite} />
      </section>
    );
  }

  const { list, page, totalPatients } = view;
  return (
    <section>
      <div className={styles.header}>
        <h1>{t('heading', { count: totalPatients })}</h1>
        {invite}
      </div>
      <div className={styles.toolbar}>
        <PatientSearch initialName={name} />
      </div>
      <div className={styles.panel}>
        <PatientList
          patients={list.content}
          empty={<EmptyState headingLevel={2} title={t('noResults', { name })} />}
        />
        {list.total_pages > 1 ? (
          <UrlPaginator
            pathname="/patients"
            state={{ name }}
            page={page}
            totalPages={list.total_pages}
            label={t('paginationLabel')}
          />
        ) : null}
      </div>
    </section>
  );
}

export default withClientMessages(['InvitePatient', 'PatientsPage', 'Ui'], PatientsPage);
