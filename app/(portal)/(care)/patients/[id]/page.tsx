import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { BookReturn } from '@/components/appointments/book-return';
import { withClientMessages } from '@/components/i18n/client-messages';
import { PatientContact } from '@/components/patients/contact/patient-contact';
import { ErasePatientData } from '@/components/patients/export/erase-patient-data';
import { PatientGoalsCard } from '@/components/patients/goals/patient-goals-card';
import styles from '@/components/patients/patient-detail.module.css';
import { PatientNotFound } from '@/components/patients/patient-not-found';
import { PatientOptions } from '@/components/patients/patient-options';
import { PatientProfile } from '@/components/patients/patient-profile';
import { SummaryPanel } from '@/components/patients/summary/summary-panel';
import { getPatientContact, getPatientGoals, readForFirstPaint } from '@/lib/api/server/patient-record';
import { findUserProfile } from '@/lib/api/server/users';
import { readPatientPage } from '@/lib/auth/current-user';
import { toIsoDate } from '@/lib/format/dates';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('PageTitles'))('patient') };
}

async function PatientPage({ params }: { params: Promise<{ id: string }> }) {
  const { user, reads } = await readPatientPage(params, (id) => ({
    patient: findUserProfile(id),
    // The cards' data from the first paint: nothing moves when it arrives (a failed read is asked again there).
    contact: readForFirstPaint(getPatientContact(id)),
    goals: readForFirstPaint(getPatientGoals(id)),
  }));
  // Someone else's patient answers 404 upstream: the same page as an unknown id.
  const patient = reads ? await reads.patient : null;
  if (!patient || !reads) return <PatientNotFound />;
  const [contact, goals] = await Promise.all([reads.contact, reads.goals]);
  return (
    <div className={styles.page}>
      <PatientProfile
        patient={patient}
        nutritionistId={user.id}
        actions={
          <BookReturn
            nutritionistId={user.id}
            patient={{ id: patient.id, name: patient.name, photo_url: patient.photo_url }}
            action="bookReturn"
          />
        }
      />
      <PatientContact patientId={patient.id} initial={contact} />
      <PatientGoalsCard
        patientId={patient.id}
        weightKg={patient.body_measurement?.weight ?? null}
        initial={goals}
      />
      <PatientOptions patientId={patient.id} />
      <SummaryPanel
        patientId={patient.id}
        today={toIsoDate(new Date())}
        patient={{ birthDate: patient.birth_date, gender: patient.gender }}
      />
      {/* Last: a rare request that cannot be undone. */}
      <ErasePatientData patientId={patient.id} patientName={patient.name} />
    </div>
  );
}

export default withClientMessages(
  [
    'AppointmentLabels',
    'BookAppointment',
    'BookReturn',
    'ErasePatientData',
    'InvitePatient',
    'InviteToApp',
    'PatientContact',
    'PatientGoals',
    'PatientSummary',
    'SlotPicker',
    'Ui',
    'UnknownNutrients',
  ],
  PatientPage,
);
