'use client';

import { useTranslations } from 'next-intl';
import type { ConsultationNotes } from '@/lib/api/contract';
import { CONSULTATION_NOTE_SECTIONS } from '@/lib/api/contract/values';
import styles from './consultations.module.css';

/** The written sections of one version, in SOAP order, free text last; unwritten ones are left out. */
export function ConsultationNotesView({ notes }: { notes: ConsultationNotes }) {
  const t = useTranslations('Consultations.sections');
  const written = CONSULTATION_NOTE_SECTIONS.filter((key) => notes[key] !== null);
  return (
    <dl className={styles.sections}>
      {written.map((key) => (
        <div key={key}>
          <dt>{t(key)}</dt>
          <dd>{notes[key]}</dd>
        </div>
      ))}
    </dl>
  );
}
