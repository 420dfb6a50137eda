import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PatientDeletion, patientDeletionSchema } from '@/lib/api/contract';
import { deletionRequests, mailOutbox, users } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

const start = new Date('2025-03-10T15:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const LINK = /https:\/\/nutrir\.example\/deletion-requests\/cancellation-codes\/([A-Za-z0-9_-]{43})/;

describe("a nutritionist's erasure request: scheduled, mailed, cancellable by the patient", () => {
  let api: TestApi;
  let clock = start;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  let cancelling: number;
  let herself: number;
  const ask = (id: number, token: string) =>
    api.request(`/v1/users/${id}/deletion-request`, { method: 'POST', token });
  const cancel = (code: string) =>
    api.request(`/v1/deletion-requests/cancellation-codes/${code}`, { method: 'POST' });
  const emailOf = async (id: number) =>
    (await api.database.db.select().from(users).where(eq(users.id, id)))[0]?.email;
  const mailsTo = (email: string) =>
    api.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  async function codeMailedTo(email: string): Promise<string> {
    const [mail] = await mailsTo(email);
    const code = mail?.text.match(LINK)?.[1];
    if (!code) throw new Error(`no cancel link mailed to ${email}`);
    return code;
  }
  const problemCode = async (answer: Response) => ((await answer.json()) as { code: string }).code;

  beforeAll(async () => {
    api = await createTestApi({ PUBLIC_URL: 'https://nutrir.example' }, () => clock);
    ({ ids, tokens } = await createCareTeam(api, { nutriName: 'Dra. Lia' }));
    cancelling = await api.createUser({ email: 'c@t.test', role: 'ROLE_USER', nutritionistId: ids.nutri });
    herself = await api.createUser({ email: 'h@t.test', role: 'ROLE_USER', nutritionistId: ids.nutri });
    const phone = await api.request(`/v1/users/${ids.patient}/contact`, {
      method: 'PUT',
      token: tokens.nutri,
      json: { phone: '11987654321' },
    });
    expect(phone.status).toBe(200);
  });
  afterAll(() => api.close());

  let scheduled: PatientDeletion;
  it('POST /v1/users/{id}/deletion-request by her nutritionist – scheduled 7 days on, nothing erased yet', async () => {
    const answer = await ask(ids.patient, tokens.nutri);
    expect(answer.status).toBe(201);
    scheduled = patientDeletionSchema.parse(await answer.json());
    expect(scheduled).toMatchObject({
      patient_id: ids.patient,
      requested_by_role: 'NUTRITIONIST',
      status: 'SCHEDULED',
      requested_at: start.toISOString(),
      scheduled_for: new Date(start.getTime() + 7 * DAY).toISOString(),
      completed_at: null,
    });
    expect(await emailOf(ids.patient)).toBe('p@t.test');
    expect((await api.request('/v1/me', { token: tokens.patient })).status).toBe(200);
    const contact = await api.request(`/v1/users/${ids.patient}/contact`, { token: tokens.patient });
    expect(((await contact.json()) as { phone: string }).phone).toBe('11987654321');
  });

  it('the patient is e-mailed the date and a link that cancels it', async () => {
    const [mail] = await mailsTo('p@t.test');
    expect(mail?.subject).toBe('Pedido de exclusão dos seus dados');
    expect(mail?.text).toContain('Dra. Lia, sua nutricionista, pediu a exclusão dos seus dados pessoais');
    expect(mail?.text).toContain('A exclusão será feita em 17/03/2025.');
    expect(mail?.text).toMatch(LINK);
  });

  it('asking again while it waits answers the same request, and sends nothing more', async () => {
    const again = await ask(ids.patient, tokens.nutri);
    expect(again.status).toBe(201);
    expect(patientDeletionSchema.parse(await again.json()).id).toBe(scheduled.id);
    expect(await mailsTo('p@t.test')).toHaveLength(1);
  });

  it("POST /v1/deletion-requests/cancellation-codes/{code} – the patient's link cancels it, once", async () => {
    expect((await ask(cancelling, tokens.nutri)).status).toBe(201);
    const code = await codeMailedTo('c@t.test');
    const answer = await cancel(code);
    expect(answer.status).toBe(200);
    expect(patientDeletionSchema.parse(await answer.json())).toMatchObject({
      patient_id: cancelling,
      status: 'CANCELLED',
      completed_at: null,
    });
    const used = await cancel(code);
    expect(used.status).toBe(404);
    expect(await problemCode(used)).toBe('DELETION_CANCEL_CODE_INVALID');
  });

  it('an unknown or malformed code is refused, saying so', async () => {
    for (const code of ['a'.repeat(43), 'curto']) {
      const answer = await cancel(code);
      expect(answer.status).toBe(404);
      expect(await problemCode(answer)).toBe('DELETION_CANCEL_CODE_INVALID');
    }
  });

  it("the patient's own request is carried out at once, and ends her nutritionist's waiting one", async () => {
    expect((await ask(herself, tokens.nutri)).status).toBe(201);
    const code = await codeMailedTo('h@t.test');
    const token = await api.signIn('h@t.test', 'Senha1234');
    const answer = await ask(herself, token);
    expect(answer.status).toBe(201);
    expect(patientDeletionSchema.parse(await answer.json())).toMatchObject({
      requested_by_role: 'PATIENT',
      status: 'COMPLETED',
      scheduled_for: null,
      completed_at: start.toISOString(),
    });
    expect(await emailOf(herself)).toBe(`excluida-${herself}@dados-excluidos.invalid`);
    expect(await mailsTo('h@t.test')).toEqual([]);
    expect(await problemCode(await cancel(code))).toBe('DELETION_CANCEL_CODE_INVALID');
  });

  it('a minute short of 7 days nothing is erased; at 7 days the jobs worker erases her, and only her', async () => {
    clock = new Date(start.getTime() + 7 * DAY - 60_000);
    await api.runJobs();
    expect(await emailOf(ids.patient)).toBe('p@t.test');

    clock = new Date(start.getTime() + 7 * DAY);
    await api.runJobs();
    expect(await emailOf(ids.patient)).toBe(`excluida-${ids.patient}@dados-excluidos.invalid`);
    const [request] = await api.database.db
      .select()
      .from(deletionRequests)
      .where(eq(deletionRequests.id, scheduled.id));
    expect(request).toMatchObject({ status: 'COMPLETED', completedAt: clock, cancelCodeHash: null });
    expect((await api.request('/v1/me', { token: tokens.patient })).status).toBe(401);
    // A week on, her nutritionist's session of then has expired.
    tokens.nutri = await api.signIn('n@t.test', 'Senha1234');
    const contact = await api.request(`/v1/users/${ids.patient}/contact`, { token: tokens.nutri });
    expect(((await contact.json()) as { phone: string | null }).phone).toBeNull();
    // The mail that told her, with her address, went with the rest.
    expect(await mailsTo('p@t.test')).toEqual([]);

    // The cancelled request stays cancelled: her data are all there.
    expect(await emailOf(cancelling)).toBe('c@t.test');
    const signedIn = await api.signIn('c@t.test', 'Senha1234');
    expect((await api.request('/v1/me', { token: signedIn })).status).toBe(200);
  });

  it('once carried out, a new request is told it is done already', async () => {
    const answer = await ask(ids.patient, tokens.nutri);
    expect(answer.status).toBe(409);
    expect(await problemCode(answer)).toBe('DELETION_ALREADY_DONE');
  });
});
