// Input the database cannot hold is refused by the contract with a 400 and a code, and nothing is
// written: control characters (NUL above all) in any text, and ids beyond PostgreSQL's integer range.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands, foodstuffs, mailOutbox } from '@/upstream/src/db/schema';
import { FOOD_REQUEST, PAULISTA_ADDRESS } from '../fixtures/requests';
import { createSeededApi, type SeededApi } from './helpers/seeded-api';

let api: SeededApi;
let nutriId = 0;

beforeAll(async () => {
  api = await createSeededApi();
  nutriId = await api.idOf('nutri@nutri.test');
});
afterAll(() => api.close());

async function expectInvalid(response: Response) {
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
}

const rows = async (table: typeof brands | typeof foodstuffs | typeof mailOutbox) =>
  (await api.database.db.select({ total: count() }).from(table))[0]?.total ?? 0;

const food = FOOD_REQUEST;

describe('control characters in text', () => {
  it('POST /login and POST /v1/password-resets without a token: NUL in the e-mail is a 400', async () => {
    await expectInvalid(
      await api.request('/login', {
        method: 'POST',
        json: { email: 'nutri@nutri.test\u0000', password: 'x' },
      }),
    );
    const mails = await rows(mailOutbox);
    await expectInvalid(
      await api.request('/v1/password-resets', { method: 'POST', json: { email: '\u0000@nutri.test' } }),
    );
    expect(await rows(mailOutbox)).toBe(mails);
  });

  it('every search parameter with %00 (or another control character) is a 400', async () => {
    const searches = [
      ['/v1/foodstuffs?name_or_brand=', api.tokens.admin],
      ['/v1/brands?name=', api.tokens.admin],
      ['/v1/foodstuff-photos?tags=', api.tokens.admin],
      ['/v1/avatar-photos?tags=', api.tokens.nutri],
      [`/v1/nutritionists/${nutriId}/patients?patient_name=`, api.tokens.nutri],
      ['/v1/users?name=', api.tokens.admin],
    ] as const;
    for (const [path, token] of searches) {
      // A search is one line: a tab or a line break is refused like any other control character.
      for (const bad of ['%00', 'ab%00cd', '%1B', '%7F', 'p%C3%A3o%09de', 'p%C3%A3o%0Ade']) {
        await expectInvalid(await api.request(`${path}${bad}`, { token }));
      }
      // Accents and spaces are text.
      expect((await api.request(`${path}${encodeURIComponent('pão de queijo')}`, { token })).status).toBe(
        200,
      );
    }
  });

  it('NUL in a brand or a food name is a 400 and nothing is stored', async () => {
    const [brandCount, foodCount] = [await rows(brands), await rows(foodstuffs)];
    await expectInvalid(
      await api.request('/v1/brands', {
        method: 'POST',
        token: api.tokens.admin,
        json: { name: 'Marca\u0000' },
      }),
    );
    await expectInvalid(
      await api.request('/v1/foodstuffs', {
        method: 'POST',
        token: api.tokens.admin,
        json: { ...food, name: 'Pão\u0000de queijo' },
      }),
    );
    await expectInvalid(
      await api.request('/v1/foodstuffs/1', {
        method: 'PATCH',
        token: api.tokens.admin,
        json: { name: '\u0000' },
      }),
    );
    expect([await rows(brands), await rows(foodstuffs)]).toEqual([brandCount, foodCount]);
  });
});

describe('ids beyond PostgreSQL’s integer range', () => {
  it('brand_id and photo_id of 2147483648 in food create and patch are a 400, nothing stored', async () => {
    const foodCount = await rows(foodstuffs);
    for (const field of ['brand_id', 'photo_id']) {
      await expectInvalid(
        await api.request('/v1/foodstuffs', {
          method: 'POST',
          token: api.tokens.admin,
          json: { ...food, [field]: 2_147_483_648 },
        }),
      );
      await expectInvalid(
        await api.request('/v1/foodstuffs/1', {
          method: 'PATCH',
          token: api.tokens.admin,
          json: { [field]: 2_147_483_648 },
        }),
      );
    }
    expect(await rows(foodstuffs)).toBe(foodCount);
  });

  it('ids beyond the range are a 404 in paths (they name nothing), a 400 in queries and bodies', async () => {
    const huge = '2147483648';
    for (const path of [
      `/v1/foodstuffs/${huge}`,
      `/v1/users/${huge}`,
      `/v1/nutritionists/${huge}/patients`,
      `/v1/users/${huge}/meals?date=2025-03-12`,
    ]) {
      const response = await api.request(path, { token: api.tokens.admin });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    await expectInvalid(
      await api.request(`/v1/notifications?receiver_id=${huge}`, { token: api.tokens.admin }),
    );
    await expectInvalid(
      await api.request('/v1/notifications/read', {
        method: 'POST',
        token: api.tokens.nutri,
        json: { receiver_id: 2_147_483_648 },
      }),
    );
  });
});

describe('line breaks in one-line fields', () => {
  const paulista = PAULISTA_ADDRESS;
  const readAddress = async () =>
    (
      (await (await api.request(`/v1/nutritionists/${nutriId}`, { token: api.tokens.nutri })).json()) as {
        address: unknown;
      }
    ).address;

  it("CR/LF in the nutritionist's address, which her patients' booking e-mails carry, is a 400 and nothing changes", async () => {
    const before = await readAddress();
    for (const [field, value] of [
      ['street', 'Avenida Paulista\r\nBcc: todos@exemplo.com'],
      ['complement', 'Sala 3\nConsulta cancelada, ligue para 0800'],
      ['number', '900\t'],
      ['city', 'São Paulo\u2028Rio'],
    ] as const) {
      await expectInvalid(
        await api.request(`/v1/nutritionists/${nutriId}`, {
          method: 'PATCH',
          token: api.tokens.nutri,
          json: { address: { ...paulista, [field]: value } },
        }),
      );
    }
    expect(await readAddress()).toEqual(before);
  });

  it('a line break in a brand name or an invited e-mail is a 400; her description keeps its paragraphs', async () => {
    const brandsBefore = await rows(brands);
    await expectInvalid(
      await api.request('/v1/brands', {
        method: 'POST',
        token: api.tokens.admin,
        json: { name: 'Marca\r\nNova' },
      }),
    );
    expect(await rows(brands)).toBe(brandsBefore);
    const mailsBefore = await rows(mailOutbox);
    await expectInvalid(
      await api.request('/v1/connection-requests', {
        method: 'POST',
        token: api.tokens.nutri,
        json: { nutritionist_id: nutriId, patient_email: 'ana@exemplo.com\r\nBcc: todos@exemplo.com' },
      }),
    );
    expect(await rows(mailOutbox)).toBe(mailsBefore);

    const about = 'Atendo adultos.\n\nConsultas presenciais e online.';
    const saved = await api.request(`/v1/nutritionists/${nutriId}`, {
      method: 'PATCH',
      token: api.tokens.nutri,
      json: { about },
    });
    expect(saved.status).toBe(200);
  });
});
