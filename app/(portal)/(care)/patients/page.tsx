import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { withClientMessages } from '@/components/i18n/client-messages';
import { InvitePatient } from '@/components/patients/invite-patient';
import { NewPatient } from '@/components/patients/new-patient';
import { OpenInvitations } from '@/components/patients/open-invitations';
import { PatientList } from '@/components/patients/patient-list';
import { PatientSearch } from '@/components/patients/patient-search';
import styles from '@/components/patients/patients.module.css';
import { readNameParam } from '@/components/patients/patients-href';
import { EmptyState } from '@/components/ui/empty-state';
import { ReloadError } from '@/components/ui/reload-error';
import { UrlPaginator } from '@/components/ui/url-paginator';
import type { ConnectionRequestPage } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { listOpenInvitations, listPatients } from '@/lib/api/server/patients';
import { loadPatientsView, PATIENT_PAGE_SIZE } from '@/lib/api/server/patients-view';
import { readAs } from '@/lib/auth/current-user';
import { OPEN_INVITATIONS_SHOWN } from '@/lib/lists/open-invitations';
import { readPageParam } from '@/lib/rules/list-href';

/** The invitations beside the list; when they cannot be read now, the browser asks again. */
async function loadOpenInvitations(nutritionistId: number): Promise<ConnectionRequestPage | null> {
  try {
    return await listOpenInvitations(nutritionistId, OPEN_INVITATIONS_SHOWN);
  } catch (error) {
    if (error instanceof ApiProblem) return null;
    throw error;
  }
}

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
  const requested = readPageParam(params.page);
  // The list, the count of every patient (beside a search) and the invitations travel with the token check.
  const { user, reads } = await readAs(['nutritionist'], ({ user }) => ({
    list: listPatients(user.id, requested, PATIENT_PAGE_SIZE, name),
    everyone: name ? listPatients(user.id, 1, 1, '') : undefined,
    invitations: loadOpenInvitations(user.id),
  }));
  const t = await getTranslations('PatientsPage');

  const [view, invitations] = await Promise.all([
    loadPatientsView((page, size, search) => listPatients(user.id, page, size, search), requested, name, {
      list: reads.list,
      everyone: reads.everyone,
    }),
    reads.invitations,
  ]);
  const openInvitations = <OpenInvitations nutritionistId={user.id} initial={invitations} />;

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

  const invite = (
    <div className={styles.headerActions}>
      <InvitePatient nutritionistId={user.id} />
      <NewPatient nutritionistId={user.id} />
    </div>
  );
  if (view.kind === 'welcome') {
    return (
      <section className={styles.panel}>
        <h1 className="visually-hidden">{t('title')}</h1>
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} action={invite} />
        {openInvitations}
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
      {openInvitations}
    </section>
  );
}

export default withClientMessages(
  ['InvitePatient', 'NewPatient', 'OpenInvitations', 'PatientsPage', 'Ui'],
  PatientsPage,
);
