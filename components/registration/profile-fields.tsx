'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { isValidEmail } from '@/lib/rules/patterns';
import {
  CRN_VALUES,
  isValidBirthDate,
  NAME_MAX_LENGTH,
  REGISTRATION_NUMBER_MAX_LENGTH,
  type RegistrationForm,
  shouldShowPasswordMessage,
  shouldShowRegistrationNumberMessage,
} from '@/lib/rules/registration';
import { DATE_MASK_LENGTH } from '@/lib/rules/typing-masks';

export interface FieldsProps {
  form: RegistrationForm;
  onChange: (patch: Partial<RegistrationForm>) => void;
}

/**
 * Step 1: name (letters and spaces), birth date (dd/mm/yyyy mask) and gender. A complete birth date that
 * is no real day, or after today, says so: 'Continuar' alone would not tell why it stays disabled.
 */
export function BasicInfoFields({ form, onChange }: FieldsProps) {
  const t = useTranslations('RegistrationWizard');
  const wrongBirthDate = form.birthDate.length === DATE_MASK_LENGTH && !isValidBirthDate(form.birthDate);
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
        error={wrongBirthDate ? t('invalidBirthDate') : undefined}
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

/** Step 2: the e-mail that receives the code; once the field is left, a malformed one says so. */
export function EmailFields({ form, onChange }: FieldsProps) {
  const t = useTranslations('RegistrationWizard');
  const [left, setLeft] = useState(false);
  const wrongEmail = left && form.email.trim() !== '' && !isValidEmail(form.email.trim());
  return (
    <Input
      label={t('email')}
      type="email"
      name="email"
      autoComplete="email"
      placeholder={t('emailPlaceholder')}
      helpText={wrongEmail ? undefined : t('emailHelp')}
      error={wrongEmail ? t('invalidEmail') : undefined}
      value={form.email}
      onBlur={() => setLeft(true)}
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
