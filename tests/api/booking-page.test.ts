// Her booking page: the settings she saves (a unique lowercase link, changeable), and the public page they
// open at /agendar/{link}: who she is, what she offers, and her free hours from the agenda's own rule. The
// API's clock is fixed on Wednesday 4 November 2026, 10:00 in São Paulo.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPageSchema, bookingSettingsSchema } from '@/lib/api/contract';
import { addresses, bookingSettings } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { hold, openBookingPage, PAGE_DEFAULTS, visitor } from './helpers/booking';

const NOW = new Date('2026-11-04T10:00:00-03:00');

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ PUBLIC_URL: 'https://portal.nutrir.test' }, () => NOW);
});

afterAll(async () => {
  await api?.close();
});

const readPage = async (slug: string) => api.request(`/v1/booking-pages/${slug}`);

describe('GET /v1/nutritionists/{id}/booking-settings', () => {
  it('answers the defaults, off and without a link, before she saves any', async () => {
    const id = await api.createUser({ email: 'nova@page.test', role: 'ROLE_NUTRITIONIST' });
    const token = await api.signIn('nova@page.test', 'Senha1234');
    const answer = await api.request(`/v1/nutritionists/${id}/booking-settings`, { token });
    expect(answer.status).toBe(200);
    expect(bookingSettingsSchema.parse(await answer.json())).toEqual({
      slug: null,
      page_url: null,
      enabled: false,
      indexable: false,
      approval_required: false,
      notice_hours: 24,
      horizon_weeks: 4,
      consultation_types: ['ON_SITE', 'ONLINE'],
    });
  });

  it('is hers alone: another nutritionist is told 404', async () => {
    const ana = await openBookingPage(api, 'so-dela');
    const other = await openBookingPage(api, 'outra-dela');
    const answer = await api.request(`/v1/nutritionists/${ana.id}/booking-settings`, { token: other.token });
    expect(answer.status).toBe(404);
  });
});

describe('PUT /v1/nutritionists/{id}/booking-settings', () => {
  it('stores the link lowercase and answers its page at the portal', async () => {
    const ana = await openBookingPage(api, 'ana-lopes');
    const answer = await api.request(`/v1/nutritionists/${ana.id}/booking-settings`, {
      method: 'PUT',
      token: ana.token,
      json: { ...PAGE_DEFAULTS, slug: '  Ana-Lopes-SP ', approval_required: true, horizon_weeks: 2 },
    });
    expect(answer.status).toBe(200);
    expect(bookingSettingsSchema.parse(await answer.json())).toMatchObject({
      slug: 'ana-lopes-sp',
      page_url: 'https://portal.nutrir.test/agendar/ana-lopes-sp',
      approval_required: true,
      horizon_weeks: 2,
    });
  });

  it('refuses a link another nutritionist has, whatever its case: 409, and changes nothing', async () => {
    await openBookingPage(api, 'tomada');
    const bia = await openBookingPage(api, 'bia-campos');
    const answer = await api.request(`/v1/nutritionists/${bia.id}/booking-settings`, {
      method: 'PUT',
      token: bia.token,
      json: { ...PAGE_DEFAULTS, slug: 'TOMADA' },
    });
    expect(answer.status).toBe(409);
    expect((await answer.json()).code).toBe('BOOKING_LINK_TAKEN');
    const [row] = await api.database.db
      .select({ slug: bookingSettings.slug })
      .from(bookingSettings)
      .where(eq(bookingSettings.nutritionistId, bia.id));
    expect(row?.slug).toBe('bia-campos');
  });

  it.each([
    ['a link of two letters', { slug: 'ab' }, 'INVALID_BOOKING_LINK'],
    ['a link with a space', { slug: 'ana souza' }, 'INVALID_BOOKING_LINK'],
    ['a link ending in a hyphen', { slug: 'ana-' }, 'INVALID_BOOKING_LINK'],
    ['the confirmation page’s link', { slug: 'confirmar' }, 'INVALID_BOOKING_LINK'],
    ['a notice of 200 hours', { notice_hours: 200 }, 'NOTICE_HOURS_OUT_OF_RANGE'],
    ['a horizon of 0 weeks', { horizon_weeks: 0 }, 'BOOKING_HORIZON_OUT_OF_RANGE'],
    ['no consultation type', { consultation_types: [] }, 'NO_CONSULTATION_TYPE'],
    ['a number as the link', { slug: 12 }, 'INVALID_DATA'],
    ['an unknown type', { consultation_types: ['PHONE'] }, 'INVALID_DATA'],
  ])('refuses %s with a 400 and changes nothing', async (_, change, code) => {
    const carla = await openBookingPage(
      api,
      `carla-${code.toLowerCase().replaceAll('_', '-')}-${Math.random().toString(36).slice(2, 7)}`,
    );
    const answer = await api.request(`/v1/nutritionists/${carla.id}/booking-settings`, {
      method: 'PUT',
      token: carla.token,
      json: { ...PAGE_DEFAULTS, slug: carla.slug, notice_hours: 48, ...change },
    });
    expect(answer.status).toBe(400);
    expect((await answer.json()).code).toBe(code);
    const [row] = await api.database.db
      .select()
      .from(bookingSettings)
      .where(eq(bookingSettings.nutritionistId, carla.id));
    expect(row).toMatchObject({ slug: carla.slug, noticeHours: 24 });
  });
});

describe('GET /v1/booking-pages/{slug}', () => {
  it('shows who she is, what she offers and her free hours of the horizon, in São Paulo time', async () => {
    const dani = await openBookingPage(api, 'dani-rocha', { horizon_weeks: 1 });
    const answer = await readPage('dani-rocha');
    expect(answer.status).toBe(200);
    const page = bookingPageSchema.parse(await answer.json());
    expect(page).toMatchObject({
      slug: 'dani-rocha',
      indexable: false,
      approval_required: false,
      time_zone: 'America/Sao_Paulo',
      from: '2026-11-04',
      to: '2026-11-10',
      nutritionist: {
        name: dani.name,
        photo_url: null,
        professional_document: { crn: 3, registration_number: 'dani-rocha' },
        specializations: [],
        address: { street: 'Avenida Paulista', number: '1000', city: 'São Paulo' },
      },
      consultation_types: [
        { type: 'ON_SITE', duration_minutes: 50, price_cents: null },
        { type: 'ONLINE', duration_minutes: 50, price_cents: null },
      ],
    });
    // Today's hours before 10:00 have passed; Saturday and Sunday she does not work.
    expect(page.days.map((day) => [day.date, day.slots.map((slot) => slot.start)])).toEqual([
      ['2026-11-04', ['10:30']],
      ['2026-11-05', ['08:00', '08:50', '09:40', '10:30']],
      ['2026-11-06', ['08:00', '08:50', '09:40', '10:30']],
      ['2026-11-09', ['08:00', '08:50', '09:40', '10:30']],
      ['2026-11-10', ['08:00', '08:50', '09:40', '10:30']],
    ]);
    expect(page.days[1]?.slots[0]).toEqual({
      start: '08:00',
      end: '08:50',
      date_time: '2026-11-05T11:00:00.000Z',
    });
  });

  it('leaves out the hours her appointments and the visitors’ holds take', async () => {
    const eva = await openBookingPage(api, 'eva-prado', { horizon_weeks: 1 });
    const patient = await api.createUser({ email: 'p@eva.test', role: 'ROLE_USER', nutritionistId: eva.id });
    const booked = await api.request('/v1/appointments', {
      method: 'POST',
      token: eva.token,
      json: {
        type: 'ONLINE',
        date_time: '2026-11-05T08:50:00',
        nutritionist_id: eva.id,
        patient_id: patient,
      },
    });
    expect(booked.status).toBe(201);
    expect((await hold(api, 'eva-prado', visitor('v@eva.test'))).status).toBe(201);
    const page = bookingPageSchema.parse(await (await readPage('eva-prado')).json());
    expect(page.days.find((day) => day.date === '2026-11-05')?.slots.map((slot) => slot.start)).toEqual([
      '09:40',
      '10:30',
    ]);
  });

  it("says 'online' when she offers only online consultations, or has no address to see anyone at", async () => {
    const fabi = await openBookingPage(api, 'fabi-online', { consultation_types: ['ONLINE'] });
    const page = bookingPageSchema.parse(await (await readPage('fabi-online')).json());
    expect(page.nutritionist.address).toBeNull();
    expect(page.consultation_types.map((type) => type.type)).toEqual(['ONLINE']);

    const gui = await openBookingPage(api, 'gui-sem-endereco');
    await api.database.db.delete(addresses).where(eq(addresses.userId, gui.id));
    const homeless = bookingPageSchema.parse(await (await readPage('gui-sem-endereco')).json());
    expect(homeless.nutritionist.address).toBeNull();
    expect(homeless.consultation_types.map((type) => type.type)).toEqual(['ONLINE']);
    expect(fabi.slug).toBe('fabi-online');
  });

  it("shows her price in force for each type, once she sets one in 'Financeiro'", async () => {
    const elis = await openBookingPage(api, 'elis-preco', { horizon_weeks: 1 });
    const priced = await api.request(`/v1/nutritionists/${elis.id}/prices`, {
      method: 'PUT',
      token: elis.token,
      json: { prices: [{ type: 'ON_SITE', amount_cents: 18_000 }] },
    });
    expect(priced.status).toBe(200);
    const page = bookingPageSchema.parse(await (await readPage('elis-preco')).json());
    expect(page.consultation_types).toEqual([
      { type: 'ON_SITE', duration_minutes: 50, price_cents: 18_000 },
      { type: 'ONLINE', duration_minutes: 50, price_cents: null },
    ]);
  });

  it('finds the page whatever the case of the link typed', async () => {
    await openBookingPage(api, 'gabi-reis');
    expect((await readPage('Gabi-Reis')).status).toBe(200);
  });

  it('answers 404 for the old link once she changes it, and for a page she turned off', async () => {
    const hele = await openBookingPage(api, 'hele-antigo');
    const renamed = await api.request(`/v1/nutritionists/${hele.id}/booking-settings`, {
      method: 'PUT',
      token: hele.token,
      json: { ...PAGE_DEFAULTS, slug: 'hele-novo' },
    });
    expect(renamed.status).toBe(200);
    const old = await readPage('hele-antigo');
    expect(old.status).toBe(404);
    expect((await old.json()).code).toBe('NOT_FOUND');
    expect((await readPage('hele-novo')).status).toBe(200);

    await api.request(`/v1/nutritionists/${hele.id}/booking-settings`, {
      method: 'PUT',
      token: hele.token,
      json: { ...PAGE_DEFAULTS, slug: 'hele-novo', enabled: false },
    });
    expect((await readPage('hele-novo')).status).toBe(404);
    // Nobody else's page answers under an unknown or malformed link either.
    expect((await readPage('ninguem-aqui')).status).toBe(404);
    expect((await readPage(encodeURIComponent('a\nb'))).status).toBe(404);
  });

  it('names no patient of hers, nor her e-mail', async () => {
    const ines = await openBookingPage(api, 'ines-page');
    await api.createUser({
      email: 'segredo@ines.test',
      role: 'ROLE_USER',
      nutritionistId: ines.id,
      name: 'Paciente Secreta',
    });
    const text = await (await readPage('ines-page')).text();
    for (const secret of ['Paciente Secreta', 'segredo@ines.test', ines.email])
      expect(text).not.toContain(secret);
  });
});
