// The nutritionist's profile (spec 2 §3, §7): who reads what of it, what PATCH accepts and refuses,
// the CEP lookup with the local table, her own photo, and dismissed suggestions across devices.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressLookupSchema,
  dismissalsSchema,
  nutritionistForPatientSchema,
  nutritionistSchema,
  userSchema,
} from '@/lib/api/contract';
import { ABOUT_MAX_LENGTH } from '@/lib/rules/profile';
import { avatarPhotos } from '@/upstream/src/db/schema';
import { COPACABANA_ADDRESS, PAULISTA_ADDRESS } from '../fixtures/requests';
import { createSeededApi, type SeededApi } from './helpers/seeded-api';

let api: SeededApi;
let nutri: number;
let nutri2: number;
let patient: number;

beforeAll(async () => {
  api = await createSeededApi({ CEP_LOOKUPS_PER_MINUTE: '5' });
  nutri = await api.idOf('nutri@nutri.test');
  nutri2 = await api.idOf('nutri2@nutri.test');
  patient = await api.idOf('paciente@nutri.test');
});
afterAll(() => api.close());

const patch = (id: number, json: unknown, token = api.tokens.nutri) =>
  api.request(`/v1/nutritionists/${id}`, { method: 'PATCH', token, json });

const paulista = PAULISTA_ADDRESS;

describe('GET /v1/nutritionists/{id}', () => {
  it('gives the nutritionist herself every field of her profile', async () => {
    const answer = await api.request(`/v1/nutritionists/${nutri}`, { token: api.tokens.nutri });
    expect(answer.status).toBe(200);
    const profile = nutritionistSchema.parse(await answer.json());
    expect(profile).toMatchObject({
      name: 'Camila Rocha Andrade',
      email: 'nutri@nutri.test',
      birth_date: '1988-07-22',
      gender: 'FEMALE',
      professional_document: { crn: 3, registration_number: '10001' },
      average_rating: 4.8,
      address: { zip_code: '01310100', street: 'Avenida Paulista', state: 'SP' },
    });
    expect(profile.specializations.map((s) => s.id)).toEqual([1, 4]);
    expect(profile.specialization_catalogue.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('gives her patient only name, photo and specialisations', async () => {
    const answer = await api.request(`/v1/nutritionists/${nutri}`, { token: api.tokens.patient });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['id', 'name', 'photo_url', 'specializations']);
    expect(nutritionistForPatientSchema.parse(body).name).toBe('Camila Rocha Andrade');
    expect(JSON.stringify(body)).not.toContain('nutri@nutri.test');
    expect(JSON.stringify(body)).not.toContain('1988-07-22');
    expect(JSON.stringify(body)).not.toContain('Paulista');
  });

  it('answers 404 to another nutritionist, an administrator and another nutritionist’s patient, 401 without a token', async () => {
    for (const token of [api.tokens.nutri2, api.tokens.admin])
      expect((await api.request(`/v1/nutritionists/${nutri}`, { token })).status).toBe(404);
    expect((await api.request(`/v1/nutritionists/${nutri2}`, { token: api.tokens.patient })).status).toBe(
      404,
    );
    // A patient asking for itself as if it were a nutritionist learns nothing either.
    expect((await api.request(`/v1/nutritionists/${patient}`, { token: api.tokens.patient })).status).toBe(
      404,
    );
    expect((await api.request(`/v1/nutritionists/${nutri}`)).status).toBe(401);
  });
});

describe('PATCH /v1/nutritionists/{id}', () => {
  it('racing saves of the specialisations all answer, and leave one of the choices', async () => {
    const choices = [[1], [2, 3], [4, 5, 6], [7], [8, 9]];
    const answers = await Promise.all(
      choices.map((ids) => patch(nutri2, { specialization_ids: ids }, api.tokens.nutri2)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const profile = nutritionistSchema.parse(
      await (await api.request(`/v1/nutritionists/${nutri2}`, { token: api.tokens.nutri2 })).json(),
    );
    expect(choices).toContainEqual(profile.specializations.map((s) => s.id));
  });

  it('changes only the parts sent: specialisations, then the description, then the address', async () => {
    let answer = await patch(nutri, { specialization_ids: [2, 7, 10] });
    expect(answer.status).toBe(200);
    let profile = nutritionistSchema.parse(await answer.json());
    expect(profile.specializations.map((s) => s.name)).toEqual([
      'Nutrição Esportiva',
      'Nutrição Estética',
      'Nutrição Geriátrica',
    ]);
    expect(profile.address?.number).toBe('1578');

    answer = await patch(nutri, { about: '  Atendo adultos e idosos.  ' });
    profile = nutritionistSchema.parse(await answer.json());
    expect(profile.about).toBe('Atendo adultos e idosos.');
    expect(profile.specializations).toHaveLength(3);

    answer = await patch(nutri, { address: paulista });
    profile = nutritionistSchema.parse(await answer.json());
    expect(profile.address).toEqual({ country: 'BRAZIL', ...paulista, complement: null });

    // Her patient sees the new specialisations at once.
    const seen = await api.request(`/v1/nutritionists/${nutri}`, { token: api.tokens.patient });
    expect(nutritionistForPatientSchema.parse(await seen.json()).specializations.map((s) => s.id)).toEqual([
      2, 7, 10,
    ]);
  });

  it('turns appointment reminders off and on again (on by default), leaving the rest as it was', async () => {
    const read = async () =>
      nutritionistSchema.parse(
        await (await api.request(`/v1/nutritionists/${nutri2}`, { token: api.tokens.nutri2 })).json(),
      );
    const before = await read();
    expect(before.appointment_reminders).toBe(true);
    const off = await patch(nutri2, { appointment_reminders: false }, api.tokens.nutri2);
    expect(off.status).toBe(200);
    expect(nutritionistSchema.parse(await off.json())).toEqual({ ...before, appointment_reminders: false });
    expect((await read()).appointment_reminders).toBe(false);
    // Not hers to change: another nutritionist's switch is a 404.
    expect((await patch(nutri2, { appointment_reminders: true })).status).toBe(404);
    expect((await read()).appointment_reminders).toBe(false);
    const on = await patch(nutri2, { appointment_reminders: true }, api.tokens.nutri2);
    expect(nutritionistSchema.parse(await on.json()).appointment_reminders).toBe(true);
    expect((await patch(nutri2, { appointment_reminders: 'sim' }, api.tokens.nutri2)).status).toBe(400);
  });

  it('refuses what the rules forbid with a code, and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ specialization_ids: [0] }, 'INVALID_SPECIALIZATIONS'],
      [{ specialization_ids: [11] }, 'INVALID_SPECIALIZATIONS'],
      [{ specialization_ids: [3, 3] }, 'INVALID_SPECIALIZATIONS'],
      [{ about: 'a'.repeat(ABOUT_MAX_LENGTH + 1) }, 'ABOUT_TOO_LONG'],
      // A pasted essay is told the same, not a generic shape error.
      [{ about: 'a'.repeat(5_000) }, 'ABOUT_TOO_LONG'],
      [{ address: { ...paulista, zip_code: '0131010' } }, 'INVALID_ZIP_CODE'],
      [{ address: { ...paulista, zip_code: '0131010a' } }, 'INVALID_ZIP_CODE'],
      [{ address: { ...paulista, state: 'XX' } }, 'INVALID_STATE'],
      [{ address: { ...paulista, number: '  ' } }, 'ADDRESS_NUMBER_REQUIRED'],
      [{ address: { ...paulista, street: '' } }, 'INCOMPLETE_ADDRESS'],
      // A valid part does not slip through beside an invalid one.
      [{ specialization_ids: [1], address: { ...paulista, state: 'ZZ' } }, 'INVALID_STATE'],
      [{ unknown: true }, 'INVALID_DATA'],
    ];
    for (const [body, code] of cases) {
      const answer = await patch(nutri, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(((await answer.json()) as { code: string }).code, JSON.stringify(body)).toBe(code);
    }
    const after = nutritionistSchema.parse(
      await (await api.request(`/v1/nutritionists/${nutri}`, { token: api.tokens.nutri })).json(),
    );
    expect(after.specializations.map((s) => s.id)).toEqual([2, 7, 10]);
    expect(after.address?.state).toBe('SP');
  });

  it('accepts a description of exactly the limit, counted in characters', async () => {
    const about = 'é'.repeat(ABOUT_MAX_LENGTH);
    const answer = await patch(nutri, { about });
    expect(answer.status).toBe(200);
    expect(nutritionistSchema.parse(await answer.json()).about).toBe(about);
  });

  it('saves a typed address whose CEP the lookup does not know, exactly as typed', async () => {
    // A real Copacabana CEP, outside the local table.
    const lookup = await api.request('/v1/addresses/22041001', {
      headers: { 'X-Forwarded-For': '203.0.113.30' },
    });
    expect(lookup.status).toBe(404);
    const answer = await patch(nutri2, { address: COPACABANA_ADDRESS }, api.tokens.nutri2);
    expect(answer.status).toBe(200);
    expect(nutritionistSchema.parse(await answer.json()).address).toEqual({
      country: 'BRAZIL',
      ...COPACABANA_ADDRESS,
    });

    // A CEP the table knows does not overwrite the parts she typed either.
    const typed = {
      ...PAULISTA_ADDRESS,
      street: 'Rua Augusta',
      neighborhood: 'Consolação',
      complement: null,
    };
    const known = await patch(nutri2, { address: typed }, api.tokens.nutri2);
    expect(nutritionistSchema.parse(await known.json()).address).toEqual({ country: 'BRAZIL', ...typed });
  });

  it('refuses a typed state outside the 27 UFs, never corrects it, and keeps the saved address', async () => {
    const before = nutritionistSchema.parse(
      await (await api.request(`/v1/nutritionists/${nutri2}`, { token: api.tokens.nutri2 })).json(),
    ).address;
    for (const state of ['rj', 'XX', 'BR']) {
      const answer = await patch(
        nutri2,
        { address: { ...PAULISTA_ADDRESS, zip_code: '22041001', state } },
        api.tokens.nutri2,
      );
      expect(answer.status, state).toBe(400);
      expect(((await answer.json()) as { code: string }).code, state).toBe('INVALID_STATE');
    }
    const after = nutritionistSchema.parse(
      await (await api.request(`/v1/nutritionists/${nutri2}`, { token: api.tokens.nutri2 })).json(),
    ).address;
    expect(after).toEqual(before);
  });

  it('lets a nutritionist change only herself (404), never a patient', async () => {
    expect((await patch(nutri2, { specialization_ids: [1] })).status).toBe(404);
    expect((await patch(nutri, { specialization_ids: [1] }, api.tokens.nutri2)).status).toBe(404);
    expect((await patch(nutri, { specialization_ids: [1] }, api.tokens.patient)).status).toBe(404);
  });
});

describe('GET /v1/addresses/{cep} (local table)', () => {
  it('finds the demo office without a token, and refuses malformed and unknown CEPs', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.10' };
    const found = await api.request('/v1/addresses/01310100', { headers });
    expect(found.status).toBe(200);
    expect(addressLookupSchema.parse(await found.json())).toEqual({
      city: 'São Paulo',
      uf: 'SP',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
    });
    const malformed = await api.request('/v1/addresses/0131010', { headers });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { code: string }).code).toBe('INVALID_ZIP_CODE');
    const unknown = await api.request('/v1/addresses/99999999', { headers });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { code: string }).code).toBe('ZIP_CODE_NOT_FOUND');
  });

  it('is limited per caller address', async () => {
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    for (let i = 0; i < 5; i += 1)
      expect((await api.request('/v1/addresses/01001000', from('203.0.113.20'))).status).toBe(200);
    const limited = await api.request('/v1/addresses/01001000', from('203.0.113.20'));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    // Someone else is not held back by it.
    expect((await api.request('/v1/addresses/01001000', from('203.0.113.21'))).status).toBe(200);
  });
});

describe('her own photo', () => {
  it('is re-encoded, cropped square, becomes her photo, and is never offered to others', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#c84' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'segredo-exif' } } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'eu.jpg');
    const answer = await api.request(`/v1/users/${nutri}/photo`, {
      method: 'POST',
      token: api.tokens.nutri,
      body: form,
    });
    expect(answer.status).toBe(201);
    const user = userSchema.parse(await answer.json());
    expect(user.photo_url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    const stored = await api.request(`/files/${user.photo_url!.slice('/uploads/'.length)}`);
    const bytes = Buffer.from(await stored.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.width).toBe(metadata.height);
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('segredo-exif'))).toBe(false);

    const me = userSchema.parse(await (await api.request('/v1/me', { token: api.tokens.nutri })).json());
    expect(me.photo_url).toBe(user.photo_url);

    const [own] = await api.database.db
      .select({ id: avatarPhotos.id })
      .from(avatarPhotos)
      .where(eq(avatarPhotos.url, user.photo_url!));
    const catalogue = await api.request('/v1/avatar-photos?page=0&size=100', { token: api.tokens.nutri2 });
    const listed = ((await catalogue.json()) as { content: { url: string }[] }).content.map((p) => p.url);
    expect(listed).not.toContain(user.photo_url);
    const taken = await api.request(`/v1/users/${nutri2}/photos/${own!.id}`, {
      method: 'PUT',
      token: api.tokens.nutri2,
    });
    expect(taken.status).toBe(404);
  });

  it('refuses what is not an image, and someone else’s account', async () => {
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob(['não sou imagem'], { type: 'image/png' }), 'x.png');
      return data;
    };
    const bad = await api.request(`/v1/users/${nutri}/photo`, {
      method: 'POST',
      token: api.tokens.nutri,
      body: form(),
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: string }).code).toBe('INVALID_IMAGE');
    const other = await api.request(`/v1/users/${nutri}/photo`, {
      method: 'POST',
      token: api.tokens.nutri2,
      body: form(),
    });
    expect(other.status).toBe(404);
  });
});

describe('dismissed suggestions', () => {
  it('are kept for the account (any device), idempotently, and only the user reaches them', async () => {
    const read = async (token: string) =>
      dismissalsSchema.parse(await (await api.request(`/v1/users/${nutri}/dismissals`, { token })).json())
        .keys;
    expect(await read(api.tokens.nutri)).toEqual([]);
    for (let i = 0; i < 2; i += 1) {
      const answer = await api.request(`/v1/users/${nutri}/dismissals/PROFILE_ADDRESS_SUGGESTION`, {
        method: 'PUT',
        token: api.tokens.nutri,
      });
      expect(answer.status).toBe(200);
    }
    // A second sign-in (another browser) sees the same.
    const elsewhere = await (
      await api.request('/login', {
        method: 'POST',
        json: { email: 'nutri@nutri.test', password: 'Nutri1234' },
      })
    ).text();
    expect(await read(elsewhere)).toEqual(['PROFILE_ADDRESS_SUGGESTION']);

    const unknown = await api.request(`/v1/users/${nutri}/dismissals/SOMETHING_ELSE`, {
      method: 'PUT',
      token: api.tokens.nutri,
    });
    expect(unknown.status).toBe(400);
    expect((await api.request(`/v1/users/${nutri}/dismissals`, { token: api.tokens.nutri2 })).status).toBe(
      404,
    );
    const foreign = await api.request(`/v1/users/${nutri}/dismissals/HOME_AVATAR_PROMPT`, {
      method: 'PUT',
      token: api.tokens.patient,
    });
    expect(foreign.status).toBe(404);
    expect(await read(api.tokens.nutri)).toEqual(['PROFILE_ADDRESS_SUGGESTION']);
  });
});
