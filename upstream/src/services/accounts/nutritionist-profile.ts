// The nutritionist's profile (spec 2 §3): what she reads and changes of herself, what her patients see.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  Nutritionist,
  NutritionistForPatient,
  Specialization,
  UpdateNutritionistRequest,
} from '@/lib/api/contract';
import { checkAbout, checkAddress, checkSpecializationIds, type ProfileRuleCode } from '@/lib/rules/profile';
import type { Db } from '../../db/client';
import {
  addresses,
  avatarPhotos,
  nutritionistDetails,
  nutritionistSpecializations,
  specializations,
  users,
} from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { lockUserRow } from '../../infra/user-lock';
import { toAddress } from './addresses';

const RULE_TEXTS: Record<ProfileRuleCode, string> = {
  INVALID_SPECIALIZATIONS: 'As especialidades devem ser do catálogo (1 a 10), sem repetição.',
  ABOUT_TOO_LONG: 'A descrição passou do limite de caracteres.',
  INVALID_ZIP_CODE: 'O CEP deve ter 8 dígitos.',
  INVALID_STATE: 'O estado deve ser uma UF do Brasil.',
  ADDRESS_NUMBER_REQUIRED: 'Informe o número do endereço.',
  INCOMPLETE_ADDRESS: 'Cidade, bairro e rua são obrigatórios.',
};

const refuse = (code: ProfileRuleCode) => new ApiError(400, code, RULE_TEXTS[code]);

async function specializationsOf(db: Db, nutritionistId: number): Promise<Specialization[]> {
  return db
    .select({ id: specializations.id, name: specializations.name, description: specializations.description })
    .from(nutritionistSpecializations)
    .innerJoin(specializations, eq(specializations.id, nutritionistSpecializations.specializationId))
    .where(eq(nutritionistSpecializations.nutritionistId, nutritionistId))
    .orderBy(asc(specializations.id));
}

/** Every field of spec 2 §3, for the nutritionist herself; 404 for an account that is not a nutritionist. */
export async function getNutritionistProfile(db: Db, id: number): Promise<Nutritionist> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      birthDate: users.birthDate,
      gender: users.gender,
      about: users.about,
      createdAt: users.createdAt,
      photoUrl: avatarPhotos.url,
      crn: nutritionistDetails.crn,
      registrationNumber: nutritionistDetails.registrationNumber,
      averageRating: nutritionistDetails.averageRating,
      appointmentReminders: nutritionistDetails.appointmentReminders,
    })
    .from(users)
    .innerJoin(nutritionistDetails, eq(nutritionistDetails.userId, users.id))
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
    .where(eq(users.id, id));
  if (!row) throw notFound('Nutricionista');
  const [address] = await db.select().from(addresses).where(eq(addresses.userId, id));
  const catalogue = await db
    .select({ id: specializations.id, name: specializations.name, description: specializations.description })
    .from(specializations)
    .orderBy(asc(specializations.id));
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    birth_date: row.birthDate,
    gender: row.gender,
    professional_document: { registration_number: row.registrationNumber, crn: row.crn },
    specializations: await specializationsOf(db, id),
    about: row.about,
    photo_url: row.photoUrl,
    average_rating: row.averageRating,
    address: address ? toAddress(address) : null,
    created_at: row.createdAt.toISOString(),
    specialization_catalogue: catalogue,
    appointment_reminders: row.appointmentReminders,
  };
}

/** What a patient sees of its nutritionist: name, photo and specialisations, never anything else. */
export async function getNutritionistForPatient(db: Db, id: number): Promise<NutritionistForPatient> {
  const [row] = await db
    .select({ id: users.id, name: users.name, photoUrl: avatarPhotos.url })
    .from(users)
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
    .where(eq(users.id, id));
  if (!row) throw notFound('Nutricionista');
  return {
    id: row.id,
    name: row.name,
    photo_url: row.photoUrl,
    specializations: await specializationsOf(db, id),
  };
}

/** Checks every part first, then writes them together: a refused request changes nothing. */
export async function updateNutritionistProfile(
  db: Db,
  id: number,
  update: UpdateNutritionistRequest,
): Promise<void> {
  const ids = update.specialization_ids;
  const address = update.address;
  const about = update.about === undefined ? undefined : update.about?.trim() || null;
  const code =
    (ids ? checkSpecializationIds(ids) : null) ??
    (about !== undefined ? checkAbout(about) : null) ??
    (address ? checkAddress(address) : null);
  if (code) throw refuse(code);
  const [details] = await db
    .select({ userId: nutritionistDetails.userId })
    .from(nutritionistDetails)
    .where(eq(nutritionistDetails.userId, id));
  if (!details) throw notFound('Nutricionista');
  if (ids && ids.length > 0) {
    const known = await db
      .select({ id: specializations.id })
      .from(specializations)
      .where(inArray(specializations.id, ids));
    if (known.length !== ids.length) throw refuse('INVALID_SPECIALIZATIONS');
  }

  await db.transaction(async (tx) => {
    await lockUserRow(tx, id);
    if (ids) {
      await tx.delete(nutritionistSpecializations).where(eq(nutritionistSpecializations.nutritionistId, id));
      if (ids.length > 0)
        await tx
          .insert(nutritionistSpecializations)
          .values(ids.map((specializationId) => ({ nutritionistId: id, specializationId })));
    }
    if (about !== undefined)
      await tx.update(users).set({ about, updatedAt: sql`now()` }).where(eq(users.id, id));
    if (update.appointment_reminders !== undefined)
      await tx
        .update(nutritionistDetails)
        .set({ appointmentReminders: update.appointment_reminders })
        .where(eq(nutritionistDetails.userId, id));
    if (address) {
      const values = {
        country: 'BRAZIL',
        zipCode: address.zip_code,
        city: address.city,
        state: address.state,
        neighborhood: address.neighborhood,
        street: address.street,
        number: address.number,
        complement: address.complement?.trim() || null,
      };
      await tx
        .insert(addresses)
        .values({ userId: id, ...values })
        .onConflictDoUpdate({ target: addresses.userId, set: values });
    }
  });
}
