// The cast of the care tests: a nutritionist and her patient, another nutritionist and hers, and an
// administrator, each signed in. Who may read whom is then asked of each.
import type { TestApi } from './api';

export type Who = 'nutri' | 'nutri2' | 'patient' | 'other' | 'admin';

export interface CareTeam {
  ids: Record<Who, number>;
  tokens: Record<Who, string>;
}

/** `nutriName` names the first nutritionist where a test reads her name back. */
export async function createCareTeam(
  api: TestApi,
  { nutriName }: { nutriName?: string } = {},
): Promise<CareTeam> {
  const nutri = await api.createUser({ email: 'n@t.test', role: 'ROLE_NUTRITIONIST', name: nutriName });
  const nutri2 = await api.createUser({ email: 'n2@t.test', role: 'ROLE_NUTRITIONIST' });
  const admin = await api.createUser({ email: 'a@t.test', role: 'ROLE_ADMIN' });
  const patient = await api.createUser({ email: 'p@t.test', role: 'ROLE_USER', nutritionistId: nutri });
  const other = await api.createUser({ email: 'o@t.test', role: 'ROLE_USER', nutritionistId: nutri2 });
  return {
    ids: { nutri, nutri2, patient, other, admin },
    tokens: {
      nutri: await api.signIn('n@t.test', 'Senha1234'),
      nutri2: await api.signIn('n2@t.test', 'Senha1234'),
      patient: await api.signIn('p@t.test', 'Senha1234'),
      other: await api.signIn('o@t.test', 'Senha1234'),
      admin: await api.signIn('a@t.test', 'Senha1234'),
    },
  };
}
