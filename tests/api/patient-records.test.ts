// 'Novo paciente': a record the nutritionist opens for a patient without the app, everything the record
// offers working for it, and the patient claiming it by signing up in the app with its e-mail, her code
// checked (or after accepting the invitation). Run on PGlite and on PostgreSQL (the race of two sign-ups).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientPageSchema, patientSummarySchema } from '@/lib/api/contract';
import { accessTrail, mailOutbox, nutritionistPatients, users } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

describe('patient records without the app', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  /** The API's clock: the erasure's grace period passes in one step. */
  let clock = new Date('2026-12-01T12:00:00Z');

  beforeAll(async () => {
    api = await createTestApi({}, () => clock);
    ({ ids, tokens } = await createCareTeam(api));
  });
  afterAll(() => api.close());

  const open = (json: unknown, token = tokens.nutri, nutritionistId = ids.nutri) =>
    api.request(`/v1/nutritionists/${nutritionistId}/patients`, { method: 'POST', token, json });
  const marta = { name: '  Marta   Lima ', gender: 'FEMALE', birth_date: '1980-04-12' };

  /** The mobile app's sign-up of `email`, up to the code it e-mails; answers the registration id and code. */
  async function signUp(email: string, name = 'Marta no App') {
    const registration = await api.request('/v1/registration', {
      method: 'POST',
      json: {
        account_type: 'PATIENT',
        name,
        birth_date: '1980-04-12',
        gender: 'FEMALE',
        email,
        password: 'Segura123',
      },
    });
    expect(registration.status).toBe(201);
    const { id } = (await registration.json()) as { id: string };
    const mails = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const code = /código de confirmação é: (\d{4})/.exec(mails.at(-1)?.text ?? '')?.[1];
    return { id, code };
  }
  const confirm = (id: string, code: string | undefined) =>
    api.request(`/v1/registration/${id}/confirm`, { method: 'POST', json: { code } });

  it('opens a record with name, sex and birth date alone: hers at once, in her list, not using the app', async () => {
    const answer = await open(marta);
    expect(answer.status).toBe(201);
    const created = patientSummarySchema.parse(await answer.json());
    expect(created).toMatchObject({ name: 'Marta Lima', uses_app: false, gender: 'FEMALE' });

    const list = patientPageSchema.parse(
      await (
        await api.request(`/v1/nutritionists/${ids.nutri}/patients?patient_name=marta`, {
          token: tokens.nutri,
        })
      ).json(),
    );
    expect(list.content).toEqual([expect.objectContaining({ id: created.id, uses_app: false })]);
    // The record is care data: the trail names who opened it.
    const trail = await api.database.db
      .select()
      .from(accessTrail)
      .where(eq(accessTrail.patientId, created.id));
    expect(trail).toEqual([
      expect.objectContaining({ resource: 'PROFILE', action: 'CREATE', outcome: 'ALLOWED' }),
    ]);
  });

  it('works like any patient of hers: anthropometry, anamnesis, a consultation and export; nobody signs in to it', async () => {
    const { id } = patientSummarySchema.parse(
      await (
        await open({
          ...marta,
          email: 'marta.registro@t.test',
          phone: '(11) 98765-4321',
          cpf: '529.982.247-25',
        })
      ).json(),
    );
    const record = await api.request(`/v1/users/${id}/anthropometric-records`, {
      method: 'POST',
      token: tokens.nutri,
      json: { date: '2026-11-02', weight: 70.5, height: 162 },
    });
    expect(record.status).toBe(201);
    const contact = await (await api.request(`/v1/users/${id}/contact`, { token: tokens.nutri })).json();
    expect(contact).toEqual({
      patient_id: id,
      email: 'marta.registro@t.test',
      phone: '(11) 98765-4321',
      cpf: '52998224725',
    });
    const profile = await (
      await api.request(`/v1/users/${id}?meal_plans=false`, { token: tokens.nutri })
    ).json();
    expect(profile).toMatchObject({ uses_app: false, body_measurement: { weight: 70.5, height: 162 } });
    const anamnesis = await api.request(`/v1/users/${id}/anamneses`, {
      method: 'POST',
      token: tokens.nutri,
      json: {
        form: 'SHORT',
        content: {
          conditions: {},
          medications: {},
          allergies: { allergies: ['Amendoim'] },
          habits: {},
          bowel: {},
          sleep: {},
          water: {},
        },
      },
    });
    expect(anamnesis.status).toBe(201);
    const visit = await api.request(`/v1/users/${id}/consultations`, {
      method: 'POST',
      token: tokens.nutri,
      json: { type: 'ON_SITE', notes: { free_text: 'Primeira consulta, sem aplicativo.' } },
    });
    expect(visit.status).toBe(201);
    const exported = await (await api.request(`/v1/users/${id}/export`, { token: tokens.nutri })).json();
    expect(exported).toMatchObject({ account: { id, email: 'marta.registro@t.test' } });
    expect(JSON.stringify(exported)).toContain('Primeira consulta, sem aplicativo.');
    // No password, no reset link, no way in.
    expect(
      (
        await api.request('/login', {
          method: 'POST',
          json: { email: 'marta.registro@t.test', password: '' },
        })
      ).status,
    ).not.toBe(200);
    await api.request('/v1/password-resets', { method: 'POST', json: { email: 'marta.registro@t.test' } });
    const resets = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'marta.registro@t.test'));
    expect(resets).toEqual([]);
    // Another nutritionist and the other patient find nothing.
    expect((await api.request(`/v1/users/${id}/contact`, { token: tokens.nutri2 })).status).toBe(404);
  });

  it('refuses bad input with a clear error and keeps nothing', async () => {
    const before = (await api.database.db.select().from(users)).length;
    for (const bad of [
      { ...marta, cpf: '529.982.247-24' },
      { ...marta, name: '' },
      { ...marta, birth_date: '2999-01-01' },
      { ...marta, gender: 'X' },
      { ...marta, email: 'not-an-email' },
      { name: 'Só nome' },
    ]) {
      const answer = await open(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 'INVALID_DATA' });
    }
    expect((await api.database.db.select().from(users)).length).toBe(before);
    // Only she opens records in her own name.
    expect((await open(marta, tokens.nutri2)).status).toBe(404);
    expect((await open(marta, tokens.patient)).status).toBe(404);
  });

  it("refuses an e-mail an app account or a record holds, saying the same whoever's it is", async () => {
    const app = await open({ ...marta, email: 'P@t.test' });
    const hersAlready = await open({ ...marta, email: 'o@t.test' });
    await open({ ...marta, email: 'dupla@t.test' }, tokens.nutri2, ids.nutri2);
    const anotherRecord = await open({ ...marta, email: 'dupla@t.test' });
    const answers = await Promise.all(
      [app, hersAlready, anotherRecord].map(async (a) => [a.status, await a.json()]),
    );
    for (const [status, body] of answers) {
      expect(status).toBe(409);
      expect(body).toMatchObject({ code: 'EMAIL_IN_USE', detail: answers[0]?.[1].detail });
    }
  });

  it('becomes her account when she signs up in the app with its e-mail: one patient, nothing lost', async () => {
    const { id } = patientSummarySchema.parse(
      await (await open({ ...marta, email: 'marta.app@t.test' })).json(),
    );
    await api.request(`/v1/users/${id}/goals`, {
      method: 'PUT',
      token: tokens.nutri,
      json: { target_weight: 65, energy: 1800 },
    });
    const { id: registration, code } = await signUp('marta.app@t.test');
    const wrong = await confirm(registration, code === '0000' ? '1111' : '0000');
    expect(wrong.status).toBe(400);
    const confirmed = await confirm(registration, code);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ user_id: id });

    const token = await api.signIn('marta.app@t.test', 'Segura123');
    expect((await api.request(`/v1/users/${id}/dismissals`, { token })).status).toBe(200);
    const [link] = await api.database.db
      .select()
      .from(nutritionistPatients)
      .where(eq(nutritionistPatients.patientId, id));
    expect(link?.nutritionistId).toBe(ids.nutri);
    const profile = await (
      await api.request(`/v1/users/${id}?meal_plans=false`, { token: tokens.nutri })
    ).json();
    expect(profile).toMatchObject({ name: 'Marta Lima', uses_app: true });
    const rows = await api.database.db.select().from(users).where(eq(users.email, 'marta.app@t.test'));
    expect(rows).toHaveLength(1);
    const goals = await (await api.request(`/v1/users/${id}/goals`, { token: tokens.nutri })).json();
    expect(goals).toMatchObject({ target_weight: 65, energy: 1800 });
  });

  it("'Convidar para o aplicativo' gives a record without e-mail the invited one; accepting, then signing up, is the same patient", async () => {
    const { id } = patientSummarySchema.parse(await (await open(marta)).json());
    const invited = await api.request('/v1/connection-requests', {
      method: 'POST',
      token: tokens.nutri,
      json: { nutritionist_id: ids.nutri, patient_email: 'Marta.Convite@t.test', patient_id: id },
    });
    expect(invited.status).toBe(201);
    const [record] = await api.database.db.select().from(users).where(eq(users.id, id));
    expect(record?.email).toBe('marta.convite@t.test');

    const mails = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'marta.convite@t.test'));
    const acceptance = /acceptance-codes\/([\w-]+)/.exec(mails.at(-1)?.text ?? '')?.[1];
    const preview = await (
      await api.request(`/v1/connection-requests/acceptance-codes/${acceptance}`)
    ).json();
    expect(preview).toMatchObject({ has_account: false });
    expect(
      (await api.request(`/v1/connection-requests/acceptance-codes/${acceptance}`, { method: 'POST' }))
        .status,
    ).toBe(204);

    const { id: registration, code } = await signUp('marta.convite@t.test');
    expect(await (await confirm(registration, code)).json()).toEqual({ user_id: id });
    const list = patientPageSchema.parse(
      await (
        await api.request(`/v1/nutritionists/${ids.nutri}/patients?size=100`, { token: tokens.nutri })
      ).json(),
    );
    expect(list.content.filter((patient) => patient.id === id)).toEqual([
      expect.objectContaining({ uses_app: true }),
    ]);
  });

  it('invites only her own records, and not one already in the app', async () => {
    const { id } = patientSummarySchema.parse(await (await open(marta, tokens.nutri2, ids.nutri2)).json());
    const others = await api.request('/v1/connection-requests', {
      method: 'POST',
      token: tokens.nutri,
      json: { nutritionist_id: ids.nutri, patient_email: 'alheia@t.test', patient_id: id },
    });
    expect(others.status).toBe(404);
    const inApp = await api.request('/v1/connection-requests', {
      method: 'POST',
      token: tokens.nutri,
      json: { nutritionist_id: ids.nutri, patient_email: 'nova@t.test', patient_id: ids.patient },
    });
    expect(inApp.status).toBe(409);
    expect(await inApp.json()).toMatchObject({ code: 'ALREADY_PATIENT' });
  });

  it('of two sign-ups with its e-mail racing, one claims the record and the other is told the e-mail is taken', async () => {
    const { id } = patientSummarySchema.parse(
      await (await open({ ...marta, email: 'corrida@t.test' })).json(),
    );
    const first = await signUp('corrida@t.test', 'Primeira');
    const second = await signUp('corrida@t.test', 'Segunda');
    const answers = await Promise.all([confirm(first.id, first.code), confirm(second.id, second.code)]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const won = answers.find((answer) => answer.status === 200);
    expect(await won?.json()).toEqual({ user_id: id });
    const rows = await api.database.db.select().from(users).where(eq(users.email, 'corrida@t.test'));
    expect(rows).toHaveLength(1);
  });

  it('a record without e-mail is erased like any patient: scheduled, nobody mailed, carried out on time', async () => {
    const { id } = patientSummarySchema.parse(await (await open(marta)).json());
    const outboxBefore = (await api.database.db.select().from(mailOutbox)).length;
    const asked = await api.request(`/v1/users/${id}/deletion-request`, {
      method: 'POST',
      token: tokens.nutri,
    });
    expect(asked.status).toBe(201);
    expect(await asked.json()).toMatchObject({ status: 'SCHEDULED', requested_by_role: 'NUTRITIONIST' });
    expect((await api.database.db.select().from(mailOutbox)).length).toBe(outboxBefore);

    clock = new Date(clock.getTime() + 8 * 86_400_000);
    await api.runJobs();
    const [erased] = await api.database.db.select().from(users).where(eq(users.id, id));
    expect(erased?.email).toBe(`excluida-${id}@dados-excluidos.invalid`);
  });
});
