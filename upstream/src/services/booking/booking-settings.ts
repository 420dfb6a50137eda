// Her booking page's settings: the link, whether it is on, listed by search engines and waits for her
// approval, her notice rule and how far ahead it offers hours (lib/rules/booking-settings.ts).
import { eq } from 'drizzle-orm';
import type { AppointmentType, BookingSettings, BookingSettingsInput } from '@/lib/api/contract';
import {
  type BookingSettingsProblem,
  DEFAULT_HORIZON_WEEKS,
  DEFAULT_NOTICE_HOURS,
  findBookingSettingsProblem,
  normalizeBookingLink,
} from '@/lib/rules/booking-settings';
import type { Db } from '../../db/client';
import { bookingSettings } from '../../db/schema';
import { ApiError } from '../../errors';
import { isUniqueViolation } from '../../infra/database-errors';
import { buildBookingPageLink } from './portal-links';

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;

const PROBLEM_TEXTS: Record<BookingSettingsProblem, string> = {
  INVALID_BOOKING_LINK:
    'O link deve ter de 3 a 40 letras minúsculas, números ou hífens (sem hífen no início ou no fim).',
  NOTICE_HOURS_OUT_OF_RANGE: 'A antecedência para desmarcar ou remarcar deve ser de 0 a 168 horas.',
  BOOKING_HORIZON_OUT_OF_RANGE: 'A página pode oferecer horários de 1 a 26 semanas à frente.',
  NO_CONSULTATION_TYPE: 'Escolha ao menos um tipo de consulta: presencial ou online.',
};

const linkTaken = () => new ApiError(409, 'BOOKING_LINK_TAKEN', 'Este link já está em uso. Escolha outro.');

export function typesOf(row: Pick<BookingSettingsRow, 'offersOnSite' | 'offersOnline'>): AppointmentType[] {
  return [
    ...(row.offersOnSite ? (['ON_SITE'] as const) : []),
    ...(row.offersOnline ? (['ONLINE'] as const) : []),
  ];
}

/** The types her page offers: an on-site consultation needs somewhere to happen, her profile's address. */
export function offeredTypes(row: BookingSettingsRow, hasAddress: boolean): AppointmentType[] {
  return typesOf(row).filter((type) => type === 'ONLINE' || hasAddress);
}

function toBookingSettings(row: BookingSettingsRow | undefined, publicUrl: string): BookingSettings {
  if (!row) {
    return {
      slug: null,
      page_url: null,
      enabled: false,
      indexable: false,
      approval_required: false,
      notice_hours: DEFAULT_NOTICE_HOURS,
      horizon_weeks: DEFAULT_HORIZON_WEEKS,
      consultation_types: ['ON_SITE', 'ONLINE'],
    };
  }
  return {
    slug: row.slug,
    page_url: buildBookingPageLink(publicUrl, row.slug),
    enabled: row.enabled,
    indexable: row.indexable,
    approval_required: row.approvalRequired,
    notice_hours: row.noticeHours,
    horizon_weeks: row.horizonWeeks,
    consultation_types: typesOf(row),
  };
}

export async function findBookingSettingsRow(
  db: Db,
  nutritionistId: number,
): Promise<BookingSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.nutritionistId, nutritionistId));
  return row;
}

/** Her notice rule and horizon, for her patients' changes from the e-mailed link; the defaults until she saves. */
export async function readBookingRule(
  db: Db,
  nutritionistId: number,
): Promise<{ noticeHours: number; horizonWeeks: number }> {
  const row = await findBookingSettingsRow(db, nutritionistId);
  return {
    noticeHours: row?.noticeHours ?? DEFAULT_NOTICE_HOURS,
    horizonWeeks: row?.horizonWeeks ?? DEFAULT_HORIZON_WEEKS,
  };
}

export async function readNoticeHours(db: Db, nutritionistId: number): Promise<number> {
  return (await readBookingRule(db, nutritionistId)).noticeHours;
}

/** The settings of an enabled page by its link, as any caller types it; none is undefined. */
export async function findEnabledPageRow(db: Db, slug: string): Promise<BookingSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(bookingSettings)
    .where(eq(bookingSettings.slug, normalizeBookingLink(slug)));
  return row?.enabled ? row : undefined;
}

export async function getBookingSettings(
  db: Db,
  nutritionistId: number,
  publicUrl: string,
): Promise<BookingSettings> {
  return toBookingSettings(await findBookingSettingsRow(db, nutritionistId), publicUrl);
}

/**
 * Saves the whole settings at once; a refused one changes nothing. A new link frees the old one, whose page
 * answers 404 from then on; a link another nutritionist has is BOOKING_LINK_TAKEN, decided by the unique
 * index when two take one at once.
 */
export async function replaceBookingSettings(
  db: Db,
  nutritionistId: number,
  input: BookingSettingsInput,
  context: { publicUrl: string; now: Date },
): Promise<BookingSettings> {
  const slug = normalizeBookingLink(input.slug);
  const types = new Set(input.consultation_types);
  const problem = findBookingSettingsProblem({ ...input, slug, consultation_types: [...types] });
  if (problem) throw new ApiError(400, problem, PROBLEM_TEXTS[problem]);
  const values = {
    slug,
    enabled: input.enabled,
    indexable: input.indexable,
    approvalRequired: input.approval_required,
    noticeHours: input.notice_hours,
    horizonWeeks: input.horizon_weeks,
    offersOnSite: types.has('ON_SITE'),
    offersOnline: types.has('ONLINE'),
    updatedAt: context.now,
  };
  let row: BookingSettingsRow | undefined;
  try {
    [row] = await db
      .insert(bookingSettings)
      .values({ nutritionistId, ...values })
      .onConflictDoUpdate({ target: bookingSettings.nutritionistId, set: values })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error, 'booking_settings_slug_key')) throw linkTaken();
    throw error;
  }
  return toBookingSettings(row, context.publicUrl);
}
