'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, type Ref, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { TextInput } from '@/components/ui/text-input';
import type { PatientGoals, PatientGoalsInput } from '@/lib/api/contract';
import { GOAL_BASES, GOAL_NUTRIENTS } from '@/lib/api/contract/values';
import { DEFAULT_ENERGY_EQUATION } from '@/lib/rules/chosen-requirement';
import { listEnergyEquations, PA_CATEGORIES } from '@/lib/rules/energy';
import styles from '../record-card.module.css';
import { EquationFacts } from './equation-facts';
import { type GoalsFormErrors, INVALID_DATE, parseGoalsForm, toGoalsFormValues } from './goals-form-values';

interface GoalsFormProps {
  initial: PatientGoals | undefined;
  onSave: (goals: PatientGoalsInput) => Promise<unknown>;
  onCancel: () => void;
  /** The form element, for an inline editor's focus (useInlineEditor). */
  ref?: Ref<HTMLFormElement>;
}

/** Target weight and date, and the day's targets in total or per kg; an empty field is unset. */
export function GoalsForm({ initial, onSave, onCancel, ref }: GoalsFormProps) {
  const t = useTranslations('PatientGoals');
  const [values, setValues] = useState(() => toGoalsFormValues(initial));
  const [errors, setErrors] = useState<GoalsFormErrors>({});
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof values) => (value: string) => setValues((now) => ({ ...now, [key]: value }));
  const errorOf = (key: keyof typeof values) =>
    errors[key] === INVALID_DATE ? t('invalidDate') : errors[key];

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Null when the contract's schema could not load (no connection): said as a failed save.
    const parsed = await parseGoalsForm(values).catch(() => null);
    if (!parsed) {
      setFailed(true);
      return;
    }
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({});
    setFailed(false);
    setSaving(true);
    try {
      await onSave(parsed.input);
    } catch {
      setFailed(true);
      setSaving(false);
    }
  }

  return (
    <form ref={ref} className={styles.form} onSubmit={submit} noValidate>
      <TextInput
        label={t('targetWeight')}
        inputMode="decimal"
        maxLength={6}
        value={values.target_weight}
        onValueChange={set('target_weight')}
        error={errorOf('target_weight')}
      />
      <TextInput
        label={t('targetDate')}
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        maxLength={10}
        value={values.target_date}
        onValueChange={set('target_date')}
        error={errorOf('target_date')}
      />
      <fieldset className={styles.basis}>
        <legend>{t('basis')}</legend>
        {GOAL_BASES.map((basis) => (
          <label key={basis} className={styles.radio}>
            <input
              type="radio"
              name="goal-basis"
              checked={values.basis === basis}
              onChange={() => setValues((now) => ({ ...now, basis }))}
            />
            {t(`bases.${basis}`)}
          </label>
        ))}
      </fieldset>
      {GOAL_NUTRIENTS.map((nutrient) => (
        <TextInput
          key={nutrient}
          label={t(`fields.${nutrient}`, { basis: values.basis })}
          inputMode="decimal"
          maxLength={7}
          value={values[nutrient]}
          onValueChange={set(nutrient)}
          error={errorOf(nutrient)}
        />
      ))}
      <Select
        label={t('energyEquation')}
        helpText={t('energyEquationHelp')}
        value={values.energy_equation}
        onChange={(event) => set('energy_equation')(event.target.value)}
        options={[
          { value: '', label: t('defaultEquation') },
          ...listEnergyEquations()
            .filter((equation) => equation.id !== DEFAULT_ENERGY_EQUATION)
            .map((equation) => ({ value: equation.id, label: equation.name })),
        ]}
      />
      <EquationFacts id={values.energy_equation} className={styles.hint} />
      {values.energy_equation === 'IOM_EER_2005' ? (
        <Select
          label={t('paCategory')}
          value={values.pa_category}
          onChange={(event) => set('pa_category')(event.target.value)}
          options={[
            { value: '', label: t('paCategoryFromProfile') },
            ...PA_CATEGORIES.map((category) => ({ value: category, label: t(`paCategories.${category}`) })),
          ]}
        />
      ) : null}
      {failed ? <p role="alert">{t('saveError')}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={saving}>
          {t('save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
