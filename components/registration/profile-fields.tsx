'use client';

import { useTranslations } from 'next-intl';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import {
  CRN_VALUES,
  NAME_MAX_LENGTH,
  REGISTRATION_NUMBER_MAX_LENGTH,
  type RegistrationForm,
  shouldShowPasswordMessage,
  shouldShowRegistrationNumberMessage,
} from '@/lib/rules/registration';

export interface FieldsProps {
  form: RegistrationForm;
  onChange: (patch: Partial<RegistrationForm>) => void;
}

/** Step 1: name (letters and spaces), birth date (dd/mm/yyyy mask) and gender. */
export function BasicInfoFields({ form, onChange }: FieldsProps) {
  const t = useTranslations('RegistrationWizard');
  return (
    <>
      <Input
        label={t('name')}
        name="name"
        autoComplete="name"
        placeholder={t('namePlaceholder')}
        rules={{ type: 'text', maxLength: NAME_MAX_LENGTH }}
        value={form.name}
        onValueChange={(name) => onChange({ name })}
      />
      <Input
        label={t('birthDate')}
        name="birthDate"
        autoComplete="bday"
        placeholder={t('birthDatePlaceholder')}
        rules={{ type: 'date' }}
        value={form.birthDate}
        onValueChange={(birthDate) => onChange({ birthDate })}
      />
      <Select
        label={t('gender')}
        name="gender"
        placeholder
        options={[
          { value: 'FEMALE', label: t('genderFemale') },
          { value: 'MALE', label: t('genderMale') },
        ]}
        value={form.gender}
        onChange={(event) => onChange({ gender: event.target.value as RegistrationForm['gender'] })}
      />
    </>
  );
}

/** Step 2: the e-mail that receives the code. */
export function EmailFields({ form, onChange }: FieldsProps) {
  const t = useTranslations('RegistrationWizard');
  return (
    <Input
      label={t('email')}
      type="email"
      name="email"
      autoComplete="email"
      placeholder={t('emailPlaceholder')}
      helpText={t('emailHelp')}
      value={form.email}
      onValueChange={(email) => onChange({ email })}
    />
  );
}

/** Step 3: the password, with the rule's message (spec 1 §5) while it is not met. */
export function PasswordFields({ form, onChange }: FieldsProps) {
  const t = useTranslations('RegistrationWizard');
  const invalid = shouldShowPasswordMessage(form.password);
  return (
    <PasswordInput
      label={t('password')}
      name="password"
      autoComplete="new-password"
      placeholder={t('passwordPlaceholder')}
      helpText={invalid ? undefined : t('passwordRule')}
      error={invalid ? t('passwordRule') : undefined}
      value={form.password}
      onValueChange={(password) => onChange({ password })}
    />
  );
}

/** Step 4: the regional council (CRN-1 … CRN-11) and the registration number. */
export function ProfessionalFields({ form, onChange }: FieldsProps) {
  const t = useTranslations('RegistrationWizard');
  return (
    <>
      <Select
        label={t('crn')}
        name="crn"
        placeholder
        options={CRN_VALUES.map((crn) => ({ value: String(crn), label: t('crnOption', { number: crn }) }))}
        value={form.crn}
        onChange={(event) => onChange({ crn: event.target.value })}
      />
      <Input
        label={t('registrationNumber')}
        name="registrationNumber"
        rules={{ type: 'number', maxLength: REGISTRATION_NUMBER_MAX_LENGTH }}
        helpText={t('registrationNumberHelp')}
        error={
          shouldShowRegistrationNumberMessage(form.registrationNumber)
            ? t('registrationNumberRule')
            : undefined
        }
        value={form.registrationNumber}
        onValueChange={(registrationNumber) => onChange({ registrationNumber })}
      />
    </>
  );
}
