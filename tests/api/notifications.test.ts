import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationPageSchema, notificationSchema } from '@/lib/api/contract';
import { notifications } from '@/upstream/src/db/schema';
import { createNotification } from '@/upstream/src/services/accounts/notifications';
import { createSeededApi, type SeededApi } from './helpers/seeded-api';

describe('notifications', () => {
  let api: SeededApi;
  let nutriId: number;
  let nutri2Id: number;

  beforeAll(async () => {
    api = await createSeededApi();
    nutriId = await api.idOf('nutri@nutri.test');
    nutri2Id = await api.idOf('nutri2@nutri.test');
  });
  afterAll(() => api.close());

  const list = (query: string, token = api.tokens.nutri) =>
    api.request(`/v1/notifications${query}`, { token });

  it('GET /v1/notifications – the receiver gets its notifications newest first, with total_unread', async () => {
    const page = notificationPageSchema.parse(
      await (await list(`?receiver_id=${nutriId}&page=0&size=20`)).json(),
    );
    expect(page.total_elements).toBe(3);
    expect(page.total_unread).toBe(2);
    expect(page.content.map((item) => item.code)).toEqual([
      'APPOINTMENT_REFUSED',
      'APPOINTMENT_CONFIRMED',
      'PATIENT_CONNECTION_ACCEPTED',
    ]);
    const keys = page.content[0]!.metadata.map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['patient_id', 'patient_name', 'patient_photo_url', 'date']));
  });

  it('GET /v1/notifications – status=UNREAD filters, and total_unread stays the whole count', async () => {
    const page = notificationPageSchema.parse(
      await (await list(`?receiver_id=${nutriId}&status=UNREAD`)).json(),
    );
    expect(page.content.every((item) => item.status === 'UNREAD')).toBe(true);
    expect(page).toMatchObject({ total_elements: 2, total_unread: 2 });
  });

  it('GET /v1/notifications – pages of the given size', async () => {
    await api.database.db.insert(notifications).values(
      Array.from({ length: 25 }, (_, index) => ({
        receiverId: nutriId,
        code: 'PATIENT_CONNECTION_REFUSED' as const,
        metadata: [{ key: 'patient_name', value: `Paciente ${index}` }],
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, index)),
      })),
    );
    const second = notificationPageSchema.parse(
      await (await list(`?receiver_id=${nutriId}&page=1&size=20`)).json(),
    );
    expect(second).toMatchObject({ total_elements: 28, total_pages: 2, total_unread: 27 });
    expect(second.content).toHaveLength(8);
    const farAway = notificationPageSchema.parse(
      await (await list(`?receiver_id=${nutriId}&page=99999&size=20`)).json(),
    );
    expect(farAway.content).toEqual([]);
    expect(farAway.total_unread).toBe(27);
  });

  it("GET /v1/notifications – someone else's receiver_id answers 404; no receiver 400; no token 401", async () => {
    for (const token of [api.tokens.nutri2, api.tokens.patient, api.tokens.admin]) {
      const response = await list(`?receiver_id=${nutriId}`, token);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('patient_name');
    }
    expect((await list('')).status).toBe(400);
    expect((await api.request(`/v1/notifications?receiver_id=${nutriId}`)).status).toBe(401);
    const own = notificationPageSchema.parse(
      await (await list(`?receiver_id=${nutri2Id}`, api.tokens.nutri2)).json(),
    );
    expect(own.total_elements).toBe(0);
  });

  it('PATCH /v1/notifications/{id} – marks one read; another user cannot touch it', async () => {
    const page = notificationPageSchema.parse(
      await (await list(`?receiver_id=${nutriId}&status=UNREAD&size=1`)).json(),
    );
    const target = page.content[0]!;
    const path = `/v1/notifications/${target.id}`;
    for (const token of [api.tokens.nutri2, api.tokens.patient, api.tokens.admin]) {
      expect((await api.request(path, { method: 'PATCH', token, json: { status: 'READ' } })).status).toBe(
        404,
      );
    }
    expect(
      (await api.request(path, { method: 'PATCH', token: api.tokens.nutri, json: { status: 'UNREAD' } }))
        .status,
    ).toBe(400);
    const response = await api.request(path, {
      method: 'PATCH',
      token: api.tokens.nutri,
      json: { status: 'READ' },
    });
    expect(notificationSchema.parse(await response.json()).status).toBe('READ');
    const after = notificationPageSchema.parse(await (await list(`?receiver_id=${nutriId}`)).json());
    expect(after.total_unread).toBe(page.total_unread - 1);
  });

  it('POST /v1/notifications/read – clears every unread notification of the receiver only', async () => {
    for (const token of [api.tokens.nutri2, api.tokens.patient, api.tokens.admin]) {
      const refused = await api.request('/v1/notifications/read', {
        method: 'POST',
        token,
        json: { receiver_id: nutriId },
      });
      expect(refused.status).toBe(404);
    }
    const response = await api.request('/v1/notifications/read', {
      method: 'POST',
      token: api.tokens.nutri,
      json: { receiver_id: nutriId },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).updated).toBeGreaterThan(0);
    const after = notificationPageSchema.parse(await (await list(`?receiver_id=${nutriId}`)).json());
    expect(after.total_unread).toBe(0);
  });

  it('GET /v1/notifications – an administrator, who has no bell, is sent no notification', async () => {
    const adminId = await api.idOf('admin@nutri.test');
    const notice = {
      code: 'PATIENT_CONNECTION_ACCEPTED' as const,
      metadata: { patient_name: 'Ana' },
      createdAt: new Date('2025-03-12T12:00:00Z'),
    };
    await createNotification(api.database.db, { ...notice, receiverId: adminId });
    await createNotification(api.database.db, { ...notice, receiverId: nutri2Id });
    const admin = notificationPageSchema.parse(
      await (await list(`?receiver_id=${adminId}`, api.tokens.admin)).json(),
    );
    expect(admin.total_elements).toBe(0);
    expect(admin.total_unread).toBe(0);
    const nutri2 = notificationPageSchema.parse(
      await (await list(`?receiver_id=${nutri2Id}`, api.tokens.nutri2)).json(),
    );
    expect(nutri2.content.map((item) => item.code)).toContain('PATIENT_CONNECTION_ACCEPTED');
  });
});
