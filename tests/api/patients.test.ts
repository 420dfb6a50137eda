import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientNutritionistSchema, patientPageSchema } from '@/lib/api/contract';
import { createSeededApi, type SeededApi } from './helpers/seeded-api';

describe('patients of a nutritionist', () => {
  let api: SeededApi;
  let ids: { nutri: number; nutri2: number; patient: number; admin: number };

  beforeAll(async () => {
    api = await createSeededApi();
    ids = {
      nutri: await api.idOf('nutri@nutri.test'),
      nutri2: await api.idOf('nutri2@nutri.test'),
      patient: await api.idOf('paciente@nutri.test'),
      admin: await api.idOf('admin@nutri.test'),
    };
  });
  afterAll(() => api.close());

  const listOf = (nutritionistId: number, query: string, token: string) =>
    api.request(`/v1/nutritionists/${nutritionistId}/patients${query}`, { token });

  it('GET /v1/nutritionists/{id}/patients – the nutritionist gets its 12 patients, 8 per page, by name', async () => {
    const first = patientPageSchema.parse(
      await (await listOf(ids.nutri, '?page=0&size=8', api.tokens.nutri)).json(),
    );
    expect(first.total_elements).toBe(12);
    expect(first.total_pages).toBe(2);
    expect(first.content).toHaveLength(8);
    expect(first.content[0]).toMatchObject({ name: 'Ana Paula Ferreira', birth_date: '1992-04-18' });
    const second = patientPageSchema.parse(
      await (await listOf(ids.nutri, '?page=1&size=8', api.tokens.nutri)).json(),
    );
    expect(second.content.map((patient) => patient.name)).toEqual([
      'Mariana Gomes Barbosa',
      'Pedro Henrique Almeida',
      'Rodrigo Nascimento Dias',
      'Thiago Fernandes Rocha',
    ]);
  });

  it('GET /v1/nutritionists/{id}/patients – the plan column is the real state, not a constant', async () => {
    const page = patientPageSchema.parse(
      await (await listOf(ids.nutri, '?size=20', api.tokens.nutri)).json(),
    );
    const withPlan = page.content
      .filter((patient) => patient.has_active_meal_plan)
      .map((patient) => patient.name);
    // Lucas has only an INACTIVE plan; six patients, Ana Paula among them, have an ACTIVE one.
    expect(withPlan).toHaveLength(6);
    expect(withPlan).toContain('Ana Paula Ferreira');
    expect(withPlan).not.toContain('Lucas Oliveira Santos');
    expect(page.content.find((patient) => patient.name.startsWith('Lucas'))?.physical_activity_factor).toBe(
      'LIGHTLY_ACTIVE',
    );
  });

  it('GET /v1/nutritionists/{id}/patients – patient_name ignores accents and case', async () => {
    const page = patientPageSchema.parse(
      await (
        await listOf(ids.nutri, `?patient_name=${encodeURIComponent('JOSE carlos')}`, api.tokens.nutri)
      ).json(),
    );
    expect(page.content.map((patient) => patient.name)).toEqual(['José Carlos Moreira']);
    const araujo = patientPageSchema.parse(
      await (await listOf(ids.nutri, '?patient_name=araujo', api.tokens.nutri)).json(),
    );
    expect(araujo.content.map((patient) => patient.name)).toEqual(['Larissa Araújo Teixeira']);
    const none = patientPageSchema.parse(
      await (await listOf(ids.nutri, '?patient_name=Carolina', api.tokens.nutri)).json(),
    );
    // Carolina is nutri2's patient: a search never reaches beyond one's own list.
    expect(none).toEqual({ content: [], total_elements: 0, total_pages: 0 });
  });

  it("GET /v1/nutritionists/{id}/patients – another nutritionist's list, a patient and an administrator get 404", async () => {
    for (const token of [api.tokens.nutri2, api.tokens.patient, api.tokens.admin]) {
      const response = await listOf(ids.nutri, '', token);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('Ana Paula');
    }
    // nutri2 reads its own three.
    const own = patientPageSchema.parse(await (await listOf(ids.nutri2, '', api.tokens.nutri2)).json());
    expect(own.total_elements).toBe(3);
  });

  it('GET /v1/nutritionists/{id}/patients – 401 without a token, 400 for a bad page', async () => {
    expect((await api.request(`/v1/nutritionists/${ids.nutri}/patients`)).status).toBe(401);
    expect((await listOf(ids.nutri, '?page=-1', api.tokens.nutri)).status).toBe(400);
    expect((await listOf(ids.nutri, '?size=1000', api.tokens.nutri)).status).toBe(400);
  });

  it('GET /v1/users/{id}/nutritionist – the patient sees its nutritionist: name and specialisations only', async () => {
    const response = await api.request(`/v1/users/${ids.patient}/nutritionist`, {
      token: api.tokens.patient,
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'name', 'specializations']);
    const nutritionist = patientNutritionistSchema.parse(body);
    expect(nutritionist).toMatchObject({ id: ids.nutri, name: 'Camila Rocha Andrade' });
    expect(nutritionist.specializations.length).toBeGreaterThan(0);
    for (const specialization of body.specializations)
      expect(Object.keys(specialization).sort()).toEqual(['id', 'name']);
  });

  it("GET /v1/users/{id}/nutritionist – anyone else's answers 404; a user without nutritionist gets 404", async () => {
    for (const token of [api.tokens.nutri, api.tokens.nutri2, api.tokens.admin]) {
      expect((await api.request(`/v1/users/${ids.patient}/nutritionist`, { token })).status).toBe(404);
    }
    expect(
      (await api.request(`/v1/users/${ids.admin}/nutritionist`, { token: api.tokens.admin })).status,
    ).toBe(404);
    expect((await api.request(`/v1/users/${ids.patient}/nutritionist`)).status).toBe(401);
  });

  it('GET /v1/users/{id} – the detail carries body measurement and plans for the own nutritionist only', async () => {
    const own = await api.request(`/v1/users/${ids.patient}`, { token: api.tokens.nutri });
    expect(own.status).toBe(200);
    const detail = await own.json();
    expect(detail.body_measurement).toMatchObject({ weight: 64.5, height: 165 });
    expect(detail.meal_plans.map((plan: { status: string }) => plan.status)).toEqual(['ACTIVE']);
    expect((await api.request(`/v1/users/${ids.patient}`, { token: api.tokens.nutri2 })).status).toBe(404);
  });
});
