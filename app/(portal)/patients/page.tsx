import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { InvitePatient } from '@/components/patients/invite-patient';
import { PatientList } from '@/components/patients/patient-list';
import { PatientSearch } from '@/components/patients/patient-search';
import styles from '@/components/patients/patients.module.css';
import { readNameParam, readPageParam } from '@/components/patients/patients-href';
import { PatientsLoadError } from '@/components/patients/patients-load-error';
import { PatientsPaginator } from '@/components/patients/patients-paginator';
import { EmptyState } from '@/components/ui/empty-state';
import { type Page, type PatientSummary, patientPageSchema } from '@/lib/api/contract';
import { UpstreamError } from '@/lib/api/errors';
import { fetchUpstream } from '@/lib/api/upstream';
import { requireAudience } from '@/lib/auth/current-user';

/** Patients per page (spec 2 §9). */
const PAGE_SIZE = 8;

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('patients') };
}

export default async function PatientsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user, token } = await requireAudience(['nutritionist']);
  const t = await getTranslations('PatientsPage');
  const params = await searchParams;
  const name = readNameParam(params.name);
  let page = readPageParam(params.page);

  const load = (pageNumber: number, size: number, search: string) => {
    const query = new URLSearchParams({ page: String(pageNumber - 1), size: String(size) });
    if (search) query.set('patient_name', search);
    return fetchUpstream(`/v1/nutritionists/${user.id}/patients?${query}`, patientPageSchema, { token });
  };

  let list: Page<PatientSummary>;
  let totalPatients: number;
  try {
    // With a search, the heading still counts every patient: one more (tiny) call.
    [list, totalPatients] = await Promise.all([
      load(page, PAGE_SIZE, name),
      name ? load(1, 1, '').then((all) => all.total_elements) : Promise.resolve(-1),
    ]);
    // A page past the end (an old link, a shorter search) shows the last page instead.
    if (list.total_pages > 0 && page > list.total_pages) {
      page = list.total_pages;
      list = await load(page, PAGE_SIZE, name);
    }
    if (totalPatients < 0) totalPatients = list.total_elements;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    return (
      <section>
        <div className={styles.header}>
          <h1>{t('title')}</h1>
        </div>
        <PatientsLoadError />
      </section>
    );
  }

  const invite = <InvitePatient nutritionistId={user.id} />;
  if (totalPatients === 0) {
    return (
      <section className={styles.panel}>
        <h1 className="visually-hidden">{t('title')}</h1>
        <EmptyState title={t('emptyTitle')} description={t('emptyText')} action={invite} />
      </section>
    );
  }

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
          <PatientsPaginator
            name={name}
            page={page}
            totalPages={list.total_pages}
            label={t('paginationLabel')}
          />
        ) : null}
      </div>
    </section>
  );
}
