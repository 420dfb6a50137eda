'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, type Ref, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useErrorText } from '@/components/ui/use-error-text';
import type { ConsultationNoteSection, ConsultationNotes, ConsultationNotesInput } from '@/lib/api/contract';
import { CONSULTATION_NOTE_MAX, CONSULTATION_NOTE_SECTIONS } from '@/lib/api/contract/values';
import { ApiProblem } from '@/lib/api/errors';
import { formatNumber } from '@/lib/format/numbers';
import styles from './consultations.module.css';

type Values = Record<ConsultationNoteSection, string>;

interface ConsultationNotesFormProps {
  /** The consultation's day, dd/mm/yyyy, naming the form. */
  date: string;
  /** The newest version, which an edit starts from; null for the first notes. */
  initial: ConsultationNotes | null;
  onSave: (input: ConsultationNotesInput) => Promise<unknown>;
  onCancel: () => void;
  /** The form element, for an inline editor's focus (useInlineEditor). */
  ref?: Ref<HTMLFormElement>;
  /** Fields shown before the sections ('Registrar consulta' asks the consultation's type there). */
  children?: ReactNode;
  /** The submit button's text, 'Salvar anotações' unless told. */
  submitLabel?: string;
}

/** SOAP sections and free text, each optional but one; checked against the contract's bounds before sending. */
export function ConsultationNotesForm({
  date,
  initial,
  onSave,
  onCancel,
  ref,
  children,
  submitLabel,
}: ConsultationNotesFormProps) {
  const t = useTranslations('Consultations');
  const errorText = useErrorText();
  const [values, setValues] = useState<Values>(
    () => Object.fromEntries(CONSULTATION_NOTE_SECTIONS.map((key) => [key, initial?.[key] ?? ''])) as Values,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const tooLong = (key: ConsultationNoteSection) => values[key].trim().length > CONSULTATION_NOTE_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (CONSULTATION_NOTE_SECTIONS.some(tooLong)) return;
    if (CONSULTATION_NOTE_SECTIONS.every((key) => values[key].trim() === '')) {
      setFailure(t('emptyNotes'));
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      const input = Object.fromEntries(
        CONSULTATION_NOTE_SECTIONS.map((key) => [key, values[key].trim() || null]),
      ) as ConsultationNotesInput;
      await onSave(input);
    } catch (error) {
      setFailure(
        error instanceof ApiProblem && error.code !== 'INVALID_DATA' ? errorText(error.code) : t('saveError'),
      );
      setSaving(false);
    }
  }

  return (
    <form
      ref={ref}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('formLegend', { date })}
    >
      {children}
      <p className={styles.help}>
        {initial ? t('editHelp') : t('sectionHelp', { max: formatNumber(CONSULTATION_NOTE_MAX) })}
      </p>
      {CONSULTATION_NOTE_SECTIONS.map((key) => (
        <Textarea
          key={key}
          label={t(`sections.${key}`)}
          rows={key === 'free_text' ? 4 : 3}
          value={values[key]}
          onChange={(event) => {
            const value = event.target.value;
            setValues((before) => ({ ...before, [key]: value }));
          }}
          error={tooLong(key) ? t('tooLong', { max: formatNumber(CONSULTATION_NOTE_MAX) }) : undefined}
        />
      ))}
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {submitLabel ?? t('save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
