import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTrailPageSchema, patientDeletionSchema, patientExportSchema } from '@/lib/api/contract';
import { appointments, deletionRequests, meals, users } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';
import { bookConsultation, type PlantedRecord, plantPatientRecord } from './helpers/patient-record';

const now = new Date('2025-03-10T15:00:00Z');

describe('POST /v1/users/{id}/deletion-request', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  let planted: PlantedRecord;
  let future: number;
  let photoUrl: string;
  const ask = (id: number, token?: string) =>
    api.request(`/v1/users/${id}/deletion-request`, { method: 'POST', token });

  beforeAll(async () => {
    api = await createTestApi({}, () => now, 'catalogue');
    ({ ids, tokens } = await createCareTeam(api, { nutriName: 'Dra. Lia' }));
    planted = await plantPatientRecord(
      api,
      {
        patientId: ids.patient,
        nutritionistId: ids.nutri,
        patientToken: tokens.patient,
        nutritionistToken: tokens.nutri,
      },
      'DELA',
    );
    const [row] = await api.database.db
      .insert(appointments)
      .values({
        nutritionistId: ids.nutri,
        patientId: ids.patient,
        type: 'ONLINE',
        startDateTime: new Date('2025-03-20T13:00:00Z'),
        endDateTime: new Date('2025-03-20T13:50:00Z'),
      })
      .returning({ id: appointments.id });
    future = row!.id;
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'eu.png');
    const uploaded = await api.request(`/v1/users/${ids.patient}/photo`, {
      method: 'POST',
      token: tokens.patient,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    photoUrl = ((await uploaded.json()) as { photo_url: string }).photo_url;
    expect((await api.request(`/files/${photoUrl.slice('/uploads/'.length)}`)).status).toBe(200);
  });
  afterAll(() => api.close());

  it('anyone but the patient and her nutritionist is told 404, no token 401, and nothing is erased', async () => {
    for (const who of ['nutri2', 'other', 'admin'] as const)
      expect((await ask(ids.patient, tokens[who])).status).toBe(404);
    expect((await ask(ids.patient)).status).toBe(401);
    expect(await api.database.db.select().from(deletionRequests)).toEqual([]);
  });

  it('the patient asks: recorded as done, her identifying data erased, the clinical record kept', async () => {
    const answer = await ask(ids.patient, tokens.patient);
    expect(answer.status).toBe(201);
    const request = patientDeletionSchema.parse(await answer.json());
    expect(request).toMatchObject({
      patient_id: ids.patient,
      requested_by_role: 'PATIENT',
      status: 'COMPLETED',
      requested_at: now.toISOString(),
      completed_at: now.toISOString(),
    });
    expect(request.erased).toContain('MEAL_LOGS');
    expect(request.kept).toContain('CONSULTATION_NOTES');

    const [account] = await api.database.db.select().from(users).where(eq(users.id, ids.patient));
    expect(account?.email).toBe(`excluida-${ids.patient}@dados-excluidos.invalid`);
    expect(account?.passwordHash).toBeNull();
    expect(await api.database.db.select().from(meals).where(eq(meals.userId, ids.patient))).toEqual([]);
    expect(account?.avatarPhotoId).toBeNull();
    expect((await api.request(`/files/${photoUrl.slice('/uploads/'.length)}`)).status).toBe(404);
    const [cancelled] = await api.database.db.select().from(appointments).where(eq(appointments.id, future));
    expect(cancelled?.status).toBe('CANCELED');

    // Her nutritionist still holds the record she must keep, and nothing that reached the patient.
    const exported = await api.request(`/v1/users/${ids.patient}/export`, { token: tokens.nutri });
    expect(exported.status).toBe(200);
    const record = patientExportSchema.parse(await exported.json());
    expect(record.account).toMatchObject({
      name: 'p',
      email: `excluida-${ids.patient}@dados-excluidos.invalid`,
    });
    expect(record.contact.phone).toBeNull();
    expect(record.address).toBeNull();
    expect(record.meals).toEqual([]);
    expect(record.anamneses.map((version) => version.content.medications.in_use)).toEqual([
      planted.anamnesisNote,
    ]);
    expect(
      record.consultations.flatMap((consultation) => consultation.notes.map((notes) => notes.subjective)),
    ).toEqual([planted.consultationNote]);
    expect(record.anthropometric_records).toHaveLength(1);
    expect(record.meal_plans.map((plan) => plan.id)).toEqual([planted.plan]);
    expect(record.goals.energy).toBe(1800);
  });

  it('her account no longer signs in, and her old session is over', async () => {
    const signIn = await api.request('/login', {
      method: 'POST',
      json: { email: 'p@t.test', password: 'Senha1234' },
    });
    expect(signIn.status).toBe(401);
    expect((await api.request('/v1/me', { token: tokens.patient })).status).toBe(401);
  });

  it('her trail records the request, and keeps what came before it', async () => {
    const answer = await api.request(`/v1/users/${ids.patient}/access-trail?page=0&size=50`, {
      token: tokens.nutri,
    });
    const trail = accessTrailPageSchema.parse(await answer.json()).content;
    expect(trail.find((entry) => entry.resource === 'DELETION')).toMatchObject({
      action: 'DELETE',
      outcome: 'ALLOWED',
      actor_role: 'PATIENT',
      actor: { id: ids.patient },
    });
    expect(trail.some((entry) => entry.resource === 'ANAMNESIS')).toBe(true);
  });

  it('a second request is told it is done already', async () => {
    const answer = await ask(ids.patient, tokens.nutri);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { code: string }).code).toBe('DELETION_ALREADY_DONE');
  });

  it('her nutritionist asks for another patient of hers: scheduled, and nothing of anyone is touched yet', async () => {
    const second = await api.createUser({ email: 's@t.test', role: 'ROLE_USER', nutritionistId: ids.nutri });
    await bookConsultation(api, ids.nutri, second, '2025-03-04T13:00:00Z');
    const answer = await ask(second, tokens.nutri);
    expect(answer.status).toBe(201);
    expect(patientDeletionSchema.parse(await answer.json())).toMatchObject({
      requested_by_role: 'NUTRITIONIST',
      status: 'SCHEDULED',
      completed_at: null,
    });
    const [her] = await api.database.db.select().from(users).where(eq(users.id, second));
    expect(her?.email).toBe('s@t.test');
    const [other] = await api.database.db.select().from(users).where(eq(users.id, ids.other));
    expect(other?.email).toBe('o@t.test');
    expect((await api.request('/v1/me', { token: tokens.other })).status).toBe(200);
  });
});
