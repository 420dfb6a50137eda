import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PatientExport, patientExportSchema } from '@/lib/api/contract';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';
import { bookConsultation, type PlantedRecord, plantPatientRecord } from './helpers/patient-record';
import { CPFS, type Practice, setUpPractice } from './helpers/practice';

const now = new Date('2025-03-10T15:00:00Z');

describe('GET /v1/users/{id}/export', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  let mine: PlantedRecord;
  let others: PlantedRecord;
  let withFormerNutritionist: number;
  const exportOf = (id: number, token?: string) => api.request(`/v1/users/${id}/export`, { token });
  const read = async (token: string): Promise<PatientExport> => {
    const answer = await exportOf(ids.patient, token);
    expect(answer.status).toBe(200);
    return patientExportSchema.parse(await answer.json());
  };

  beforeAll(async () => {
    api = await createTestApi({}, () => now, 'catalogue');
    ({ ids, tokens } = await createCareTeam(api, { nutriName: 'Dra. Lia' }));
    mine = await plantPatientRecord(
      api,
      {
        patientId: ids.patient,
        nutritionistId: ids.nutri,
        patientToken: tokens.patient,
        nutritionistToken: tokens.nutri,
      },
      'DELA',
    );
    others = await plantPatientRecord(
      api,
      {
        patientId: ids.other,
        nutritionistId: ids.nutri2,
        patientToken: tokens.other,
        nutritionistToken: tokens.nutri2,
      },
      'DOUTRA',
    );
    // Before nutri, she was seen once by nutri2: hers, not nutri's.
    withFormerNutritionist = await bookConsultation(api, ids.nutri2, ids.patient, '2024-11-04T13:00:00Z');
  });
  afterAll(() => api.close());

  it('the patient fetches everything held about her', async () => {
    const document = await read(tokens.patient);
    expect(document.generated_at).toBe(now.toISOString());
    expect(document.account).toMatchObject({ id: ids.patient, email: 'p@t.test', name: 'p' });
    expect(document.contact).toEqual({
      patient_id: ids.patient,
      email: 'p@t.test',
      phone: '(11) 98765-4321',
      cpf: null,
    });
    expect(document.address?.street).toBe('Avenida DELA');
    expect(document.nutritionist).toEqual({ id: ids.nutri, name: 'Dra. Lia' });
    expect(document.anamneses.map((version) => version.content.medications.in_use)).toEqual([
      mine.anamnesisNote,
    ]);
    expect(document.goals).toMatchObject({ basis: 'TOTAL', energy: 1800, target_weight: 62 });
    expect(document.consultations.map((consultation) => consultation.appointment_id)).toEqual([
      mine.appointment,
      withFormerNutritionist,
    ]);
    expect(document.consultations[0]!.notes.map((notes) => notes.subjective)).toEqual([
      mine.consultationNote,
    ]);
    expect(document.anthropometric_records).toMatchObject([{ date: '2025-03-03', weight: 70.5 }]);
    expect(document.meals.map((meal) => meal.id)).toEqual([mine.meal]);
    expect(document.meal_plans.map((plan) => plan.id)).toEqual([mine.plan]);
    expect(document.meal_plans[0]!.meal_periods[0]!.meal_foodstuffs[0]!.substitutions).toHaveLength(1);
    expect(document.appointments.map((appointment) => appointment.id)).toEqual([
      withFormerNutritionist,
      mine.appointment,
    ]);
    expect(document.access_trail.length).toBeGreaterThan(0);
    expect(document.dismissals).toEqual([]);
  });

  it('holds no secret of the account', async () => {
    const text = await (await exportOf(ids.patient, tokens.patient)).text();
    expect(text).not.toMatch(/password|token_version|\$argon2/i);
  });

  it('her nutritionist fetches it, with the consultations and appointments that are hers', async () => {
    const document = await read(tokens.nutri);
    expect(document.account.id).toBe(ids.patient);
    expect(document.anamneses).toHaveLength(1);
    expect(document.consultations.map((consultation) => consultation.appointment_id)).toEqual([
      mine.appointment,
    ]);
    expect(document.appointments.map((appointment) => appointment.id)).toEqual([mine.appointment]);
  });

  it('nothing of another patient leaks into it', async () => {
    const text = await (await exportOf(ids.patient, tokens.patient)).text();
    for (const foreign of ['o@t.test', 'DOUTRA', others.anamnesisNote, others.consultationNote]) {
      expect(text).not.toContain(foreign);
    }
    const document = await read(tokens.patient);
    expect(document.meals.map((meal) => meal.id)).not.toContain(others.meal);
    expect(document.meal_plans.map((plan) => plan.id)).not.toContain(others.plan);
    expect(document.access_trail.every((entry) => entry.patient_id === ids.patient)).toBe(true);
  });

  it('anyone else is refused: another nutritionist, another patient and an administrator 404, no token 401', async () => {
    expect((await exportOf(ids.patient, tokens.nutri2)).status).toBe(404);
    expect((await exportOf(ids.patient, tokens.other)).status).toBe(404);
    expect((await exportOf(ids.patient, tokens.admin)).status).toBe(404);
    expect((await exportOf(ids.patient)).status).toBe(401);
    // Her nutritionist cannot take another nutritionist's patient either.
    expect((await exportOf(ids.other, tokens.nutri)).status).toBe(404);
  });

  it('the export is recorded in her access trail, and so are the refusals', async () => {
    await exportOf(ids.patient, tokens.nutri2);
    const answer = await exportOf(ids.patient, tokens.patient);
    expect(answer.status).toBe(200);
    const { access_trail } = patientExportSchema.parse(await answer.json());
    const exports = access_trail.filter((entry) => entry.resource === 'EXPORT');
    expect(exports[0]).toMatchObject({ actor_role: 'NUTRITIONIST', action: 'READ', outcome: 'REFUSED' });
    expect(exports.some((entry) => entry.actor?.id === ids.nutri && entry.outcome === 'ALLOWED')).toBe(true);
    const trail = await api.request(`/v1/users/${ids.patient}/access-trail?page=0&size=1`, {
      token: tokens.patient,
    });
    const [newest] = (
      (await trail.json()) as { content: { resource: string; action: string; actor: { id: number } }[] }
    ).content;
    expect(newest).toMatchObject({ resource: 'EXPORT', action: 'READ', actor: { id: ids.patient } });
  });

  it("holds her charges, payments and receipts: all of hers to her, her nutritionist's own to her", async () => {
    const practiceOf = (who: 'nutri' | 'nutri2') =>
      setUpPractice(api, {
        nutritionistId: ids[who],
        token: tokens[who],
        patientId: ids.patient,
        registration: who === 'nutri' ? '10001' : '10002',
      });
    /** Her own price on a past appointment, paid by Pix: the payment's id. */
    const paid = async (practice: Practice, appointmentId: number, cents: number) => {
      await practice.call(
        `/v1/appointments/${appointmentId}/charge`,
        { method: 'PATCH', json: { amount_cents: cents } },
        200,
      );
      const charge = await practice.pay(appointmentId, {
        amount_cents: cents,
        paid_on: '2025-03-03',
        method: 'PIX',
        payer_cpf: CPFS.payer,
      });
      return charge.payments[0]!.id;
    };
    const hers = await practiceOf('nutri');
    const receipt = await hers.issue(await paid(hers, mine.appointment, 18_000));
    await paid(await practiceOf('nutri2'), withFormerNutritionist, 9_000);

    const own = await read(tokens.patient);
    expect(own.charges.map((charge) => [charge.id, charge.amount_cents, charge.status])).toEqual([
      [mine.appointment, 18_000, 'PAID'],
      [withFormerNutritionist, 9_000, 'PAID'],
    ]);
    expect(own.charges[0]!.payments[0]).toMatchObject({ method: 'PIX', payer: { cpf: '52998224725' } });
    expect(own.receipts.map((kept) => [kept.id, kept.number])).toEqual([[receipt.id, 1]]);

    const toHerNutritionist = await read(tokens.nutri);
    expect(toHerNutritionist.charges.map((charge) => charge.id)).toEqual([mine.appointment]);
    expect(toHerNutritionist.receipts.map((kept) => kept.id)).toEqual([receipt.id]);
  });
});
