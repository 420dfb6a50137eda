// The patient's pages that show no plan read her detail without the plans (GET /v1/users/{id}?meal_plans=false),
// and still tell her detail from the bare account an administrator reads of someone else's patient.

import { describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';

vi.mock('server-only', () => ({}));
const answers = new Map<string, unknown>();
const asked: string[] = [];
vi.mock('@/lib/api/server/upstream', () => ({
  fetchAsUser: async (path: string, schema: z.ZodType) => {
    asked.push(path);
    return schema.parse(answers.get(path));
  },
  fetchUpstream: vi.fn(),
  orNullWhenMissing: (read: Promise<unknown>) => read,
}));

const { findUserDetail, findUserProfile } = await import('@/lib/api/server/users');

const account = {
  id: 4,
  name: 'Ana Beatriz Souza',
  email: 'paciente@nutri.test',
  photo_url: null,
  main_role: 'ROLE_USER',
  roles: [{ name: 'ROLE_USER' }],
};
const profile = {
  ...account,
  uses_app: true,
  gender: 'FEMALE',
  birth_date: '1990-05-17',
  physical_activity_factor: 'LIGHTLY_ACTIVE',
  body_measurement: { weight: 64.2, height: 165, measured_at: '2025-03-01T15:00:00.000Z' },
};

describe('findUserProfile', () => {
  it('asks for the detail without plans and answers it', async () => {
    answers.set('/v1/users/4?meal_plans=false', profile);
    asked.length = 0;
    expect(await findUserProfile(4)).toEqual(profile);
    expect(asked).toEqual(['/v1/users/4?meal_plans=false']);
  });

  it("answers null for an administrator's view of the account, as findUserDetail does", async () => {
    answers.set('/v1/users/5?meal_plans=false', { ...account, id: 5 });
    answers.set('/v1/users/5', { ...account, id: 5 });
    expect(await findUserProfile(5)).toBeNull();
    expect(await findUserDetail(5)).toBeNull();
  });
});
