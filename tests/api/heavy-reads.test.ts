// Heavy reads cannot starve the API: a patient's export runs one at a time per caller and at most
// EXPORT_CONCURRENCY at once, and a record holds at most ANAMNESIS_MAX_VERSIONS anamnesis versions and
// CONSULTATION_NOTES_MAX consultation notes. An export answer whose body has not been read yet is an
// export still running: its slot is held until the last byte leaves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anamnesisListSchema, consultationPageSchema, patientExportSchema } from '@/lib/api/contract';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';
import { bookConsultation } from './helpers/patient-record';

const now = new Date('2025-03-10T15:00:00Z');

describe('heavy reads and the record’s bounds', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;

  beforeAll(async () => {
    api = await createTestApi(
      { EXPORT_CONCURRENCY: '1', ANAMNESIS_MAX_VERSIONS: '2', CONSULTATION_NOTES_MAX: '2' },
      () => now,
    );
    ({ ids, tokens } = await createCareTeam(api));
  });
  afterAll(() => api.close());

  const exportPath = (patientId = ids.patient) => `/v1/users/${patientId}/export`;
  /** An export whose answer is left unread: still running, as far as the API knows. */
  const startExport = async (token: string, patientId = ids.patient) => {
    const answer = await api.app.request(exportPath(patientId), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(answer.status).toBe(200);
    return answer;
  };

  it('GET /v1/users/{id}/export – two at once by one caller: one 200, one 429 EXPORT_IN_PROGRESS', async () => {
    const both = await Promise.all(
      [1, 2].map(() =>
        api.app.request(exportPath(), { headers: { Authorization: `Bearer ${tokens.nutri}` } }),
      ),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 429]);
    const refused = both.find((answer) => answer.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toMatchObject({ code: 'EXPORT_IN_PROGRESS' });
    await both.find((answer) => answer.status === 200)!.arrayBuffer();
  });

  it('GET /v1/users/{id}/export – a second export by the same caller while hers runs is 429 with Retry-After', async () => {
    const running = await startExport(tokens.nutri);
    const [second, third] = await Promise.all([
      api.request(exportPath(), { token: tokens.nutri }),
      api.request(exportPath(), { token: tokens.nutri }),
    ]);
    for (const refused of [second, third]) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toBe('application/problem+json');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ code: 'EXPORT_IN_PROGRESS' });
    }
    // Once hers has been read to its end, she may export again.
    expect(patientExportSchema.parse(await running.json()).account.id).toBe(ids.patient);
    const again = await api.request(exportPath(), { token: tokens.nutri });
    expect(again.status).toBe(200);
  });

  it('GET /v1/users/{id}/export – past EXPORT_CONCURRENCY exports at once, another caller gets 503 with Retry-After', async () => {
    const running = await startExport(tokens.patient);
    const refused = await api.request(exportPath(), { token: tokens.nutri });
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'SERVER_BUSY' });
    // A client that goes away gives the slot back too.
    await running.body?.cancel();
    expect((await api.request(exportPath(), { token: tokens.nutri })).status).toBe(200);
  });

  it('GET /v1/users/{id}/export – a refused export (404) takes no slot', async () => {
    const refused = await api.request(exportPath(ids.other), { token: tokens.nutri });
    expect(refused.status).toBe(404);
    expect((await api.request(exportPath(), { token: tokens.nutri })).status).toBe(200);
  });

  const anamnesis = (note: string) => ({
    form: 'SHORT',
    content: {
      conditions: {},
      medications: {},
      allergies: {},
      habits: {},
      bowel: {},
      sleep: {},
      water: {},
      notes: note,
    },
  });
  const readAnamneses = async () =>
    anamnesisListSchema.parse(
      await (await api.request(`/v1/users/${ids.patient}/anamneses`, { token: tokens.nutri })).json(),
    );

  it('POST /v1/users/{id}/anamneses – 409 ANAMNESIS_LIMIT_REACHED past ANAMNESIS_MAX_VERSIONS, and nothing is saved', async () => {
    const save = (note: string) =>
      api.request(`/v1/users/${ids.patient}/anamneses`, {
        method: 'POST',
        token: tokens.nutri,
        json: anamnesis(note),
      });
    expect((await save('primeira')).status).toBe(201);
    expect((await save('segunda')).status).toBe(201);
    const refused = await save('terceira');
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toBe('application/problem+json');
    expect(await refused.json()).toMatchObject({ code: 'ANAMNESIS_LIMIT_REACHED' });
    const list = await readAnamneses();
    expect(list.versions).toHaveLength(2);
    expect(list.latest?.content.notes).toBe('segunda');
  });

  it('POST /v1/users/{id}/consultations/{appointmentId}/notes – 409 CONSULTATION_NOTES_LIMIT_REACHED past CONSULTATION_NOTES_MAX across her consultations, and nothing is saved', async () => {
    const first = await bookConsultation(api, ids.nutri, ids.patient, '2025-02-10T13:00:00Z');
    const second = await bookConsultation(api, ids.nutri, ids.patient, '2025-03-03T13:00:00Z');
    const write = (appointmentId: number, text: string) =>
      api.request(`/v1/users/${ids.patient}/consultations/${appointmentId}/notes`, {
        method: 'POST',
        token: tokens.nutri,
        json: { free_text: text },
      });
    expect((await write(first, 'v1')).status).toBe(201);
    expect((await write(first, 'v2')).status).toBe(201);
    const refused = await write(second, 'outra consulta');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'CONSULTATION_NOTES_LIMIT_REACHED' });
    const page = consultationPageSchema.parse(
      await (await api.request(`/v1/users/${ids.patient}/consultations`, { token: tokens.nutri })).json(),
    );
    expect(
      page.content.flatMap((consultation) => consultation.notes.map((notes) => notes.free_text)),
    ).toEqual(['v2', 'v1']);
  });

  it('the other patient’s record has bounds of its own', async () => {
    const saved = await api.request(`/v1/users/${ids.other}/anamneses`, {
      method: 'POST',
      token: tokens.nutri2,
      json: anamnesis('dela'),
    });
    expect(saved.status).toBe(201);
  });
});
