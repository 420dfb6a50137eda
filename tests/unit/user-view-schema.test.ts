// GET /v1/users/{id} answers the whole detail, the detail without plans (meal_plans=false) or an
// administrator's view of the account: the portal's patient pages must tell them apart, or a bare account
// would pass for a patient without plans.
import { describe, expect, it } from 'vitest';
import { type AdminUserView, type UserDetail, userViewSchema } from '@/lib/api/contract';

const account: AdminUserView = {
  id: 7,
  name: 'Ana Beatriz Souza',
  email: 'paciente@nutri.test',
  photo_url: null,
  main_role: 'ROLE_USER',
  roles: [{ name: 'ROLE_USER' }],
};

const detail: UserDetail = {
  ...account,
  uses_app: true,
  gender: 'FEMALE',
  birth_date: '1990-05-17',
  physical_activity_factor: 'LIGHTLY_ACTIVE',
  body_measurement: { weight: 64.2, height: 165, measured_at: '2025-03-01T15:00:00.000Z' },
  meal_plans: [],
};

describe('userViewSchema', () => {
  it('keeps the whole detail for the patient and its nutritionist', () => {
    expect(userViewSchema.parse(detail)).toEqual(detail);
  });

  it('keeps the detail asked without plans, with its care fields', () => {
    const { meal_plans: _plans, ...profile } = detail;
    const parsed = userViewSchema.parse(profile);
    expect(parsed).toEqual(profile);
    expect('body_measurement' in parsed).toBe(true);
    expect('meal_plans' in parsed).toBe(false);
  });

  it('reads an administrator’s answer as the account alone, with no care fields', () => {
    const parsed = userViewSchema.parse(account);
    expect(parsed).toEqual(account);
    expect('meal_plans' in parsed).toBe(false);
    expect('body_measurement' in parsed).toBe(false);
  });
});
