import { afterEach, describe, expect, it } from 'vitest';
import { toRegistrationPayload } from '@/components/registration/registration-request';
import { registrationRequestSchema } from '@/lib/api/contract';
import { registrationErrorMessageKey } from '@/lib/api/error-messages';
import {
  EMPTY_REGISTRATION_FORM,
  isStepValid,
  isValidBirthDate,
  type RegistrationForm,
  secondsUntil,
  shouldShowPasswordMessage,
  shouldShowRegistrationNumberMessage,
} from '@/lib/rules/registration';

// 15/06/2025 at noon in São Paulo (the product's zone), whatever zone runs the tests.
const today = new Date('2025-06-15T15:00:00Z');
const filled: RegistrationForm = {
  name: 'Joana Ribeiro',
  birthDate: '12/04/1990',
  gender: 'FEMALE',
  email: 'joana@clinica.com.br',
  password: 'Segura123',
  crn: '3',
  registrationNumber: '12345',
  code: '1234',
};
const valid = (step: 1 | 2 | 3 | 4 | 5, changes: Partial<RegistrationForm>) =>
  isStepValid(step, { ...filled, ...changes }, today);

describe('registration step 1 (basic info)', () => {
  it('continues with a name, a complete real birth date and a gender', () => {
    expect(valid(1, {})).toBe(true);
    expect(isStepValid(1, EMPTY_REGISTRATION_FORM, today)).toBe(false);
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a name of spaces only', { name: '   ' }],
    ['a name with digits', { name: 'Joana 2' }],
    ['no gender', { gender: '' as const }],
    ['a birth date shorter than 10 characters', { birthDate: '12/04/199' }],
    ['a date that does not exist', { birthDate: '31/02/1990' }],
    ['a birth date after today', { birthDate: '16/06/2025' }],
  ])('stays disabled with %s', (_, changes) => expect(valid(1, changes)).toBe(false));

  it('accepts accented names and today as a birth date', () => {
    expect(valid(1, { name: 'Conceição Araújo' })).toBe(true);
    expect(isValidBirthDate('15/06/2025', today)).toBe(true);
  });
});

describe('isValidBirthDate judges today in the product zone', () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  // 2026-11-25T01:00Z is still 24/11/2026 (22:00) in São Paulo.
  const lateEvening = new Date('2026-11-25T01:00:00Z');

  it.each(['UTC', 'Asia/Tokyo', 'America/Sao_Paulo'])(
    'refuses 25/11/2026 at 2026-11-25T01:00Z (24/11 in São Paulo) in a browser in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(isValidBirthDate('25/11/2026', lateEvening)).toBe(false);
      expect(isValidBirthDate('24/11/2026', lateEvening)).toBe(true);
    },
  );

  it.each(['UTC', 'America/Los_Angeles'])(
    'accepts 25/11/2026 at 2026-11-25T03:00Z (00:00 of 25/11 in São Paulo) in a browser in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(isValidBirthDate('25/11/2026', new Date('2026-11-25T03:00:00Z'))).toBe(true);
    },
  );
});

describe('registration steps 2 to 5', () => {
  it('step 2 needs an e-mail with a top-level part of 1 to 6 letters', () => {
    expect(valid(2, { email: 'a@b.museum' })).toBe(true);
    expect(valid(2, { email: ' joana@clinica.com ' })).toBe(true);
    expect(valid(2, { email: 'joana@clinica.abcdefg' })).toBe(false);
    expect(valid(2, { email: 'joana@clinica' })).toBe(false);
  });

  it('step 3 needs 8 characters with an uppercase letter, a lowercase letter and a digit', () => {
    expect(valid(3, { password: 'Abcdefg1' })).toBe(true);
    for (const password of ['Abcdef1', 'abcdefg1', 'ABCDEFG1', 'Abcdefgh'])
      expect(valid(3, { password })).toBe(false);
    expect(shouldShowPasswordMessage('')).toBe(false);
    expect(shouldShowPasswordMessage('abc')).toBe(true);
    expect(shouldShowPasswordMessage('Abcdefg1')).toBe(false);
  });

  it('step 4 needs a CRN from 1 to 11 and a number of 4 to 6 characters', () => {
    expect(valid(4, { crn: '11', registrationNumber: '1234' })).toBe(true);
    expect(valid(4, { registrationNumber: '123456' })).toBe(true);
    expect(valid(4, { crn: '' })).toBe(false);
    expect(valid(4, { crn: '12' })).toBe(false);
    expect(valid(4, { registrationNumber: '123' })).toBe(false);
    expect(valid(4, { registrationNumber: '1234567' })).toBe(false);
    expect(shouldShowRegistrationNumberMessage('')).toBe(false);
    expect(shouldShowRegistrationNumberMessage('123')).toBe(true);
    expect(shouldShowRegistrationNumberMessage('1234')).toBe(false);
  });

  it('step 5 needs exactly 4 characters', () => {
    expect(valid(5, { code: '0042' })).toBe(true);
    expect(valid(5, { code: '004' })).toBe(false);
    expect(valid(5, { code: '00421' })).toBe(false);
  });
});

describe('registration payload and errors', () => {
  it('sends the payload of spec 1 §3, which the contract accepts', () => {
    const payload = toRegistrationPayload({ ...filled, name: '  Joana   Ribeiro ', gender: 'MALE' });
    expect(payload).toEqual({
      account_type: 'NUTRITIONIST',
      name: 'Joana Ribeiro',
      birth_date: '1990-04-12',
      gender: 'MALE',
      email: 'joana@clinica.com.br',
      password: 'Segura123',
      nutritionist_details: { crn: 3, registration_number: '12345' },
    });
    expect(registrationRequestSchema.safeParse(payload).success).toBe(true);
  });

  it('maps the codes of its calls to their texts and any other to the generic text, never to a detail', () => {
    expect(registrationErrorMessageKey('NUTRITIONIST_NOT_REGISTERED_IN_CFN')).toBe(
      'nutritionistNotRegisteredInCfn',
    );
    expect(registrationErrorMessageKey('INVALID_DATA')).toBe('invalidData');
    expect(registrationErrorMessageKey('EMAIL_ALREADY_REGISTERED')).toBe('emailAlreadyRegistered');
    expect(registrationErrorMessageKey('INVALID_CONFIRMATION_CODE')).toBe('invalidConfirmationCode');
    expect(registrationErrorMessageKey('CODE_RECENTLY_SENT')).toBe('codeRecentlySent');
    expect(registrationErrorMessageKey('UPSTREAM_ERROR')).toBe('generic');
    expect(registrationErrorMessageKey(undefined)).toBe('generic');
  });

  it('counts the seconds left before a resend, rounding up and never below zero', () => {
    expect(secondsUntil(60_000, 0)).toBe(60);
    expect(secondsUntil(60_000, 500)).toBe(60);
    expect(secondsUntil(60_000, 59_001)).toBe(1);
    expect(secondsUntil(60_000, 61_000)).toBe(0);
  });
});
