import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { registrationSchema } from '@/lib/api/contract';
import { registrations } from '@/upstream/src/db/schema';
import { log } from '@/upstream/src/log';
import { seedReferenceData } from '@/upstream/src/seed/reference-data';
import { createTestApi, type TestApi } from './helpers/api';
import { withoutTable } from './helpers/failing-tables';
import { loggedMessages } from './helpers/logged';

const validPayload = (overrides: Record<string, unknown> = {}) => ({
  account_type: 'NUTRITIONIST',
  name: 'Joana Ribeiro',
  birth_date: '1990-04-12',
  gender: 'FEMALE',
  email: 'joana@clinica.com.br',
  password: 'Segura123',
  nutritionist_details: { crn: 3, registration_number: '12345' },
  ...overrides,
});

let api: TestApi;
let address = 0;
// Each test speaks from its own address, so the per-address limit only bites where a test wants it to.
const nextAddress = () => `198.51.100.${++address}`;
let from = nextAddress();

const register = (payload: unknown) =>
  api.request('/v1/registration', { method: 'POST', json: payload, headers: { 'X-Forwarded-For': from } });
const confirm = (id: string, code: string) =>
  api.request(`/v1/registration/${id}/confirm`, {
    method: 'POST',
    json: { code },
    headers: { 'X-Forwarded-For': from },
  });
const resend = (id: string) =>
  api.request(`/v1/registration/${id}/resend-code`, { method: 'POST', headers: { 'X-Forwarded-For': from } });

async function readCode(email: string): Promise<string> {
  const outbox = (await (await api.request('/dev/outbox')).json()) as { to: string; text: string }[];
  const mail = outbox.find((entry) => entry.to === email);
  const code = mail?.text.match(/código de confirmação é: (\d{4})/)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

/** Runs `action` while the outbox (where the code e-mails go) is away, so every e-mail fails. */
async function withMailFailing<T>(action: () => Promise<T>): Promise<{ result: T; logs: string[] }> {
  const logged = vi.spyOn(log, 'error').mockImplementation(() => {});
  try {
    const result = await withoutTable(api.database.db, 'mail_outbox', action);
    return { result, logs: loggedMessages(logged) };
  } finally {
    logged.mockRestore();
  }
}

async function registerOrThrow(payload: unknown): Promise<string> {
  const response = await register(payload);
  expect(response.status).toBe(201);
  return registrationSchema.parse(await response.json()).id;
}

/** A mobile-app registration: no CFN pair, so confirming it leaves the seeded pairs free for other tests. */
const patientPayload = (email: string) => {
  const { nutritionist_details: _, ...person } = validPayload({ account_type: 'PATIENT', email });
  return person;
};

const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

beforeAll(async () => {
  api = await createTestApi({ REGISTRATION_MAX_PER_HOUR: '6' });
  await seedReferenceData(api.database.db);
  await api.createUser({ email: 'ocupado@nutri.test', role: 'ROLE_NUTRITIONIST' });
});
afterAll(() => api.close());
beforeEach(() => {
  from = nextAddress();
});

describe('POST /v1/registration', () => {
  it('POST /v1/registration – keeps a pending registration, answers its id and e-mails a 4-digit code', async () => {
    const response = await register(validPayload({ email: 'Pendente@Clinica.com.br' }));
    expect(response.status).toBe(201);
    const registration = registrationSchema.parse(await response.json());
    expect(registration).toMatchObject({ email: 'pendente@clinica.com.br', status: 'PENDING' });
    const expiresIn = Date.parse(registration.code_expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(14 * 60_000);
    expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
    expect(await readCode('pendente@clinica.com.br')).toMatch(/^\d{4}$/);
    // Pending is not an account yet.
    const signIn = await api.request('/login', {
      method: 'POST',
      json: { email: 'pendente@clinica.com.br', password: 'Segura123' },
    });
    expect(signIn.status).toBe(401);
  });

  it('POST /v1/registration – an e-mail of an existing account is a 409 EMAIL_ALREADY_REGISTERED', async () => {
    const response = await register(validPayload({ email: 'OCUPADO@nutri.test' }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED' });
  });

  it('POST /v1/registration – a pair the CFN does not know is a 422 NUTRITIONIST_NOT_REGISTERED_IN_CFN', async () => {
    for (const details of [
      { crn: 3, registration_number: '99999' },
      // The number exists, but in another regional council.
      { crn: 2, registration_number: '12345' },
    ]) {
      const response = await register(
        validPayload({ email: 'semcfn@clinica.com.br', nutritionist_details: details }),
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ code: 'NUTRITIONIST_NOT_REGISTERED_IN_CFN' });
    }
  });

  it('POST /v1/registration – a pair already used by an account is a 409 with a detail to show', async () => {
    const id = await registerOrThrow(
      validPayload({
        email: 'primeira@clinica.com.br',
        nutritionist_details: { crn: 6, registration_number: '66666' },
      }),
    );
    expect((await confirm(id, await readCode('primeira@clinica.com.br'))).status).toBe(200);
    const response = await register(
      validPayload({
        email: 'segunda@clinica.com.br',
        nutritionist_details: { crn: 6, registration_number: '66666' },
      }),
    );
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body.code).toBe('NUTRITIONIST_ALREADY_REGISTERED');
    expect(body.detail).toBe('Já existe uma conta cadastrada com este número de inscrição e CRN.');
  });

  it.each([
    ['a weak password', { password: 'semnumero' }],
    ['a name with digits', { name: 'Joana 2' }],
    ['a top-level domain of 7 letters', { email: 'joana@clinica.abcdefg' }],
    ['a birth date in the future', { birth_date: '2999-01-01' }],
    ['a date that does not exist', { birth_date: '1990-02-30' }],
    ['CRN-12', { nutritionist_details: { crn: 12, registration_number: '12345' } }],
    ['a registration number of 3 digits', { nutritionist_details: { crn: 3, registration_number: '123' } }],
    [
      'a registration number of 7 digits',
      { nutritionist_details: { crn: 3, registration_number: '1234567' } },
    ],
    ['another gender value', { gender: 'OTHER' }],
    ['another account type', { account_type: 'ADMIN' }],
    ['no account type', { account_type: undefined }],
  ])('POST /v1/registration – %s is a 400 INVALID_DATA', async (_, overrides) => {
    const response = await register(validPayload(overrides));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
  });

  it('POST /v1/registration – a code e-mail that cannot be sent is a 502 MAIL_FAILED and keeps nothing', async () => {
    const email = 'semcorreio@clinica.com.br';
    const { result: failed, logs } = await withMailFailing(() => register(patientPayload(email)));
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ status: 502, code: 'MAIL_FAILED' });
    expect(logs).toContain('Registration code e-mail failed');
    expect(
      await api.database.db.select().from(registrations).where(eq(registrations.email, email)),
    ).toHaveLength(0);
    // Trying again at once works.
    const id = await registerOrThrow(patientPayload(email));
    expect((await confirm(id, await readCode(email))).status).toBe(200);
  });

  it('POST /v1/registration – the 7th call of an hour from one address is a 429, other addresses go on', async () => {
    for (let i = 0; i < 6; i++) expect((await register({})).status).toBe(400);
    const blocked = await register(validPayload({ email: 'limite@clinica.com.br' }));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    from = nextAddress();
    expect((await register(validPayload({ email: 'limite@clinica.com.br' }))).status).toBe(201);
  });
});

describe('POST /v1/registration/{id}/confirm', () => {
  it('POST /v1/registration/{id}/confirm – the right code creates a nutritionist who can sign in at once', async () => {
    const id = await registerOrThrow(
      validPayload({
        email: 'nova@clinica.com.br',
        nutritionist_details: { crn: 1, registration_number: '54321' },
      }),
    );
    const response = await confirm(id, await readCode('nova@clinica.com.br'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user_id: expect.any(Number) });

    const token = await api.signIn('nova@clinica.com.br', 'Segura123');
    const me = await (await api.request('/v1/me', { token })).json();
    expect(me).toMatchObject({
      name: 'Joana Ribeiro',
      birth_date: '1990-04-12',
      gender: 'FEMALE',
      main_role: 'ROLE_NUTRITIONIST',
      roles: [{ name: 'ROLE_NUTRITIONIST' }],
    });

    const again = await confirm(id, await readCode('nova@clinica.com.br'));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'REGISTRATION_ALREADY_CONFIRMED' });
  });

  it('POST /v1/registration/{id}/confirm – a PATIENT registration (the mobile app) creates a ROLE_USER without the CFN', async () => {
    const { nutritionist_details: _, ...person } = validPayload({
      account_type: 'PATIENT',
      email: 'paciente.nova@exemplo.com',
    });
    const id = await registerOrThrow(person);
    const [row] = await api.database.db.select().from(registrations).where(eq(registrations.id, id));
    expect(row).toMatchObject({ accountType: 'PATIENT', crn: null, registrationNumber: null });
    expect((await confirm(id, await readCode('paciente.nova@exemplo.com'))).status).toBe(200);
    const token = await api.signIn('paciente.nova@exemplo.com', 'Segura123');
    const me = await (await api.request('/v1/me', { token })).json();
    expect(me).toMatchObject({ main_role: 'ROLE_USER', roles: [{ name: 'ROLE_USER' }] });
  });

  it('POST /v1/registration/{id}/confirm – a wrong code is a 400 INVALID_CONFIRMATION_CODE', async () => {
    const id = await registerOrThrow(validPayload({ email: 'errou@clinica.com.br' }));
    const response = await confirm(id, wrongCode(await readCode('errou@clinica.com.br')));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_CONFIRMATION_CODE' });
  });

  it('POST /v1/registration/{id}/confirm – after 5 wrong codes even the right one is refused with 429', async () => {
    const id = await registerOrThrow(validPayload({ email: 'forca@clinica.com.br' }));
    const code = await readCode('forca@clinica.com.br');
    for (let i = 0; i < 5; i++) {
      from = nextAddress();
      expect((await confirm(id, wrongCode(code))).status).toBe(400);
    }
    from = nextAddress();
    const blocked = await confirm(id, code);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('POST /v1/registration/{id}/confirm – parallel guesses cannot get past the 5 attempts', async () => {
    const id = await registerOrThrow(validPayload({ email: 'paralelo@clinica.com.br' }));
    const code = await readCode('paralelo@clinica.com.br');
    const guesses = Array.from({ length: 5 }, () => {
      from = nextAddress();
      return confirm(id, wrongCode(code));
    });
    await Promise.all(guesses);
    from = nextAddress();
    expect((await confirm(id, code)).status).toBe(429);
  });

  it('POST /v1/registration/{id}/confirm – an expired code is a 410 CONFIRMATION_CODE_EXPIRED', async () => {
    const id = await registerOrThrow(validPayload({ email: 'expirou@clinica.com.br' }));
    await api.database.db
      .update(registrations)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(registrations.id, id));
    const response = await confirm(id, await readCode('expirou@clinica.com.br'));
    expect(response.status).toBe(410);
    expect(await response.json()).toMatchObject({ code: 'CONFIRMATION_CODE_EXPIRED' });
  });

  it('POST /v1/registration/{id}/confirm – a code of the wrong length is a 400 INVALID_DATA; an unknown id a 404', async () => {
    const id = await registerOrThrow(validPayload({ email: 'tamanho@clinica.com.br' }));
    expect((await confirm(id, '12345')).status).toBe(400);
    expect((await confirm('00000000-0000-4000-8000-000000000000', '1234')).status).toBe(404);
    expect((await confirm('nao-e-um-id', '1234')).status).toBe(404);
  });

  it('POST /v1/registration/{id}/confirm – the e-mail taken meanwhile by another registration is a 409', async () => {
    const first = await registerOrThrow(
      validPayload({
        email: 'corrida@clinica.com.br',
        nutritionist_details: { crn: 4, registration_number: '44444' },
      }),
    );
    const firstCode = await readCode('corrida@clinica.com.br');
    from = nextAddress();
    const second = await registerOrThrow(
      validPayload({
        email: 'corrida@clinica.com.br',
        nutritionist_details: { crn: 5, registration_number: '55555' },
      }),
    );
    const secondCode = await readCode('corrida@clinica.com.br');
    expect((await confirm(second, secondCode)).status).toBe(200);
    const late = await confirm(first, firstCode);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ code: 'EMAIL_ALREADY_REGISTERED' });
  });
});

describe('POST /v1/registration/{id}/resend-code', () => {
  it('POST /v1/registration/{id}/resend-code – refused within 60 s of the last send, with Retry-After', async () => {
    const id = await registerOrThrow(validPayload({ email: 'pressa@clinica.com.br' }));
    const response = await resend(id);
    expect(response.status).toBe(429);
    expect(await response.json()).toMatchObject({ code: 'CODE_RECENTLY_SENT' });
    const wait = Number(response.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(55);
    expect(wait).toBeLessThanOrEqual(60);
  });

  it('POST /v1/registration/{id}/resend-code – after 60 s a new code replaces the old one and the attempts start again', async () => {
    const id = await registerOrThrow(validPayload({ email: 'reenvio@clinica.com.br' }));
    const oldCode = await readCode('reenvio@clinica.com.br');
    for (let i = 0; i < 5; i++) expect((await confirm(id, wrongCode(oldCode))).status).toBe(400);
    await api.database.db
      .update(registrations)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(registrations.id, id));

    from = nextAddress();
    const response = await resend(id);
    expect(response.status).toBe(200);
    const registration = registrationSchema.parse(await response.json());
    expect(Date.parse(registration.resend_available_at) - Date.now()).toBeGreaterThan(55_000);
    const newCode = await readCode('reenvio@clinica.com.br');
    if (newCode !== oldCode) expect((await confirm(id, oldCode)).status).toBe(400);
    expect((await confirm(id, newCode)).status).toBe(200);
    expect((await resend(id)).status).toBe(409);
  });

  it('POST /v1/registration/{id}/resend-code – a new code that cannot be sent is a 502 MAIL_FAILED; the old code stays and asking again works at once', async () => {
    const email = 'reenvio.falhou@clinica.com.br';
    const id = await registerOrThrow(patientPayload(email));
    const oldCode = await readCode(email);
    expect((await confirm(id, wrongCode(oldCode))).status).toBe(400);
    await api.database.db
      .update(registrations)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(registrations.id, id));
    const readRow = async () =>
      (await api.database.db.select().from(registrations).where(eq(registrations.id, id)))[0];
    const before = await readRow();

    const { result: failed, logs } = await withMailFailing(() => resend(id));
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ status: 502, code: 'MAIL_FAILED' });
    expect(logs).toContain('Registration code e-mail failed');
    // Nothing of the unsent code was kept: the old code, its attempts and its send time are back.
    const after = await readRow();
    expect(after).toMatchObject({
      codeHash: before!.codeHash,
      codeExpiresAt: before!.codeExpiresAt,
      lastSentAt: before!.lastSentAt,
      failedAttempts: 1,
    });

    const again = await resend(id);
    expect(again.status).toBe(200);
    const newCode = await readCode(email);
    expect((await confirm(id, newCode)).status).toBe(200);
  });

  it('POST /v1/registration/{id}/resend-code – after a failed resend the old code still confirms', async () => {
    const email = 'codigo.antigo@clinica.com.br';
    const id = await registerOrThrow(patientPayload(email));
    const oldCode = await readCode(email);
    await api.database.db
      .update(registrations)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(registrations.id, id));
    const { result: failed } = await withMailFailing(() => resend(id));
    expect(failed.status).toBe(502);
    expect((await confirm(id, oldCode)).status).toBe(200);
  });
});

describe('POST /v1/registration – birth date against today in APP_TIME_ZONE', () => {
  let zoned: TestApi;
  let clock = new Date('2026-11-25T01:00:00Z');
  const registerAt = (instant: string, payload: unknown) => {
    clock = new Date(instant);
    return zoned.request('/v1/registration', {
      method: 'POST',
      json: payload,
      headers: { 'X-Forwarded-For': nextAddress() },
    });
  };
  const patient = (email: string, birthDate: string) => {
    const { nutritionist_details: _, ...person } = validPayload({
      account_type: 'PATIENT',
      email,
      birth_date: birthDate,
    });
    return person;
  };

  beforeAll(async () => {
    zoned = await createTestApi({ APP_TIME_ZONE: 'America/Sao_Paulo' }, () => clock);
  });
  afterAll(() => zoned.close());

  it('POST /v1/registration – at 2026-11-25T01:00Z (24/11 in São Paulo) a birth date of 2026-11-25 is a 400 INVALID_DATA', async () => {
    const response = await registerAt('2026-11-25T01:00:00Z', patient('amanha@exemplo.com', '2026-11-25'));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
    const today = await registerAt('2026-11-25T01:00:00Z', patient('hoje@exemplo.com', '2026-11-24'));
    expect(today.status).toBe(201);
  });

  it('POST /v1/registration – at 2026-11-25T03:00Z (00:00 of 25/11 in São Paulo) a birth date of 2026-11-25 is accepted', async () => {
    const response = await registerAt('2026-11-25T03:00:00Z', patient('meianoite@exemplo.com', '2026-11-25'));
    expect(response.status).toBe(201);
  });
});
