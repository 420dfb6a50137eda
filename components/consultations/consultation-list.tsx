'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { InlineFormOnDemand, useInlineFormOnDemand } from '@/components/ui/inline-form-on-demand';
import type { Consultation, ConsultationPage } from '@/lib/api/contract';
import { formatIsoDateToBr, formatTime } from '@/lib/format/dates';
import type { ConsultationNotesForm as NotesForm } from './consultation-notes-form';
import { ConsultationNotesView } from './consultation-notes-view';
import styles from './consultations.module.css';
import { useConsultations } from './use-consultations';

/** The notes form's code (its fields, the save's error texts) loads when she first opens it. */
const loadNotesForm = () =>
  import('./consultation-notes-form').then((module) => module.ConsultationNotesForm);

interface ConsultationListProps {
  patientId: number;
  /** 1-based. */
  page: number;
  size: number;
  initial: ConsultationPage;
}

/** The patient's consultations, newest first: each one's current notes, its editor and earlier versions. */
export function ConsultationList({ patientId, page, size, initial }: ConsultationListProps) {
  const consultations = useConsultations(patientId, page, size, initial);
  const data = consultations.data ?? initial;
  return (
    <ol className={styles.list}>
      {data.content.map((consultation) => (
        <li key={consultation.appointment_id}>
          <ConsultationItem
            consultation={consultation}
            onSave={(input) => consultations.saveNotes(consultation.appointment_id, input)}
          />
        </li>
      ))}
    </ol>
  );
}

function ConsultationItem({
  consultation,
  onSave,
}: {
  consultation: Consultation;
  onSave: Parameters<typeof NotesForm>[0]['onSave'];
}) {
  const t = useTranslations('Consultations');
  const labels = useTranslations('AppointmentLabels');
  const notesEditor = useInlineFormOnDemand(loadNotesForm);
  const ConsultationNotesForm = notesEditor.Form;
  const [current, ...earlier] = consultation.notes;
  const date = formatIsoDateToBr(consultation.date);
  const headingId = `consultation-${consultation.appointment_id}`;
  const byAuthor = (notes: Consultation['notes'][number]) =>
    notes.recorded_by ? ` · ${t('byAuthor', { name: notes.recorded_by.name })}` : '';

  return (
    <article aria-labelledby={headingId} className={styles.panel}>
      <div className={styles.panelHeader}>
        <div>
          <h2 id={headingId} className={styles.panelTitle}>
            {t('heading', { date, time: formatTime(consultation.start_date_time) })}
          </h2>
          <p className={styles.help}>
            {labels(`types.${consultation.type}`)} · {labels(`statuses.${consultation.status}`)}
          </p>
        </div>
        {notesEditor.editing ? null : (
          <Button {...notesEditor.opener} variant={current ? 'secondary' : 'primary'} size="sm">
            {current ? t('edit') : t('write')}
          </Button>
        )}
      </div>
      {notesEditor.editing ? (
        <InlineFormOnDemand form={notesEditor}>
          {ConsultationNotesForm ? (
            <ConsultationNotesForm
              ref={notesEditor.form}
              date={date}
              initial={current ?? null}
              onSave={async (input) => {
                await onSave(input);
                notesEditor.close();
              }}
              onCancel={notesEditor.close}
            />
          ) : null}
        </InlineFormOnDemand>
      ) : current ? (
        <div>
          <h3 className={styles.sectionTitle}>
            {t('current', { date: formatIsoDateToBr(current.date) })}
            <span className={styles.author}>{byAuthor(current)}</span>
          </h3>
          <ConsultationNotesView notes={current} />
        </div>
      ) : (
        <p className={styles.help}>{t('noNotes')}</p>
      )}
      {earlier.length > 0 ? (
        <details className={styles.versions}>
          <summary>{t('versions', { count: earlier.length })}</summary>
          <ol>
            {earlier.map((notes) => (
              <li key={notes.id}>
                <h3 className={styles.sectionTitle}>
                  {t('versionLine', { date: formatIsoDateToBr(notes.date) })}
                  <span className={styles.author}>{byAuthor(notes)}</span>
                </h3>
                <ConsultationNotesView notes={notes} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </article>
  );
}
