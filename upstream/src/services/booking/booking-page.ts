// Her public booking page (GET /v1/booking-pages/{slug}): who she is, the consultations she offers and her
// free hours of the weeks she chose. It names no patient and nothing of her agenda but free hours.
import { asc, eq } from 'drizzle-orm';
import type { BookingPage } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import {
  addresses,
  avatarPhotos,
  nutritionistDetails,
  nutritionistSpecializations,
  specializations,
  users,
} from '../../db/schema';
import { notFound } from '../../errors';
import { toAddress } from '../accounts/addresses';
import { getSlotSettings } from '../agenda/slot-settings';
import type { AgendaSettings } from '../agenda/week-availability';
import { getPrices } from '../finance/prices';
import { findEnabledPageRow, offeredTypes } from './booking-settings';
import { getBookingRange, listBookingDays } from './booking-slots';

/** An unknown link, a link she changed and a page she turned off answer alike. */
export const pageNotFound = () => notFound('Página de agendamento');

async function readProfile(db: Db, nutritionistId: number) {
  const [[row], [address], specialties] = await Promise.all([
    db
      .select({
        name: users.name,
        photoUrl: avatarPhotos.url,
        crn: nutritionistDetails.crn,
        registrationNumber: nutritionistDetails.registrationNumber,
      })
      .from(users)
      .innerJoin(nutritionistDetails, eq(nutritionistDetails.userId, users.id))
      .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
      .where(eq(users.id, nutritionistId)),
    db.select().from(addresses).where(eq(addresses.userId, nutritionistId)),
    db
      .select({
        id: specializations.id,
        name: specializations.name,
        description: specializations.description,
      })
      .from(nutritionistSpecializations)
      .innerJoin(specializations, eq(specializations.id, nutritionistSpecializations.specializationId))
      .where(eq(nutritionistSpecializations.nutritionistId, nutritionistId))
      .orderBy(asc(specializations.id)),
  ]);
  return row ? { ...row, address, specialties } : undefined;
}

export async function getBookingPage(
  db: Db,
  slug: string,
  settings: AgendaSettings,
  now: Date,
): Promise<BookingPage> {
  const page = await findEnabledPageRow(db, slug);
  if (!page) throw pageNotFound();
  const nutritionistId = page.nutritionistId;
  const profile = await readProfile(db, nutritionistId);
  if (!profile) throw pageNotFound();
  const types = offeredTypes(page, profile.address !== undefined);
  const range = getBookingRange(page.horizonWeeks, settings.APP_TIME_ZONE, now);
  const [length, days, prices] = await Promise.all([
    getSlotSettings(db, nutritionistId, settings),
    listBookingDays(db, nutritionistId, settings, { ...range, now }),
    getPrices(db, nutritionistId, now),
  ]);
  const priceOf = (type: (typeof types)[number]) =>
    prices.prices.find((price) => price.type === type)?.amount_cents ?? null;
  return {
    slug: page.slug,
    indexable: page.indexable,
    approval_required: page.approvalRequired,
    nutritionist: {
      name: profile.name,
      photo_url: profile.photoUrl,
      professional_document: { registration_number: profile.registrationNumber, crn: profile.crn },
      specializations: profile.specialties,
      address: profile.address && types.includes('ON_SITE') ? toAddress(profile.address) : null,
    },
    // Her price in force now ('Financeiro'); null while she has set none.
    consultation_types: types.map((type) => ({
      type,
      duration_minutes: length.consultation_minutes,
      price_cents: priceOf(type),
    })),
    ...(types.length > 0 ? days : { ...days, days: [] }),
  };
}
