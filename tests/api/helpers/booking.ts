// The cast and props of the online booking tests: a nutritionist of her own with a CRN, a working week
// and a booking page, a visitor's hold, and the e-mails of the development outbox.
import { expect } from 'vitest';
import {
  type BookingSettingsInput,
  bookingHoldSchema,
  bookingSettingsSchema,
  type CreateBookingHold,
} from '@/lib/api/contract';
import { addresses as addressTable, nutritionistDetails } from '@/upstream/src/db/schema';
import type { TestApi } from './api';

/** Monday to Friday, 08:00–12:00: with 50-minute consultations, 08:00, 08:50, 09:40 and 10:30. */
export const WORK_WEEK = {
  days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day_of_week) => ({
    day_of_week,
    availability: [{ from: '08:00', to: '12:00' }],
  })),
};

export interface BookingNutritionist {
  id: number;
  token: string;
  slug: string;
  email: string;
  name: string;
}

export const PAGE_DEFAULTS: Omit<BookingSettingsInput, 'slug'> = {
  enabled: true,
  indexable: false,
  approval_required: false,
  notice_hours: 24,
  horizon_weeks: 4,
  consultation_types: ['ON_SITE', 'ONLINE'],
};

/** A nutritionist (n@{tag}.test, 'Nutri {tag}') working WORK_WEEK at an address, her page at /agendar/{tag}. */
export async function openBookingPage(
  api: TestApi,
  tag: string,
  settings: Partial<BookingSettingsInput> = {},
): Promise<BookingNutritionist> {
  const email = `n@${tag}.test`;
  const name = `Nutri ${tag}`;
  const id = await api.createUser({ email, role: 'ROLE_NUTRITIONIST', name });
  await api.database.db.insert(nutritionistDetails).values({ userId: id, crn: 3, registrationNumber: tag });
  await api.database.db.insert(addressTable).values({
    userId: id,
    zipCode: '01310100',
    city: 'São Paulo',
    state: 'SP',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    number: '1000',
  });
  const token = await api.signIn(email, 'Senha1234');
  const week = await api.request(`/v1/nutritionists/${id}/week-availability`, {
    method: 'PUT',
    token,
    json: WORK_WEEK,
  });
  expect(week.status).toBe(200);
  const saved = await api.request(`/v1/nutritionists/${id}/booking-settings`, {
    method: 'PUT',
    token,
    json: { ...PAGE_DEFAULTS, slug: tag, ...settings },
  });
  expect(saved.status).toBe(200);
  const { slug } = bookingSettingsSchema.parse(await saved.json());
  return { id, token, slug: slug ?? tag, email, name };
}

export function visitor(email: string, overrides: Partial<CreateBookingHold> = {}): CreateBookingHold {
  return {
    type: 'ONLINE',
    date_time: '2026-11-05T08:00:00-03:00',
    name: 'Visitante Souza',
    email,
    phone: '(11) 98765-4321',
    ...overrides,
  };
}

let addresses = 0;
/** An address of its own for each visitor, so one test's calls never count against another's limits. */
export const nextAddress = () => `10.53.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

/** Holds an hour as a visitor from `address`; answers the response. */
export function hold(api: TestApi, slug: string, body: unknown, address = nextAddress()) {
  return api.request(`/v1/booking-pages/${slug}/holds`, {
    method: 'POST',
    json: body,
    headers: { 'X-Forwarded-For': address },
  });
}

/** Holds an hour and expects it held; answers the hold. */
export async function holdOrFail(api: TestApi, slug: string, body: CreateBookingHold, address?: string) {
  const answer = await hold(api, slug, body, address);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return bookingHoldSchema.parse(await answer.json());
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; content_type: string; content: string }[];
}

/** The mails sent to `to`, oldest first. */
export async function mailsTo(api: TestApi, to: string): Promise<OutboxMail[]> {
  await api.runJobs();
  const all = (await (await api.request('/dev/outbox')).json()) as OutboxMail[];
  return all.filter((mail) => mail.to === to).reverse();
}

/** The 6-digit code and the confirmation link's token of a hold's e-mail. */
export function readHoldMail(mail: Pick<OutboxMail, 'text'> | undefined): { code: string; token: string } {
  const code = /código (\d{6})/.exec(mail?.text ?? '')?.[1];
  const token = /\/agendar\/confirmar\?token=([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
  if (!code || !token) throw new Error(`no code or link in: ${mail?.text}`);
  return { code, token };
}

/** The manage (/agendamento/{token}) and attendance (/agendamento/{token}/presenca) tokens an e-mail carries. */
export function readAppointmentLinks(mail: Pick<OutboxMail, 'text'> | undefined): {
  manage?: string;
  attendance?: string;
} {
  const text = mail?.text ?? '';
  return {
    attendance: /\/agendamento\/([A-Za-z0-9_-]{43})\/presenca/.exec(text)?.[1],
    manage: /\/agendamento\/([A-Za-z0-9_-]{43})(?!\/presenca)(?:\s|$)/.exec(text)?.[1],
  };
}
