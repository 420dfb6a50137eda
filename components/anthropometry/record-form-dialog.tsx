'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DateField } from '@/components/ui/date-field';
import { Dialog } from '@/components/ui/dialog';
import { TextInput } from '@/components/ui/text-input';
import { MESSAGE_TOAST_MS, useToast } from '@/components/ui/toast-provider';
import type { AnthropometricRecord, AnthropometricRecordInput } from '@/lib/api/contract';
import { brDateToIso, formatIsoDateToBr } from '@/lib/format/dates';
import { toDecimalFieldText } from '@/lib/format/numbers';
import { MEASUREMENT_RANGES } from '@/lib/rules/anthropometry/ranges';
import { CIRCUMFERENCE_SITES, type MeasurementField, SKINFOLD_SITES } from '@/lib/rules/anthropometry/sites';
import styles from './anthropometry.module.css';
import {
  parseRecordForm,
  type RecordFormErrors,
  type RecordFormValues,
  toRecordFormValues,
} from './record-form-values';

export interface RecordFormDialogProps {
  open: boolean;
  /** The record being edited; null for 'Novo registro'. */
  record: AnthropometricRecord | null;
  today: string;
  onClose: () => void;
  /** Rejects when the save failed: the dialog stays open with everything typed. */
  onSave: (input: AnthropometricRecordInput) => Promise<void>;
}

const GROUPS: { key: 'basics' | 'circumferences' | 'skinfolds'; fields: readonly MeasurementField[] }[] = [
  { key: 'basics', fields: ['weight', 'height'] },
  { key: 'circumferences', fields: CIRCUMFERENCE_SITES },
  { key: 'skinfolds', fields: SKINFOLD_SITES },
];

/** One dated assessment: the date is required, every measurement optional within its plausible range. */
export function RecordFormDialog(props: RecordFormDialogProps) {
  // A fresh form each time the dialog opens (or opens on another record).
  return props.open ? <RecordForm key={props.record?.id ?? 'new'} {...props} /> : null;
}

function RecordForm({ open, record, today, onClose, onSave }: RecordFormDialogProps) {
  const t = useTranslations('Anthropometry');
  const formId = useId();
  const [values, setValues] = useState<RecordFormValues>(() => toRecordFormValues(record, today));
  const [errors, setErrors] = useState<RecordFormErrors>({});
  const [saving, setSaving] = useState(false);
  const { showToast } = useToast();
  // A second submit while the first waits for the contract's rule to load sends nothing twice.
  const checking = useRef(false);

  const errorText = (field: 'date' | MeasurementField) => {
    const error = errors[field];
    if (!error) return undefined;
    if (error === 'outOfRange' && field !== 'date') {
      const range = MEASUREMENT_RANGES[field];
      return t('form.errors.outOfRange', {
        min: toDecimalFieldText(range.min),
        max: toDecimalFieldText(range.max),
        unit: range.unit,
      });
    }
    return t(`form.errors.${error}`);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    // Null when the contract's schema could not load (no connection): said as a failed save.
    const parsed = await parseRecordForm(values, today).catch(() => null);
    checking.current = false;
    if (!parsed) {
      showToast(t('toasts.saveFailed'), { tone: 'error', duration: MESSAGE_TOAST_MS });
      return;
    }
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.input);
    } catch {
      // The parent has told the user; the form keeps what was typed.
    } finally {
      setSaving(false);
    }
  };

  // While a save runs the form must stay: a failed save keeps everything typed for another try.
  const close = () => {
    if (!saving) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      closeOnBackdropClick={false}
      size="lg"
      title={record ? t('form.editTitle', { date: formatIsoDateToBr(record.date) }) : t('form.newTitle')}
      description={t('form.description')}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {saving ? t('form.saving') : t('form.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className={styles.form}>
        {Object.keys(errors).length > 0 ? (
          <p role="alert" className={styles.formError}>
            {t('form.fixErrors')}
          </p>
        ) : null}
        <DateField
          label={t('form.date')}
          value={brDateToIso(values.date) ?? ''}
          onChange={() => undefined}
          text={values.date}
          onTextChange={(date) => setValues((current) => ({ ...current, date }))}
          max={today}
          today={today}
          error={errorText('date')}
        />
        {GROUPS.map((group) => (
          <fieldset key={group.key} className={styles.fieldset}>
            <legend>{t(`form.${group.key}`)}</legend>
            <div className={styles.fieldGrid}>
              {group.fields.map((field) => {
                const range = MEASUREMENT_RANGES[field];
                return (
                  <TextInput
                    key={field}
                    name={field}
                    label={t(`fields.${field}`)}
                    inputMode="decimal"
                    maxLength={6}
                    value={values[field]}
                    onValueChange={(value) => setValues((current) => ({ ...current, [field]: value }))}
                    helpText={t('form.range', {
                      min: toDecimalFieldText(range.min),
                      max: toDecimalFieldText(range.max),
                      unit: range.unit,
                    })}
                    error={errorText(field)}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}
      </form>
    </Dialog>
  );
}
