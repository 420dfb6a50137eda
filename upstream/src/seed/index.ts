// Demo data and the food catalogue. `seedDatabase` fills an empty database once with the demo;
// `seedProductDatabase` (SEED_DEMO_DATA=false) with only what the product needs and its first administrator;
// `seedCatalogue` alone gives tests the foods, brands and photos.

import { count, isNotNull, sql } from 'drizzle-orm';
import { estimateEnergyRequirement } from '@/lib/rules/energy-requirement';
import type { FirstAdministrator } from '@/upstream/src/config';
import type { Db } from '@/upstream/src/db/client';
import { foodstuffs, userRoles, users } from '@/upstream/src/db/schema';
import { hashPassword } from '@/upstream/src/infra/passwords';
import { findSeededPatientOrThrow, hashDemoPasswords, seedAccounts } from './accounts';
import { seedAgenda } from './agenda';
import { seedAvatars } from './avatars';
import { seedBrandedFoods } from './branded-foods';
import { toZonedDate } from './calendar';
import { loadCatalogueFoods } from './catalogue-foods';
import { seedFoodPhotos } from './food-photos';
import { seedHouseholdMeasures } from './household-measures';
import { seedMealLogs } from './meal-logs';
import { seedMealPlans } from './meal-plans';
import { seedNotifications } from './notifications';
import { seedPatientNames } from './patient-names';
import { seedReferenceData } from './reference-data';
import { seedTacoFoodstuffs } from './taco';

export { DEMO_ADMIN, DEMO_NUTRITIONISTS, DEMO_PASSWORDS } from './demo-accounts';
export { DEMO_PATIENTS } from './demo-patients';
export { FREE_CFN_REGISTRATIONS, SPECIALIZATIONS } from './reference-data';

// Any constant will do; it only has to be the same for every instance that may seed at once.
const SEED_LOCK_KEY = 7_316_001;

const MAIN_PATIENT_EMAIL = 'paciente@nutri.test';
const INACTIVE_PLAN_PATIENT_EMAIL = 'lucas.oliveira@nutri.test';
// On the same ACTIVE plan as the main patient; their eating habits make some follow it and some not.
const ACTIVE_PLAN_EMAILS = new Set([
  MAIN_PATIENT_EMAIL,
  'pedro.almeida@nutri.test',
  'gabriel.carvalho@nutri.test',
  'mariana.gomes@nutri.test',
  'juliana.martins@nutri.test',
  'rodrigo.nascimento@nutri.test',
]);

/** TACO foods, brands with branded foods, and food photos; does nothing if TACO is already there. */
export async function seedCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const [taco] = await tx
      .select({ total: count() })
      .from(foodstuffs)
      .where(isNotNull(foodstuffs.tacoNumber));
    if ((taco?.total ?? 0) > 0) return;
    await seedTacoFoodstuffs(tx);
    await seedHouseholdMeasures(tx);
    await seedPatientNames(tx);
    await seedBrandedFoods(tx);
    await seedFoodPhotos(tx);
  });
}

/** Everything the demo needs, once: on a database that already has a user it does nothing. */
export async function seedDatabase(db: Db, options: { now?: Date } = {}): Promise<{ seeded: boolean }> {
  if (await hasAnyUser(db)) return { seeded: false };
  const now = options.now ?? new Date();
  const today = toZonedDate(now);
  // Hashing is the slow part; doing it before the transaction keeps the lock short.
  const passwordHashes = await hashDemoPasswords();

  return seedEmptyDatabase(db, async (tx) => {
    await seedReferenceData(tx);
    await seedCatalogue(tx);
    const avatars = await seedAvatars(tx);
    const accounts = await seedAccounts(tx, { passwordHashes, avatars, now });
    const foods = await loadCatalogueFoods(tx);

    const patientId = (email: string) => findSeededPatientOrThrow(accounts, email).id;
    const { activePlanDailyKcal } = await seedMealPlans(
      tx,
      foods,
      {
        nutritionistId: accounts.nutritionistIds.nutri,
        activePlanPatientIds: [...ACTIVE_PLAN_EMAILS].map(patientId),
        inactivePlanPatientId: patientId(INACTIVE_PLAN_PATIENT_EMAIL),
      },
      today,
      now,
    );

    await seedMealLogs(
      tx,
      foods,
      accounts.patients.map(({ person, id }) => ({
        userId: id,
        seed: person.email,
        habits: person.eating,
        // The active plan is the requirement of the patients who have one, as the summaries count it.
        dailyNeedKcal: ACTIVE_PLAN_EMAILS.has(person.email)
          ? activePlanDailyKcal
          : (estimateEnergyRequirement(person, today) ?? 0),
      })),
      now,
    );

    const appointments = await seedAgenda(tx, accounts, today, now);
    await seedNotifications(tx, { accounts, appointments, avatars, now });
  });
}

/**
 * A database for real use: the reference data, the TACO catalogue and the avatars, and one administrator, who
 * keeps the catalogue; nutritionists register themselves and invite their patients. No demo account (their
 * passwords are published in the README) is ever created. On a database that already has a user it does nothing.
 */
export async function seedProductDatabase(
  db: Db,
  administrator: FirstAdministrator | undefined,
): Promise<{ seeded: boolean }> {
  if (await hasAnyUser(db)) return { seeded: false };
  if (!administrator) {
    throw new Error(
      'SEED_DEMO_DATA=false on an empty database: set ADMIN_EMAIL and ADMIN_PASSWORD for its first administrator',
    );
  }
  const passwordHash = await hashPassword(administrator.password);
  return seedEmptyDatabase(db, async (tx) => {
    await seedReferenceData(tx);
    await seedCatalogue(tx);
    await seedAvatars(tx);
    const [admin] = await tx
      .insert(users)
      .values({
        name: administrator.name,
        email: administrator.email.toLowerCase(),
        passwordHash,
        mainRole: 'ROLE_ADMIN',
      })
      .returning({ id: users.id });
    if (!admin) throw new Error('The first administrator was not inserted');
    await tx.insert(userRoles).values({ userId: admin.id, role: 'ROLE_ADMIN' });
  });
}

/** Fills a database that has no user, in one transaction: once, even when several instances start on it together. */
async function seedEmptyDatabase(db: Db, fill: (tx: Db) => Promise<void>): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    // Two instances starting on the same empty database: the second waits here, then sees the users.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAnyUser(tx)) return { seeded: false };
    await fill(tx);
    return { seeded: true };
  });
}

async function hasAnyUser(db: Db): Promise<boolean> {
  const [first] = await db.select({ id: users.id }).from(users).limit(1);
  return first !== undefined;
}
