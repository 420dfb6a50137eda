// 'Novo paciente': what the form checks before sending, as the API will (the patient list loads no zod).
// Name, sex and birth date are required; e-mail, phone and CPF are checked only when typed.
import { brDateToIso } from '@/lib/format/dates';
import { isValidCpf, readCpfDigits } from './cpf';
import { isValidEmail } from './patterns';
import { isValidPhone } from './phone';
import { isValidBirthDate } from './registration';

export interface NewPatientForm {
  name: string;
  gender: '' | 'FEMALE' | 'MALE';
  /** dd/mm/yyyy, as typed. */
  birthDate: string;
  email: string;
  phone: string;
  cpf: string;
}

export const EMPTY_NEW_PATIENT: NewPatientForm = {
  name: '',
  gender: '',
  birthDate: '',
  email: '',
  phone: '',
  cpf: '',
};

export type NewPatientField = keyof NewPatientForm;
export type NewPatientProblem = 'required' | 'invalid';

export interface NewPatientRequest {
  name: string;
  gender: 'FEMALE' | 'MALE';
  birth_date: string;
  email: string | null;
  phone: string | null;
  cpf: string | null;
}

/** Each field's problem, if any. */
export function checkNewPatient(form: NewPatientForm, today: Date = new Date()) {
  const problems: Partial<Record<NewPatientField, NewPatientProblem>> = {};
  if (form.name.trim() === '') problems.name = 'required';
  if (form.gender === '') problems.gender = 'required';
  if (form.birthDate.trim() === '') problems.birthDate = 'required';
  else if (!isValidBirthDate(form.birthDate.trim(), today)) problems.birthDate = 'invalid';
  if (form.email.trim() !== '' && !isValidEmail(form.email.trim())) problems.email = 'invalid';
  if (form.phone.trim() !== '' && !isValidPhone(form.phone.trim())) problems.phone = 'invalid';
  if (form.cpf.trim() !== '' && !isValidCpf(form.cpf)) problems.cpf = 'invalid';
  return problems;
}

/** The API's body, once the form has no problem; null otherwise. */
export function toNewPatientRequest(
  form: NewPatientForm,
  today: Date = new Date(),
): NewPatientRequest | null {
  if (Object.keys(checkNewPatient(form, today)).length > 0 || form.gender === '') return null;
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    name: form.name.trim().replace(/\s+/g, ' '),
    gender: form.gender,
    birth_date: brDateToIso(form.birthDate.trim()) as string,
    email: optional(form.email)?.toLowerCase() ?? null,
    phone: optional(form.phone),
    cpf: form.cpf.trim() === '' ? null : readCpfDigits(form.cpf),
  };
}
