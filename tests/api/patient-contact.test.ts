import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH, patientContactSchema } from '@/lib/api/contract';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

describe('patient contact', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  const contact = (id: number) => `/v1/users/${id}/contact`;

  beforeAll(async () => {
    api = await createTestApi();
    ({ ids, tokens } = await createCareTeam(api));
  });
  afterAll(() => api.close());

  const put = (phone: unknown, token = tokens.nutri) =>
    api.request(contact(ids.patient), { method: 'PUT', token, json: { phone } });

  it('GET /v1/users/{id}/contact – the account e-mail and no phone yet (null, not empty)', async () => {
    const answer = await api.request(contact(ids.patient), { token: tokens.nutri });
    expect(answer.status).toBe(200);
    expect(patientContactSchema.parse(await answer.json())).toEqual({
      patient_id: ids.patient,
      email: 'p@t.test',
      phone: null,
      cpf: null,
    });
  });

  it('PUT /v1/users/{id}/contact – the nutritionist records the phone, trimmed', async () => {
    const answer = await put('  (11) 98765-4321 ');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ phone: '(11) 98765-4321', email: 'p@t.test' });
  });

  it('PUT /v1/users/{id}/contact – the patient sets her own phone, and clears it with null', async () => {
    expect(await (await put('+55 21 3333-4444', tokens.patient)).json()).toMatchObject({
      phone: '+55 21 3333-4444',
    });
    expect(await (await put(null, tokens.patient)).json()).toMatchObject({ phone: null });
    const read = await api.request(contact(ids.patient), { token: tokens.patient });
    expect(await read.json()).toMatchObject({ phone: null });
  });

  it('PUT /v1/users/{id}/contact – 400 in Portuguese for letters, too few digits or too long', async () => {
    for (const phone of ['abc', '1234', '1'.repeat(PHONE_MAX_LENGTH + 1), '(11)\n9876-5432', 42]) {
      const answer = await put(phone);
      expect(answer.status).toBe(400);
    }
  });

  it('GET and PUT /v1/users/{id}/contact – 404 for another nutritionist, another patient and an administrator', async () => {
    for (const who of ['nutri2', 'other', 'admin'] as const) {
      expect((await api.request(contact(ids.patient), { token: tokens[who] })).status).toBe(404);
      expect((await put('(11) 98765-4321', tokens[who])).status).toBe(404);
    }
  });

  it('PUT /v1/users/{id}/contact – any string is either kept as sent (trimmed) or refused with 400', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), async (phone) => {
        const answer = await put(phone);
        if (answer.status === 200) expect((await answer.json()).phone).toBe(phone.trim());
        else expect(answer.status).toBe(400);
      }),
      { numRuns: 40 },
    );
  });
});
