import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AppointmentList } from '@/components/appointments/appointment-list';
import styles from '@/components/appointments/appointments.module.css';
import { BookReturn } from '@/components/appointments/book-return';
import { RecordViewFilter } from '@/components/appointments/record-view-filter';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { PatientSubpage } from '@/components/patients/patient-subpage';
import { EmptyState } from '@/components/ui/empty-state';
import { ReloadError } from '@/components/ui/reload-error';
import { UrlPaginator } from '@/components/ui/url-paginator';
import type { AppointmentPage } from '@/lib/api/contract';
import { listPatientAppointments } from '@/lib/api/server/appointments';
import { loadPageOrLast } from '@/lib/api/server/load-page-or-last';
import { findUserProfile } from '@/lib/api/server/users';
import { readPatientPage } from '@/lib/auth/current-user';
import { readRecordAppointmentView } from '@/lib/rules/appointment-windows';
import { readFirstParam, readPageParam } from '@/lib/rules/list-href';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('patientAppointments') };
}

/** Her consultations in the agenda: 'Próximas' (from today on) or 'Anteriores', and 'Agendar retorno'. */
async function PatientAppointmentsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const view = readRecordAppointmentView(readFirstParam(query.view));
  const requested = readPageParam(query.page);
  const now = Date.now();
  let patientId = 0;
  const { user, reads } = await readPatientPage(params, (id) => {
    patientId = id;
    return { patient: findUserProfile(id) };
  });
  if (!reads) return <PatientNotFound />;
  // Her page of the agenda needs the nutritionist's id: it starts as soon as the check names her, beside
  // the patient's read (a patient not hers lists nothing of her agenda and shows as not found below).
  const load = (page: number) => listPatientAppointments(user.id, patientId, view, page, now);
  const asked = load(requested);
  asked.catch(() => undefined);
  const t = await getTranslations('PatientAppointments');
  const patient = await reads.patient;
  if (!patient) return <PatientNotFound />;
  const chosen = { id: patient.id, name: patient.name, photo_url: patient.photo_url };
  const actions = (
    <div className={styles.detailActions}>
      <BookReturn nutritionistId={user.id} patient={chosen} action="bookReturn" variant="primary" />
    </div>
  );

  let loaded: { list: AppointmentPage; page: number };
  try {
    loaded = await loadPageOrLast(load, requested, asked);
  } catch {
    return (
      <PatientSubpage patient={patient} title={t('title')}>
        <ReloadError message={t('loadError')} retryLabel={t('retry')} />
      </PatientSubpage>
    );
  }
  const { list, page } = loaded;
  return (
    <PatientSubpage patient={patient} title={t('title')}>
      {actions}
      <RecordViewFilter patientId={patient.id} view={view} />
      <div className={styles.panel}>
        {list.total_elements === 0 ? (
          <EmptyState headingLevel={2} title={t(`emptyTitle.${view}`)} description={t(`emptyText.${view}`)} />
        ) : (
          <AppointmentList appointments={list.content} now={now} ofPatient />
        )}
        {list.total_pages > 1 ? (
          <UrlPaginator
            pathname={`/patients/${patient.id}/appointments`}
            state={{ view: view === 'upcoming' ? '' : view }}
            page={page}
            totalPages={list.total_pages}
            label={t('paginationLabel')}
          />
        ) : null}
      </div>
    </PatientSubpage>
  );
}

export default withClientMessages(
  ['AppointmentLabels', 'BookAppointment', 'BookReturn', 'SlotPicker', 'Ui'],
  PatientAppointmentsPage,
);
