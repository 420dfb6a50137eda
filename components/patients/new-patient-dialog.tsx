'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { OpenedDialogProps } from '@/components/ui/dialog-on-demand';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useFormState } from '@/components/ui/use-form-state';
import { PHONE_MAX_LENGTH } from '@/lib/api/contract/values';
import { ApiProblem } from '@/lib/api/errors';
import {
  checkNewPatient,
  EMPTY_NEW_PATIENT,
  type NewPatientField,
  type NewPatientForm,
  toNewPatientRequest,
} from '@/lib/rules/new-patient-form';
import styles from './patients.module.css';
import { useNewPatient } from './use-new-patient';

type Problem = 'emailInUse' | 'failed';

/**
 * The dialog of 'Novo paciente' (its button: new-patient.tsx): her record of a patient who has no app (or
 * not yet). Required: name, sex and birth date; optional: e-mail, phone and CPF. Saved, it opens the new
 * record; a failure keeps what she typed.
 */
export function NewPatientDialog({
  nutritionistId,
  open,
  onClose,
}: OpenedDialogProps & { nutritionistId: number }) {
  const t = useTranslations('NewPatient');
  const router = useRouter();
  const create = useNewPatient(nutritionistId);
  const form = useFormState<NewPatientForm, Problem>(EMPTY_NEW_PATIENT);
  const problems = form.tried ? checkNewPatient(form.values) : {};
  const errorOf = (field: NewPatientField) => {
    if (field === 'email' && form.problem === 'emailInUse') return t('emailInUse');
    const problem = problems[field];
    return problem ? t(`${problem}.${field}`) : undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.setTried(true);
    form.setProblem(null);
    const request = toNewPatientRequest(form.values);
    if (!request || form.busy) return;
    form.setBusy(true);
    try {
      const patient = await create(request);
      router.push(`/patients/${patient.id}`);
    } catch (error) {
      form.setProblem(error instanceof ApiProblem && error.code === 'EMAIL_IN_USE' ? 'emailInUse' : 'failed');
      form.setBusy(false);
    }
  }

  const field = (name: NewPatientField) => ({
    name,
    value: form.values[name],
    error: errorOf(name),
    onValueChange: (value: string) => form.set(name, value as never),
  });
  return (
    <Dialog open={open} onClose={onClose} title={t('title')} description={t('description')}>
      <form onSubmit={submit} noValidate className={styles.newPatientForm}>
        <Input label={t('name')} autoComplete="off" rules={{ maxLength: 120 }} {...field('name')} />
        <Select
          label={t('gender')}
          name="gender"
          placeholder
          options={[
            { value: 'FEMALE', label: t('female') },
            { value: 'MALE', label: t('male') },
          ]}
          value={form.values.gender}
          error={errorOf('gender')}
          onChange={(event) => form.set('gender', event.target.value as NewPatientForm['gender'])}
        />
        <Input
          label={t('birthDate')}
          placeholder="dd/mm/aaaa"
          rules={{ type: 'date' }}
          {...field('birthDate')}
        />
        <Input
          label={t('email')}
          type="email"
          autoComplete="off"
          helpText={t('emailHelp')}
          rules={{ maxLength: 254 }}
          {...field('email')}
        />
        <Input
          label={t('phone')}
          type="tel"
          helpText={t('phoneHelp')}
          rules={{ maxLength: PHONE_MAX_LENGTH }}
          {...field('phone')}
        />
        <Input
          label={t('cpf')}
          inputMode="numeric"
          helpText={t('cpfHelp')}
          rules={{ maxLength: 14 }}
          {...field('cpf')}
        />
        {form.problem === 'failed' ? (
          <p role="alert" className={styles.formError}>
            {t('failed')}
          </p>
        ) : null}
        <Button type="submit" fullWidth loading={form.busy}>
          {t('save')}
        </Button>
      </form>
    </Dialog>
  );
}
