import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_NOTE_MAX, consultationNotesSchema, consultationPageSchema } from '@/lib/api/contract';
import { appointments, consultationNotes } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

let now = new Date('2025-03-10T15:00:00Z');

describe('consultation notes', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  let older: number;
  let newer: number;
  let canceled: number;
  let othersConsultation: number;
  const list = (id: number) => `/v1/users/${id}/consultations`;
  const notesOf = (appointmentId: number, patient = ids.patient) =>
    `/v1/users/${patient}/consultations/${appointmentId}/notes`;

  const book = async (
    nutritionistId: number,
    patientId: number,
    start: string,
    status: 'CONFIRMED' | 'COMPLETED' | 'CANCELED' = 'COMPLETED',
  ) => {
    const startDateTime = new Date(start);
    const [row] = await api.database.db
      .insert(appointments)
      .values({
        nutritionistId,
        patientId,
        type: 'ON_SITE',
        status,
        startDateTime,
        endDateTime: new Date(startDateTime.getTime() + 50 * 60_000),
      })
      .returning({ id: appointments.id });
    return row!.id;
  };

  beforeAll(async () => {
    api = await createTestApi({}, () => now);
    ({ ids, tokens } = await createCareTeam(api, { nutriName: 'Dra. Lia' }));
    older = await book(ids.nutri, ids.patient, '2025-02-10T13:00:00Z');
    // 23:30 in São Paulo is the next day in UTC: the consultation's day is the service zone's.
    newer = await book(ids.nutri, ids.patient, '2025-03-11T02:30:00Z');
    canceled = await book(ids.nutri, ids.patient, '2025-03-05T13:00:00Z', 'CANCELED');
    othersConsultation = await book(ids.nutri2, ids.other, '2025-03-05T13:00:00Z');
  });
  afterAll(() => api.close());

  const post = (appointmentId: number, json: unknown, token = tokens.nutri, patient = ids.patient) =>
    api.request(notesOf(appointmentId, patient), { method: 'POST', token, json });
  const read = async (token = tokens.nutri, query = '') =>
    consultationPageSchema.parse(await (await api.request(`${list(ids.patient)}${query}`, { token })).json());

  it('GET /v1/users/{id}/consultations – newest first, the cancelled one left out, no notes yet', async () => {
    const page = await read();
    expect(page.total_elements).toBe(2);
    expect(page.content.map((item) => [item.appointment_id, item.date, item.notes])).toEqual([
      [newer, '2025-03-10', []],
      [older, '2025-02-10', []],
    ]);
    const second = await read(tokens.nutri, '?page=1&size=1');
    expect(second.content.map((item) => item.appointment_id)).toEqual([older]);
    expect(second.total_pages).toBe(2);
  });

  it('POST …/consultations/{appointmentId}/notes – SOAP sections saved, blank ones kept as null', async () => {
    const answer = await post(newer, {
      subjective: '  Relata fome à noite.  ',
      objective: 'Peso 64 kg.',
      assessment: '',
      plan: 'Ceia com proteína.',
    });
    expect(answer.status).toBe(201);
    expect(consultationNotesSchema.parse(await answer.json())).toMatchObject({
      appointment_id: newer,
      subjective: 'Relata fome à noite.',
      objective: 'Peso 64 kg.',
      assessment: null,
      plan: 'Ceia com proteína.',
      free_text: null,
      date: '2025-03-10',
      recorded_by: { id: ids.nutri, name: 'Dra. Lia' },
    });
  });

  it('an edit is a new version: both are listed, newest first, each as it was saved', async () => {
    now = new Date('2025-03-10T18:00:00Z');
    const answer = await post(newer, { free_text: 'Reavaliar em 30 dias.', plan: 'Ceia com iogurte.' });
    expect(answer.status).toBe(201);
    const [first] = (await read()).content;
    expect(first?.notes.map((notes) => [notes.date, notes.plan, notes.subjective, notes.free_text])).toEqual([
      ['2025-03-10', 'Ceia com iogurte.', null, 'Reavaliar em 30 dias.'],
      ['2025-03-10', 'Ceia com proteína.', 'Relata fome à noite.', null],
    ]);
  });

  it('POST …/notes – 400 when nothing is written or a section is past the bound', async () => {
    for (const body of [{}, { subjective: '   ', plan: null }]) {
      const answer = await post(older, body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        code: 'INVALID_DATA',
        detail: 'Os dados informados são inválidos.',
      });
    }
    const long = await post(older, { objective: 'x'.repeat(CONSULTATION_NOTE_MAX + 1) });
    expect(long.status).toBe(400);
    expect((await long.json()).detail).toBe('Campo inválido: objective.');
    expect((await post(older, { objective: 'x'.repeat(CONSULTATION_NOTE_MAX) })).status).toBe(201);
    expect((await post(older, { plan: 'a\u0000b' })).status).toBe(400);
  });

  it('POST …/notes – 409 APPOINTMENT_CANCELED on a cancelled consultation', async () => {
    const answer = await post(canceled, { plan: 'Nada.' });
    expect(answer.status).toBe(409);
    expect((await answer.json()).code).toBe('APPOINTMENT_CANCELED');
  });

  it('the patient herself is told 403; another nutritionist, another patient and an administrator 404', async () => {
    expect((await api.request(list(ids.patient), { token: tokens.patient })).status).toBe(403);
    expect((await post(newer, { plan: 'Minha anotação.' }, tokens.patient)).status).toBe(403);
    for (const who of ['nutri2', 'other', 'admin'] as const) {
      expect((await api.request(list(ids.patient), { token: tokens[who] })).status).toBe(404);
      expect((await post(newer, { plan: 'Intrusão.' }, tokens[who])).status).toBe(404);
    }
    expect((await api.request(list(ids.patient))).status).toBe(401);
  });

  it("POST …/notes – 404 for another couple's consultation, even through one's own patient", async () => {
    // nutri2's consultation with her own patient, reached through nutri's patient: not theirs.
    expect((await post(othersConsultation, { plan: 'x' })).status).toBe(404);
    expect((await post(othersConsultation, { plan: 'x' }, tokens.nutri2)).status).toBe(404);
    expect((await post(999_999, { plan: 'x' })).status).toBe(404);
    const [stored] = await api.database.db.select().from(consultationNotes).limit(1);
    expect(stored?.appointmentId).not.toBe(othersConsultation);
  });

  it('POST …/notes – 403 for notes someone else wrote', async () => {
    const fresh = await book(ids.nutri, ids.patient, '2025-01-10T13:00:00Z');
    // Written by nutri2 while she followed the patient (the notes stay hers).
    await api.database.db
      .insert(consultationNotes)
      .values({ appointmentId: fresh, authorId: ids.nutri2, plan: 'Dela.' });
    const answer = await post(fresh, { plan: 'Minha versão.' });
    expect(answer.status).toBe(403);
    expect((await answer.json()).detail).toBe('Somente quem escreveu estas anotações pode alterá-las.');
  });
});
