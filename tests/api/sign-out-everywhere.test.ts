// 'Sair de todos os dispositivos': one call ends every token of the account, wherever it was issued;
// and a password change tells the owner, pointing to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from './helpers/api';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ PUBLIC_URL: 'https://portal.example' });
  await api.createUser({ email: 'gil@nutri.test', password: 'Antiga123', role: 'ROLE_NUTRITIONIST' });
  await api.createUser({ email: 'ines@nutri.test', password: 'Antiga123', role: 'ROLE_NUTRITIONIST' });
});
afterAll(() => api.close());

const me = (token: string) => api.request('/v1/me', { token });

describe('POST /v1/logout-everywhere', () => {
  it('ends every token of the caller, on every device, and no one else’s', async () => {
    const laptop = await api.signIn('gil@nutri.test', 'Antiga123');
    const phone = await api.signIn('gil@nutri.test', 'Antiga123');
    const someoneElse = await api.signIn('ines@nutri.test', 'Antiga123');
    const answer = await api.request('/v1/logout-everywhere', { method: 'POST', token: phone });
    expect(answer.status).toBe(204);
    expect((await me(laptop)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await me(someoneElse)).status).toBe(200);
    // Signing in again works as before.
    expect((await me(await api.signIn('gil@nutri.test', 'Antiga123'))).status).toBe(200);
  });

  it('needs a valid token', async () => {
    expect((await api.request('/v1/logout-everywhere', { method: 'POST' })).status).toBe(401);
  });
});

describe('the e-mail of a password change', () => {
  it('tells the owner the password changed and offers ending every session', async () => {
    await api.request('/v1/password-resets', { method: 'POST', json: { email: 'ines@nutri.test' } });
    const outbox = async () =>
      (
        (await (await api.request('/dev/outbox')).json()) as { to: string; subject: string; text: string }[]
      ).filter((mail) => mail.to === 'ines@nutri.test');
    const token = (await outbox())[0]?.text.match(/\/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    const saved = await api.request(`/v1/password-resets/${token}`, {
      method: 'PUT',
      json: { password: 'Nova12345' },
    });
    expect(saved.status).toBe(204);
    const [changed] = await outbox();
    expect(changed?.subject).toBe('Sua senha foi alterada');
    expect(changed?.text).toContain('https://portal.example/forgot-password');
    expect(changed?.text).toContain('Sair de todos os dispositivos');
  });
});
