'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type ReactNode, type Ref, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useFormState } from '@/components/ui/use-form-state';
import type { AnamnesisContent, AnamnesisForm as FormKind } from '@/lib/api/contract';
import {
  ALCOHOL,
  ANAMNESIS_NOTE_MAX,
  BOWEL_FREQUENCIES,
  CONDITIONS,
  PHYSIOLOGICAL_STATES,
  SLEEP_QUALITIES,
  SMOKING,
} from '@/lib/api/contract/values';
import type { SectionKey } from '@/lib/format/anamnesis-facts';
import styles from './anamnesis.module.css';
import {
  type AnamnesisFormErrors,
  type AnamnesisFormValues,
  FULL_ONLY,
  parseAnamnesisForm,
  toAnamnesisFormValues,
} from './anamnesis-form-values';

interface AnamnesisFormProps {
  initialForm: FormKind;
  initial: AnamnesisContent | null;
  onSave: (form: FormKind, content: AnamnesisContent) => Promise<unknown>;
  onCancel?: () => void;
  /** The form element, for an inline editor's focus (useInlineEditor). */
  ref?: Ref<HTMLFormElement>;
}

type Key = keyof AnamnesisFormValues;

/** The anamnesis, short or full (the nutritionist picks); saving records a new version. */
export function AnamnesisForm({ initialForm, initial, onSave, onCancel, ref }: AnamnesisFormProps) {
  const t = useTranslations('Anamnesis');
  const [form, setForm] = useState<FormKind>(initialForm);
  const state = useFormState(() => toAnamnesisFormValues(initial));
  const { values, setValues, problem: failure, setProblem: setFailure, busy: saving } = state;
  const [errors, setErrors] = useState<AnamnesisFormErrors>({});
  // A second submit while the first waits for the contract's rule to load sends nothing twice.
  const checking = useRef(false);
  const asked = (key: Key) => form === 'FULL' || !FULL_ONLY.has(key);
  const set = (key: Key) => (value: string) => state.set(key, value);

  const textField = (key: Key, options: { multiline?: boolean; numeric?: boolean; help?: string } = {}) =>
    asked(key) ? (
      options.multiline ? (
        <Textarea
          label={t(`fields.${key}`)}
          rows={2}
          maxLength={ANAMNESIS_NOTE_MAX}
          value={String(values[key])}
          onChange={(event) => set(key)(event.target.value)}
          error={errors[key]}
          helpText={options.help}
        />
      ) : (
        <Input
          label={t(`fields.${key}`)}
          inputMode={options.numeric ? 'decimal' : undefined}
          maxLength={options.numeric ? 5 : ANAMNESIS_NOTE_MAX}
          value={String(values[key])}
          onValueChange={set(key)}
          error={errors[key]}
          helpText={options.help}
        />
      )
    ) : null;

  const choiceField = (key: Key, choices: readonly { value: string; label: string }[]) =>
    asked(key) ? (
      <Select
        label={t(`fields.${key}`)}
        placeholder={t('notInformed')}
        value={String(values[key])}
        onChange={(event) => set(key)(event.target.value)}
        options={[{ value: '', label: t('notInformed') }, ...choices]}
      />
    ) : null;

  const section = (key: SectionKey, children: ReactNode) => (
    <fieldset className={styles.fieldset}>
      <legend className={styles.sectionTitle}>{t(`sections.${key}`)}</legend>
      {children}
    </fieldset>
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    // Null when the contract's schema could not load (no connection): said as a failed save.
    const parsed = await parseAnamnesisForm(values, form).catch(() => null);
    checking.current = false;
    if (!parsed) {
      setFailure(t('saveError'));
      return;
    }
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      setFailure(t('fixErrors'));
      return;
    }
    setErrors({});
    setFailure(null);
    state.setBusy(true);
    try {
      await onSave(form, parsed.content);
    } catch {
      setFailure(t('saveError'));
    } finally {
      state.setBusy(false);
    }
  }

  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate>
      <fieldset className={styles.formKind}>
        <legend>{t('formLegend')}</legend>
        {(['SHORT', 'FULL'] as const).map((kind) => (
          <label key={kind} className={styles.radio}>
            <input
              type="radio"
              name="anamnesis-form"
              checked={form === kind}
              onChange={() => setForm(kind)}
            />
            {t(`forms.${kind}`)}
          </label>
        ))}
      </fieldset>
      {section(
        'conditions',
        <>
          <fieldset className={styles.checks}>
            <legend className={styles.checksLegend}>{t('fields.conditions')}</legend>
            {CONDITIONS.map((condition) => (
              <Checkbox
                key={condition}
                label={t(`conditions.${condition}`)}
                checked={values.conditions.includes(condition)}
                onChange={(event) =>
                  setValues((now) => ({
                    conditions: event.target.checked
                      ? [...now.conditions, condition]
                      : now.conditions.filter((c) => c !== condition),
                  }))
                }
              />
            ))}
          </fieldset>
          {textField('conditionsOther', { multiline: true })}
          {textField('familyHistory', { multiline: true })}
        </>,
      )}
      {section(
        'medications',
        <>
          {textField('medications', { multiline: true })}
          {textField('supplements', { multiline: true })}
        </>,
      )}
      {section(
        'allergies',
        <>
          {textField('allergies', { help: t('listHelp') })}
          {textField('intolerances', { help: t('listHelp') })}
          {textField('allergyNotes', { multiline: true })}
        </>,
      )}
      {section(
        'habits',
        <>
          {choiceField(
            'smoking',
            SMOKING.map((value) => ({ value, label: t(`smoking.${value}`) })),
          )}
          {choiceField(
            'alcohol',
            ALCOHOL.map((value) => ({ value, label: t(`alcohol.${value}`) })),
          )}
          {textField('physicalActivity', { multiline: true })}
          {textField('habitNotes', { multiline: true })}
        </>,
      )}
      {section(
        'bowel',
        <>
          {choiceField(
            'bowelFrequency',
            BOWEL_FREQUENCIES.map((value) => ({ value, label: t(`bowelFrequency.${value}`) })),
          )}
          {textField('bristolType', { numeric: true })}
          {textField('bowelNotes', { multiline: true })}
        </>,
      )}
      {section(
        'sleep',
        <>
          {textField('sleepHours', { numeric: true })}
          {choiceField(
            'sleepQuality',
            SLEEP_QUALITIES.map((value) => ({ value, label: t(`sleepQuality.${value}`) })),
          )}
          {textField('sleepNotes', { multiline: true })}
        </>,
      )}
      {section(
        'water',
        <>
          {textField('waterLiters', { numeric: true })}
          {textField('waterNotes', { multiline: true })}
        </>,
      )}
      {section(
        'pregnancy',
        <>
          {choiceField(
            'pregnancyState',
            PHYSIOLOGICAL_STATES.map((value) => ({ value, label: t(`pregnancyState.${value}`) })),
          )}
          {values.pregnancyState === 'PREGNANT'
            ? textField('gestationalWeeks', { numeric: true, help: t('pregnancyHelp') })
            : null}
          {values.pregnancyState === 'LACTATING' ? (
            <Input
              label={t('fields.deliveryDate')}
              rules={{ type: 'date' }}
              placeholder="dd/mm/aaaa"
              value={values.deliveryDate}
              onValueChange={set('deliveryDate')}
              error={errors.deliveryDate}
              helpText={t('pregnancyHelp')}
            />
          ) : null}
        </>,
      )}
      {asked('notes') ? section('notes', textField('notes', { multiline: true })) : null}
      {failure ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={saving}>
          {t('save')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
