import { describe, expect, it } from 'vitest';
import { checkNewPatient, EMPTY_NEW_PATIENT, toNewPatientRequest } from '@/lib/rules/new-patient-form';

const today = new Date('2026-12-06T12:00:00Z');
const marta = {
  ...EMPTY_NEW_PATIENT,
  name: ' Marta  Lima ',
  gender: 'FEMALE' as const,
  birthDate: '12/04/1980',
};

describe("'Novo paciente' form", () => {
  it('needs name, sex and birth date, and nothing else', () => {
    expect(checkNewPatient(EMPTY_NEW_PATIENT, today)).toEqual({
      name: 'required',
      gender: 'required',
      birthDate: 'required',
    });
    expect(checkNewPatient(marta, today)).toEqual({});
    expect(toNewPatientRequest(marta, today)).toEqual({
      name: 'Marta Lima',
      gender: 'FEMALE',
      birth_date: '1980-04-12',
      email: null,
      phone: null,
      cpf: null,
    });
  });

  it('checks the optional fields only when typed, as the API will', () => {
    const typed = { ...marta, email: 'Marta@Exemplo.com ', phone: '(11) 98765-4321', cpf: '529.982.247-25' };
    expect(toNewPatientRequest(typed, today)).toMatchObject({
      email: 'marta@exemplo.com',
      phone: '(11) 98765-4321',
      cpf: '52998224725',
    });
    const wrong = {
      ...marta,
      email: 'marta@',
      phone: '1234',
      cpf: '529.982.247-24',
      birthDate: '31/02/1980',
    };
    expect(checkNewPatient(wrong, today)).toEqual({
      email: 'invalid',
      phone: 'invalid',
      cpf: 'invalid',
      birthDate: 'invalid',
    });
    expect(toNewPatientRequest(wrong, today)).toBeNull();
    // A birth date after today is no birth date.
    expect(checkNewPatient({ ...marta, birthDate: '07/12/2026' }, today)).toEqual({ birthDate: 'invalid' });
  });
});
