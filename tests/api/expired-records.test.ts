import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientPageSchema } from '@/lib/api/contract';
import {
  accessTrail,
  anamneses,
  appointments,
  bodyMeasurements,
  consultationNotes,
  deletionRequests,
  mealPlans,
  mealPlanVersions,
  notifications,
  nutritionistPatients,
  patientGoals,
  users,
} from '@/upstream/src/db/schema';
import { createUploadStore } from '@/upstream/src/infra/storage';
import { createAppJobQueue } from '@/upstream/src/services/job-handlers';
import { ERASED_NAME, eraseExpiredRecords } from '@/upstream/src/services/record/expired-records';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

const DAY = 86_400_000;
/** Each part of the clinical record whose date counts for its last entry. */
const KINDS = ['anamnesis', 'appointment', 'note', 'measurement', 'goals', 'plan', 'plan-version'] as const;
type Kind = (typeof KINDS)[number];
// The housekeeping runs 20 years after the clinical record's entries below.
const later = new Date('2045-03-10T15:00:00Z');
const twentyYearsBefore = new Date('2025-03-10T15:00:00Z');

describe('the kept clinical record, erased when its retention is over', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  /** The API's clock: when the records are written and erasure asked; `later` for the housekeeping. */
  let clock = new Date('2025-03-20T12:00:00Z');
  /** Another patient of the first nutritionist, erasure asked, her last entry a day short of 20 years. */
  let recent: number;
  /** Patients of the first nutritionist whose last entry, a day short of 20 years old, is of each kind. */
  const lastOfKind = {} as Record<Kind, number>;
  /** A patient whose record's retention ends three days after `later`, for two passes at once. */
  let lastOfAll: number;
  /** A patient with no entry in her record at all: nothing to keep. */
  let unrecorded: number;

  /** The patient's whole clinical record, each entry at `at`, and one more entry at `last`. */
  async function plantRecord(
    patientId: number,
    nutritionistId: number,
    at: Date,
    last: { at: Date; kind: Kind },
  ) {
    const db = api.database.db;
    const when = (kind: Kind) => (last.kind === kind ? last.at : at);
    await db.insert(anamneses).values({
      patientId,
      authorId: nutritionistId,
      form: 'SHORT',
      content: {},
      recordedAt: when('anamnesis'),
    });
    const [appointment] = await db
      .insert(appointments)
      .values({
        nutritionistId,
        patientId,
        type: 'ON_SITE',
        status: 'COMPLETED',
        startDateTime: when('appointment'),
        endDateTime: new Date(when('appointment').getTime() + 50 * 60_000),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: appointments.id });
    await db.insert(consultationNotes).values({
      appointmentId: appointment!.id,
      authorId: nutritionistId,
      subjective: 'Relata fome à noite',
      recordedAt: when('note'),
    });
    await db
      .insert(bodyMeasurements)
      .values({ userId: patientId, weight: 70, measuredAt: when('measurement') });
    await db
      .insert(patientGoals)
      .values({ patientId, basis: 'TOTAL', energy: 1800, updatedAt: when('goals') });
    const [plan] = await db
      .insert(mealPlans)
      .values({
        nutritionistId,
        patientId,
        startDate: at.toISOString().slice(0, 10),
        endDate: at.toISOString().slice(0, 10),
        createdAt: at,
        updatedAt: when('plan'),
      })
      .returning({ id: mealPlans.id });
    await db.insert(mealPlanVersions).values({
      mealPlanId: plan!.id,
      replacedAt: when('plan-version'),
      startDate: at.toISOString().slice(0, 10),
      endDate: at.toISOString().slice(0, 10),
      mealPeriods: [],
    });
    await db.insert(notifications).values({
      receiverId: nutritionistId,
      code: 'PATIENT_CONNECTION_ACCEPTED',
      metadata: [
        { key: 'patient_id', value: String(patientId) },
        { key: 'patient_name', value: 'Nome da paciente' },
      ],
      createdAt: at,
    });
  }

  /** Her own request, carried out at once (her nutritionist's would wait its grace period). */
  async function askedByHerself(patientId: number) {
    const [account] = await api.database.db.select().from(users).where(eq(users.id, patientId));
    const token = await api.signIn(account!.email ?? '', 'Senha1234');
    return api.request(`/v1/users/${patientId}/deletion-request`, { method: 'POST', token });
  }

  /** How many rows of each part of her record there are. */
  async function recordOf(patientId: number) {
    const db = api.database.db;
    const visits = await db.select().from(appointments).where(eq(appointments.patientId, patientId));
    const plans = await db.select().from(mealPlans).where(eq(mealPlans.patientId, patientId));
    const visitIds = visits.map((visit) => visit.id);
    const planIds = plans.map((plan) => plan.id);
    return {
      anamneses: (await db.select().from(anamneses).where(eq(anamneses.patientId, patientId))).length,
      appointments: visits.length,
      notes: visitIds.length
        ? (
            await db
              .select()
              .from(consultationNotes)
              .where(inArray(consultationNotes.appointmentId, visitIds))
          ).length
        : 0,
      measurements: (await db.select().from(bodyMeasurements).where(eq(bodyMeasurements.userId, patientId)))
        .length,
      goals: (await db.select().from(patientGoals).where(eq(patientGoals.patientId, patientId))).length,
      plans: plans.length,
      planVersions: planIds.length
        ? (await db.select().from(mealPlanVersions).where(inArray(mealPlanVersions.mealPlanId, planIds)))
            .length
        : 0,
    };
  }
  const wholeRecord = {
    anamneses: 1,
    appointments: 1,
    notes: 1,
    measurements: 1,
    goals: 1,
    plans: 1,
    planVersions: 1,
  };
  const noRecord = Object.fromEntries(Object.keys(wholeRecord).map((key) => [key, 0]));
  const accountOf = async (id: number) =>
    (await api.database.db.select().from(users).where(eq(users.id, id)))[0];
  const trailOf = async (id: number) =>
    (await api.database.db.select().from(accessTrail).where(eq(accessTrail.patientId, id))).length;
  const notificationsAbout = async (id: number) =>
    (await api.database.db.select().from(notifications)).filter((row) =>
      row.metadata.some((entry) => entry.key === 'patient_id' && entry.value === String(id)),
    ).length;
  const requestOf = async (id: number) =>
    (await api.database.db.select().from(deletionRequests).where(eq(deletionRequests.patientId, id)))[0];

  beforeAll(async () => {
    api = await createTestApi({}, () => clock);
    ({ ids, tokens } = await createCareTeam(api, { nutriName: 'Dra. Lia' }));
    recent = await api.createUser({
      email: 'r@t.test',
      role: 'ROLE_USER',
      name: 'Rita Recente',
      nutritionistId: ids.nutri,
    });
    for (const id of [ids.patient, recent, ids.other])
      await api.database.db
        .update(users)
        .set({ birthDate: '1990-05-01', gender: 'FEMALE', physicalActivityFactor: 'LIGHTLY_ACTIVE' })
        .where(eq(users.id, id));

    // Her last entry, a consultation note, is 20 years and a day old when the housekeeping runs.
    await plantRecord(ids.patient, ids.nutri, new Date('2024-11-05T13:00:00Z'), {
      kind: 'note',
      at: new Date(twentyYearsBefore.getTime() - DAY),
    });
    // Older entries, but a plan version written a day short of 20 years before.
    await plantRecord(recent, ids.nutri, new Date('2019-06-03T13:00:00Z'), {
      kind: 'plan-version',
      at: new Date(twentyYearsBefore.getTime() + DAY),
    });
    // The second nutritionist's patient never asked: her record is older still.
    await plantRecord(ids.other, ids.nutri2, new Date('2015-02-02T13:00:00Z'), {
      kind: 'note',
      at: new Date('2016-02-02T13:00:00Z'),
    });

    const asked = await api.request(`/v1/users/${ids.patient}/deletion-request`, {
      method: 'POST',
      token: tokens.patient,
    });
    expect(asked.status).toBe(201);
    const askedForHer = await askedByHerself(recent);
    expect(askedForHer.status).toBe(201);
    unrecorded = await api.createUser({
      email: 'e@t.test',
      role: 'ROLE_USER',
      name: 'Eva Sem Registro',
      nutritionistId: ids.nutri,
    });
    const askedEmpty = await askedByHerself(unrecorded);
    expect(askedEmpty.status).toBe(201);
    lastOfAll = await api.createUser({ email: 'u@t.test', role: 'ROLE_USER', nutritionistId: ids.nutri });
    await plantRecord(lastOfAll, ids.nutri, new Date('2012-08-08T13:00:00Z'), {
      kind: 'anamnesis',
      at: new Date(twentyYearsBefore.getTime() + 3 * DAY),
    });
    const askedLast = await askedByHerself(lastOfAll);
    expect(askedLast.status).toBe(201);
    for (const [index, kind] of KINDS.entries()) {
      const id = await api.createUser({
        email: `${kind}@t.test`,
        role: 'ROLE_USER',
        nutritionistId: ids.nutri,
      });
      lastOfKind[kind] = id;
      await plantRecord(id, ids.nutri, new Date(Date.UTC(2003, 0, 10 + index, 13)), {
        kind,
        at: new Date(twentyYearsBefore.getTime() + DAY),
      });
      const answer = await askedByHerself(id);
      expect(answer.status).toBe(201);
    }
  });
  afterAll(() => api.close());

  it('after erasure and before the retention is over, her record and her name are kept; with no record, nothing is', async () => {
    expect(
      await eraseExpiredRecords(api.database.db, clock, api.config.CLINICAL_RECORD_RETENTION_YEARS),
    ).toBe(1);
    expect(await recordOf(ids.patient)).toEqual(wholeRecord);
    expect((await accountOf(ids.patient))?.name).toBe('p');
    expect((await accountOf(unrecorded))?.name).toBe(ERASED_NAME);
    expect((await requestOf(unrecorded))?.recordErasedAt).toEqual(clock);
  });

  it('the jobs worker erases, at its hourly housekeeping, the record whose last entry is 20 years and a day old', async () => {
    expect(api.config.CLINICAL_RECORD_RETENTION_YEARS).toBe(20);
    const trailBefore = await trailOf(ids.patient);
    expect(trailBefore).toBeGreaterThan(0);
    clock = later;
    const mailer = { send: async () => undefined } as unknown as Parameters<
      typeof createAppJobQueue
    >[0]['mailer'];
    // The trail kept longer than the record here, to see that the erasure leaves it to its own retention.
    const config = { ...api.config, ACCESS_TRAIL_RETENTION_DAYS: 36_500 };
    const queue = createAppJobQueue({
      db: api.database.db,
      config,
      mailer,
      now: () => clock,
      uploads: createUploadStore(config),
      reclaimErasedRows: api.database.reclaimErasedRows,
    });
    queue.start();
    await expect
      .poll(async () => (await requestOf(ids.patient))?.recordErasedAt, { timeout: 5000 })
      .toEqual(later);
    await queue.stop();

    expect(await recordOf(ids.patient)).toEqual(noRecord);
    // Her row stays, anonymous, for the access trail that keeps its own retention.
    expect(await accountOf(ids.patient)).toMatchObject({
      name: ERASED_NAME,
      email: `excluida-${ids.patient}@dados-excluidos.invalid`,
      birthDate: null,
      gender: null,
      physicalActivityFactor: null,
    });
    expect(await trailOf(ids.patient)).toBe(trailBefore);
    expect(await notificationsAbout(ids.patient)).toBe(0);
    expect(
      await api.database.db
        .select()
        .from(nutritionistPatients)
        .where(eq(nutritionistPatients.patientId, ids.patient)),
    ).toEqual([]);
  });

  it('her former nutritionist no longer finds her, nor her export', async () => {
    // Signed in again: the sessions of 20 years before are long over.
    const token = await api.signIn('n@t.test', 'Senha1234');
    const list = await api.request(`/v1/nutritionists/${ids.nutri}/patients?page=0&size=50`, { token });
    expect(list.status).toBe(200);
    const listed = patientPageSchema.parse(await list.json()).content.map((row) => row.id);
    expect(listed).not.toContain(ids.patient);
    expect(listed).toContain(recent);
    const exported = await api.request(`/v1/users/${ids.patient}/export`, { token });
    expect(exported.status).toBe(404);
  });

  it('a record whose last entry is a day short of 20 years old stays whole, with her name', async () => {
    expect(await recordOf(recent)).toEqual(wholeRecord);
    expect(await accountOf(recent)).toMatchObject({ name: 'Rita Recente', birthDate: '1990-05-01' });
    expect((await requestOf(recent))?.recordErasedAt).toBeNull();
    expect(await notificationsAbout(recent)).toBe(1);
  });

  it.each(KINDS)(
    'a record whose last entry (%s) is a day short of 20 years old stays whole',
    async (kind) => {
      expect(await recordOf(lastOfKind[kind])).toEqual(wholeRecord);
      expect((await requestOf(lastOfKind[kind]))?.recordErasedAt).toBeNull();
    },
  );

  it('a patient who never asked keeps her old record, and the second nutritionist hers', async () => {
    expect(await recordOf(ids.other)).toEqual(wholeRecord);
    expect(await accountOf(ids.other)).toMatchObject({
      name: 'o',
      birthDate: '1990-05-01',
      gender: 'FEMALE',
    });
    expect(await notificationsAbout(ids.other)).toBe(1);
    const token = await api.signIn('n2@t.test', 'Senha1234');
    const answer = await api.request(`/v1/users/${ids.other}/goals`, { token });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ energy: 1800 });
    expect((await accountOf(ids.nutri2))?.name).toBe('n2');
  });

  it('a later pass has nothing more to erase; a day on, the records kept a day longer go too', async () => {
    expect(await eraseExpiredRecords(api.database.db, later, 20)).toBe(0);
    const dayAfter = new Date(later.getTime() + 2 * DAY);
    expect(await eraseExpiredRecords(api.database.db, dayAfter, 20)).toBe(1 + KINDS.length);
    for (const id of [recent, ...Object.values(lastOfKind)]) expect(await recordOf(id)).toEqual(noRecord);
    expect(await recordOf(ids.other)).toEqual(wholeRecord);
  });

  it('two processes at their housekeeping at once erase a record once', async () => {
    const fourDaysOn = new Date(later.getTime() + 4 * DAY);
    const passes = await Promise.all([
      eraseExpiredRecords(api.database.db, fourDaysOn, 20),
      eraseExpiredRecords(api.database.db, fourDaysOn, 20),
    ]);
    expect(passes[0] + passes[1]).toBe(1);
    expect(await recordOf(lastOfAll)).toEqual(noRecord);
    expect((await requestOf(lastOfAll))?.recordErasedAt).toEqual(fourDaysOn);
  });
});
