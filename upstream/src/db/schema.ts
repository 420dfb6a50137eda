// The whole specification's data model (both documents). Wire names are snake_case, so columns are too.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  accessTrailActionSchema,
  accessTrailOutcomeSchema,
  accessTrailResourceSchema,
  accessTrailRoleSchema,
  activityLevelSchema,
  amountOriginSchema,
  connectionStatusSchema,
  deletionRequestStatusSchema,
  foodGroupSchema,
  genderSchema,
  type MealPlanPeriod,
  type MealPlanTemplateFoodstuff,
  type MealPlanTemplatePeriod,
  mealPeriodSchema,
  mealPlanStatusSchema,
  notificationCodeSchema,
  notificationStatusSchema,
  paymentMethodSchema,
  type ReceiptDocument,
  roleSchema,
  substitutionBasisSchema,
  unitSchema,
} from '@/lib/api/contract';
import { ENERGY_EQUATION_IDS, PA_CATEGORIES } from '@/lib/rules/energy';
import type { StoredComponents } from '@/lib/rules/food-components';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
// Nutrient and weight amounts: exact decimals, read back as numbers by the services.
const amount = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' });

// The enums the contract also names take its values, so the database and the wire cannot drift apart.
const valuesOf = <T extends string>(schema: { options: readonly T[] }) => schema.options as [T, ...T[]];
export const roleEnum = pgEnum('role', valuesOf(roleSchema));
export const genderEnum = pgEnum('gender', valuesOf(genderSchema));
// Nutritionists register through the portal; patients through the mobile app.
export const accountTypeEnum = pgEnum('account_type', ['NUTRITIONIST', 'PATIENT']);
export const activityLevelEnum = pgEnum('physical_activity_factor', valuesOf(activityLevelSchema));
export const foodGroupEnum = pgEnum('food_group', valuesOf(foodGroupSchema));
export const unitEnum = pgEnum('unit_of_measurement', valuesOf(unitSchema));
export const notificationStatusEnum = pgEnum('notification_status', valuesOf(notificationStatusSchema));
export const notificationCodeEnum = pgEnum('notification_code', valuesOf(notificationCodeSchema));
export const connectionStatusEnum = pgEnum('connection_status', valuesOf(connectionStatusSchema));
export const substitutionBasisEnum = pgEnum('substitution_basis', valuesOf(substitutionBasisSchema));
export const amountOriginEnum = pgEnum('substitution_amount_origin', valuesOf(amountOriginSchema));
export const mealPlanStatusEnum = pgEnum('meal_plan_status', valuesOf(mealPlanStatusSchema));
export const mealPeriodEnum = pgEnum('meal_period', valuesOf(mealPeriodSchema));
export const appointmentTypeEnum = pgEnum('appointment_type', ['ON_SITE', 'ONLINE']);
// COMPLETED and NO_SHOW (migration 0013): the outcome of a consultation that has begun.
export const appointmentStatusEnum = pgEnum('appointment_status', [
  'CONFIRMED',
  'CANCELED',
  'COMPLETED',
  'NO_SHOW',
]);
export const weekdayEnum = pgEnum('day_of_week', [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
]);

// ── People ────────────────────────────────────────────────────────────────────────────────────────

export const avatarPhotos = pgTable(
  'avatar_photos',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    tags: text('tags').notNull().default(''),
    gender: genderEnum('gender'),
    // A photo a user uploaded of itself ('Enviar minha foto'): only it may choose it, and it is never
    // listed in the catalogue. Null for the shared catalogue's avatars.
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('avatar_photos_owner_idx').on(t.ownerId)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // Stored lower-cased; sign-in and uniqueness ignore case. A record a nutritionist opened may have none.
    email: text('email'),
    passwordHash: text('password_hash'),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: genderEnum('gender'),
    mainRole: roleEnum('main_role').notNull(),
    avatarPhotoId: integer('avatar_photo_id').references(() => avatarPhotos.id, { onDelete: 'set null' }),
    physicalActivityFactor: activityLevelEnum('physical_activity_factor'),
    about: text('about'),
    // Raised to end every session of the account at once (password change, recovery).
    tokenVersion: integer('token_version').notNull().default(0),
    // False for a patient's record her nutritionist opened: no sign-in of any kind reaches it until she
    // signs up in the app with its e-mail (code checked), which makes it her account.
    appAccount: boolean('app_account').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_name_search_idx')
      .using('gin', sql`search_text(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
    // The patient search matches typed words in any order (infra/word-search.ts).
    index('users_name_words_idx')
      .using('gin', sql`search_words(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
);

export const nutritionistDetails = pgTable(
  'nutritionist_details',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    crn: smallint('crn').notNull(),
    registrationNumber: text('registration_number').notNull(),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }),
    // Her patients get an e-mail before each confirmed appointment (services/agenda/appointment-notices.ts).
    appointmentReminders: boolean('appointment_reminders').notNull().default(true),
    // Her CPF's 11 digits (check digits verified), which her receipts carry (0040); null until she gives it.
    cpf: text('cpf'),
  },
  (t) => [
    uniqueIndex('nutritionist_details_crn_number_key').on(t.crn, t.registrationNumber),
    check('nutritionist_details_crn_range', sql`${t.crn} between 1 and 11`),
  ],
);

export const specializations = pgTable('specializations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
});

export const nutritionistSpecializations = pgTable(
  'nutritionist_specializations',
  {
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specializationId: integer('specialization_id')
      .notNull()
      .references(() => specializations.id),
  },
  (t) => [primaryKey({ columns: [t.nutritionistId, t.specializationId] })],
);

export const addresses = pgTable('addresses', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  country: text('country').notNull().default('BRAZIL'),
  zipCode: text('zip_code').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  neighborhood: text('neighborhood').notNull(),
  street: text('street').notNull(),
  number: text('number').notNull(),
  complement: text('complement'),
});

/** Suggestions and prompts a user dismissed (dismissalKeySchema), remembered on every device. */
export const userDismissals = pgTable(
  'user_dismissals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

export const bodyMeasurements = pgTable(
  'body_measurements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // One anthropometric assessment (kg, cm, skinfolds in mm); every measurement but the date may be absent.
    weight: amount('weight'),
    height: amount('height'),
    armCircumference: amount('arm_circumference'),
    tricepsCircumference: amount('triceps_circumference'),
    hipCircumference: amount('hip_circumference'),
    calfCircumference: amount('calf_circumference'),
    waistCircumference: amount('waist_circumference'),
    thighCircumference: amount('thigh_circumference'),
    chestCircumference: amount('chest_circumference'),
    tricepsSkinfold: amount('triceps_skinfold'),
    bicepsSkinfold: amount('biceps_skinfold'),
    subscapularSkinfold: amount('subscapular_skinfold'),
    suprailiacSkinfold: amount('suprailiac_skinfold'),
    abdominalSkinfold: amount('abdominal_skinfold'),
    thighSkinfold: amount('thigh_skinfold'),
    chestSkinfold: amount('chest_skinfold'),
    midaxillarySkinfold: amount('midaxillary_skinfold'),
    calfSkinfold: amount('calf_skinfold'),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('body_measurements_user_idx').on(t.userId, t.measuredAt)],
);

// ── Accounts: registration, recovery, tokens, mail ───────────────────────────────────────────────────

// The local stand-in for the national council's (CFN) registry.
export const cfnRegistry = pgTable(
  'cfn_registry',
  {
    crn: smallint('crn').notNull(),
    registrationNumber: text('registration_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.crn, t.registrationNumber] })],
);

export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: genderEnum('gender').notNull(),
    accountType: accountTypeEnum('account_type').notNull().default('NUTRITIONIST'),
    // The professional registration; only nutritionists have one.
    crn: smallint('crn'),
    registrationNumber: text('registration_number'),
    codeHash: text('code_hash').notNull(),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }).notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('registrations_email_idx').on(t.email),
    check(
      'registrations_professional_registration',
      sql`(${t.accountType} = 'NUTRITIONIST') = (${t.crn} is not null and ${t.registrationNumber} is not null)`,
    ),
  ],
);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

// Token ids ended by logout, kept until the token would have expired anyway.
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// One-time codes that hand a finished Google sign-in to the portal (DESIGN.md §3). Kept here, not in
// memory, so any API process can redeem a code another one issued. Only hashes are stored.
export const signInHandovers = pgTable(
  'sign_in_handovers',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the pending value the portal set in the browser that started the flow. */
    binding: text('binding').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_handovers_expires_at_idx').on(t.expiresAt)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  // { filename, content_type, content } of each attachment (an appointment's .ics; a receipt's PDF, whose
  // content is base64 and says so in `encoding`).
  attachments: jsonb('attachments')
    .$type<{ filename: string; content_type: string; content: string; encoding?: 'base64' }[]>()
    .notNull()
    .default([]),
  createdAt: createdAt(),
});

// Work that follows a change, carried out by the job worker (infra/jobs.ts, migration 0019).
export const jobStatuses = ['QUEUED', 'RUNNING', 'DONE', 'DEAD'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<JobStatus>().notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    key: text('key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_key').on(t.key),
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
    check('jobs_status_check', sql`${t.status} in ('QUEUED', 'RUNNING', 'DONE', 'DEAD')`),
  ],
);

// ── Food catalogue ──────────────────────────────────────────────────────────────────────────────────

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('brands_name_key').on(sql`lower(${t.name})`),
    // Read by every catalogue search: no pending list to scan (migration 0010).
    index('brands_name_words_idx')
      .using('gin', sql`search_words(${t.name}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const foodstuffPhotos = pgTable(
  'foodstuff_photos',
  {
    id: serial('id').primaryKey(),
    // Path under the upload folder, or a URL for photos that ship with the project.
    url: text('url').notNull(),
    tags: text('tags').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('foodstuff_photos_tags_search_idx')
      .using('gin', sql`search_text(${t.tags}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/** Words of food and brand names (4+ letters), kept by triggers, where a word typed with a typo is looked up. */
export const searchVocabulary = pgTable('search_vocabulary', {
  word: text('word').primaryKey(),
});

export const foodstuffs = pgTable(
  'foodstuffs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    // The name the patient reads on her plan ('Ovo cozido'), set for the common foods (0033); null: none.
    patientName: text('patient_name'),
    group: foodGroupEnum('group').notNull(),
    unitOfMeasurement: unitEnum('unit_of_measurement').notNull(),
    baselineWeight: amount('baseline_weight').notNull(),
    barcode: text('barcode'),
    brandId: integer('brand_id').references(() => brands.id),
    photoId: integer('photo_id').references(() => foodstuffPhotos.id, { onDelete: 'set null' }),
    // Per baseline weight. Null means not analysed (TACO's NA), never zero.
    calories: amount('calories'),
    proteins: amount('proteins'),
    carbohydrates: amount('carbohydrates'),
    sodium: amount('sodium'),
    fiber: amount('fiber'),
    fats: amount('fats'),
    // The other components (lib/rules/food-components; 0037): only the known ones, an amount or 'trace'.
    components: jsonb('components').$type<StoredComponents>().notNull().default({}),
    // TACO food number, for foods imported from the table.
    tacoNumber: integer('taco_number'),
    // The name folded into words for search (migration 0004's search_words()); the database keeps it.
    searchName: text('search_name').notNull().generatedAlwaysAs(sql`search_words("name")`),
    // Its words for the full-text prefix index (a generated column cannot read another one).
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_words("name"))`),
    // Where the plan builder's picker ranks it among foods matching as well (0034): 0 a common food (named
    // for patients), 1 a prepared form (cozido, grelhado, assado…), 3 the raw form of a food eaten cooked
    // (grains, legumes, meats), 2 the rest.
    planRank: smallint('plan_rank')
      .notNull()
      .generatedAlwaysAs(
        sql`case when "patient_name" is not null then 0
          when search_words("name") ~ ' (cozid[oa]s?|grelhad[oa]s?|assad[oa]s?|refogad[oa]s?|ensopad[oa]s?) ' then 1
          when "group" in ('GRAINS', 'LEGUMES', 'MEATS') and search_words("name") ~ ' crua? ' then 3
          else 2 end`,
      ),
    // Foods used by plans or logs are archived instead of deleted so history keeps them.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('foodstuffs_barcode_key')
      .on(t.barcode)
      .where(sql`${t.barcode} is not null and ${t.archivedAt} is null`),
    // New names go straight into the index: a pending list would be scanned by every search (migration 0010).
    index('foodstuffs_search_vector_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('foodstuffs_first_word_idx')
      .on(sql`split_part(${t.searchName}, ' ', 2)`, sql`length(${t.name})`, t.name, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('foodstuffs_active_name_idx').on(t.name).where(sql`${t.archivedAt} is null`),
    // The plan builder's broad searches read their first page in its order (services/catalogue/foodstuffs.ts).
    index('foodstuffs_first_word_plan_idx')
      .on(sql`split_part(${t.searchName}, ' ', 2)`, t.planRank, sql`length(${t.name})`, t.name, t.id)
      .where(sql`${t.archivedAt} is null`),
    // Searching by brand name finds the brands first, then their foods through this index.
    index('foodstuffs_brand_idx').on(t.brandId),
    check(
      'foodstuffs_non_negative',
      sql`${t.baselineWeight} > 0 and coalesce(${t.calories}, 0) >= 0
      and coalesce(${t.proteins}, 0) >= 0 and coalesce(${t.carbohydrates}, 0) >= 0
      and coalesce(${t.sodium}, 0) >= 0 and coalesce(${t.fiber}, 0) >= 0 and coalesce(${t.fats}, 0) >= 0`,
    ),
  ],
);

/**
 * A food's household measures (0024): 'colher de servir' weighs 45 g of cooked rice. `weight` is in the
 * food's unit (grams, or millilitres for drinks, which the IBGE table gives at the density of water);
 * `source` cites where the value was read, or is null for one an administrator entered.
 */
export const foodstuffMeasures = pgTable(
  'foodstuff_measures',
  {
    id: serial('id').primaryKey(),
    foodstuffId: integer('foodstuff_id')
      .notNull()
      .references(() => foodstuffs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    weight: amount('weight').notNull(),
    source: text('source'),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('foodstuff_measures_food_name_key').on(t.foodstuffId, sql`lower(${t.name})`),
    check('foodstuff_measures_positive', sql`${t.weight} > 0`),
  ],
);

// ── Care: patients, invitations, notifications ────────────────────────────────────────────────────────

// A patient follows at most one nutritionist at a time.
export const nutritionistPatients = pgTable(
  'nutritionist_patients',
  {
    patientId: integer('patient_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    /** The body-fat equation the nutritionist prefers for this patient (a FAT_EQUATIONS key). */
    preferredFatEquation: text('preferred_fat_equation'),
  },
  (t) => [index('nutritionist_patients_nutritionist_idx').on(t.nutritionistId)],
);

export const connectionRequests = pgTable(
  'connection_requests',
  {
    id: serial('id').primaryKey(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientEmail: text('patient_email').notNull(),
    // SHA-256 of the e-mailed code; the code itself is never stored.
    codeHash: text('code_hash').notNull().unique(),
    status: connectionStatusEnum('status').notNull().default('PENDING'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    // Set when the accepted e-mail belongs to an account (now or when it is created later).
    patientId: integer('patient_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('connection_requests_nutritionist_idx').on(t.nutritionistId, t.createdAt),
    index('connection_requests_email_idx').on(t.patientEmail),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    receiverId: integer('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: notificationCodeEnum('code').notNull(),
    status: notificationStatusEnum('status').notNull().default('UNREAD'),
    // [{ key, value }] as the specification reads it: patient_id, patient_name, patient_photo_url, date...
    metadata: jsonb('metadata').$type<{ key: string; value: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_receiver_idx').on(t.receiverId, t.status, t.createdAt)],
);

// ── Meals logged by patients ─────────────────────────────────────────────────────────────────────────

export const meals = pgTable(
  'meals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateTime: timestamp('date_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('meals_user_date_idx').on(t.userId, t.dateTime)],
);

// Nutrients are copied at logging time, so editing or archiving a food never rewrites a patient's past.
export const mealFoodstuffs = pgTable(
  'meal_foodstuffs',
  {
    id: serial('id').primaryKey(),
    mealId: integer('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    foodstuffId: integer('foodstuff_id')
      .notNull()
      .references(() => foodstuffs.id),
    // In the food's unit: grams or millilitres, or a count for UNITS.
    quantity: amount('quantity').notNull(),
    // The quantity's nutrients; null where the food has no value of one (not analysed), never 0 (migration 0014).
    calories: amount('calories'),
    proteins: amount('proteins'),
    carbohydrates: amount('carbohydrates'),
    sodium: amount('sodium'),
    fiber: amount('fiber'),
    fats: amount('fats'),
  },
  (t) => [
    index('meal_foodstuffs_meal_idx').on(t.mealId),
    index('meal_foodstuffs_food_idx').on(t.foodstuffId),
  ],
);

// ── Meal plans ──────────────────────────────────────────────────────────────────────────────────────

export const mealPlans = pgTable(
  'meal_plans',
  {
    id: serial('id').primaryKey(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: mealPlanStatusEnum('status').notNull().default('ACTIVE'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    // General guidance for the patient, printed after the meals (0016).
    guidance: text('guidance'),
    // The patient's PDF without numbers of energy and macronutrients (0016).
    hideNumbersInPdf: boolean('hide_numbers_in_pdf').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('meal_plans_patient_idx').on(t.patientId, t.status),
    // One active plan per patient.
    uniqueIndex('meal_plans_one_active_key').on(t.patientId).where(sql`${t.status} = 'ACTIVE'`),
  ],
);

// The day totals a plan had before an edit changed them, so the days before the edit keep being judged
// against what was prescribed then (services/record/requirement-history): each was in force until `in_force_until`.
export const mealPlanCalorieHistory = pgTable(
  'meal_plan_calorie_history',
  {
    id: serial('id').primaryKey(),
    mealPlanId: integer('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    inForceUntil: date('in_force_until', { mode: 'string' }).notNull(),
    dailyCalories: amount('daily_calories').notNull(),
    // How many of the plan's foods then had no energy value: daily_calories was partial when any (0014).
    foodsWithoutEnergy: integer('foods_without_energy').notNull().default(0),
  },
  (t) => [uniqueIndex('meal_plan_calorie_history_plan_day_key').on(t.mealPlanId, t.inForceUntil)],
);

/**
 * The foods a nutritionist put in her plans (0034), with the household measure she used last for each (null:
 * the food's own unit): her 'Recentes', her foods first in the picker, and the measure a food opens on.
 */
export const nutritionistFoodUses = pgTable(
  'nutritionist_food_uses',
  {
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foodstuffId: integer('foodstuff_id')
      .notNull()
      .references(() => foodstuffs.id, { onDelete: 'cascade' }),
    measureName: text('measure_name'),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.nutritionistId, t.foodstuffId] }),
    index('nutritionist_food_uses_recent_idx').on(t.nutritionistId, t.usedAt),
  ],
);

/** A template's meal as stored: its foods without their position, which is their order. */
export type StoredTemplatePeriod = Omit<MealPlanTemplatePeriod, 'meal_foodstuffs'> & {
  meal_foodstuffs: Omit<MealPlanTemplateFoodstuff, 'position'>[];
};

/**
 * A nutritionist's own template (0017): a plan's meals, times, notes, foods (with the values the plan kept)
 * and guidance under a name, to start other plans from. Hers only.
 */
export const mealPlanTemplates = pgTable(
  'meal_plan_templates',
  {
    id: serial('id').primaryKey(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    guidance: text('guidance'),
    mealPeriods: jsonb('meal_periods').$type<StoredTemplatePeriod[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('meal_plan_templates_nutritionist_idx').on(t.nutritionistId, t.createdAt)],
);

/** A meal plan as it was before an edit changed it (GET /v1/meal-plans/{id}/versions). */
export const mealPlanVersions = pgTable(
  'meal_plan_versions',
  {
    id: serial('id').primaryKey(),
    mealPlanId: integer('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    guidance: text('guidance'),
    // Versions kept before 0016 hold periods without `time` and `notes` (read as null).
    mealPeriods: jsonb('meal_periods').$type<MealPlanPeriod[]>().notNull(),
  },
  (t) => [index('meal_plan_versions_plan_idx').on(t.mealPlanId, t.replacedAt)],
);

export const mealPeriods = pgTable(
  'meal_periods',
  {
    id: serial('id').primaryKey(),
    mealPlanId: integer('meal_plan_id')
      .notNull()
      .references(() => mealPlans.id, { onDelete: 'cascade' }),
    period: mealPeriodEnum('period').notNull(),
    // 'HH:MM' (checked by the contract), and notes for the patient (0016).
    time: text('time'),
    notes: text('notes'),
  },
  (t) => [uniqueIndex('meal_periods_plan_period_key').on(t.mealPlanId, t.period)],
);

/**
 * What a planned food and a substitution keep of their portion and food, as copies: the household measure
 * the portion is ('colher de servir'; 0024), so deleting it from the catalogue later never changes the plan
 * (null: the portion is in the food's unit); and the food's unit, the weight its nutrients are given for and
 * the nutrients (null: not analysed), so editing the catalogue never changes a saved plan's totals.
 */
const keptPortionColumns = () => ({
  measureName: text('measure_name'),
  unitOfMeasurement: unitEnum('unit_of_measurement').notNull(),
  referenceWeight: amount('reference_weight').notNull(),
  calories: amount('calories'),
  proteins: amount('proteins'),
  carbohydrates: amount('carbohydrates'),
  sodium: amount('sodium'),
  fiber: amount('fiber'),
  fats: amount('fats'),
  // The food's other components (0037); null: kept before the catalogue had them, so all unknown.
  components: jsonb('components').$type<StoredComponents>(),
});

export const mealPlanFoodstuffs = pgTable(
  'meal_plan_foodstuffs',
  {
    id: serial('id').primaryKey(),
    mealPeriodId: integer('meal_period_id')
      .notNull()
      .references(() => mealPeriods.id, { onDelete: 'cascade' }),
    foodstuffId: integer('foodstuff_id')
      .notNull()
      .references(() => foodstuffs.id),
    // One portion, in the food's unit (one unit's weight for UNITS foods); `quantity` portions of it.
    baselineWeight: amount('baseline_weight').notNull(),
    quantity: amount('quantity').notNull().default(1),
    // Her name for the food on this plan's PDF (0033); null: the catalogue's name for the patient, or its name.
    patientName: text('patient_name'),
    ...keptPortionColumns(),
  },
  (t) => [
    index('meal_plan_foodstuffs_period_idx').on(t.mealPeriodId),
    index('meal_plan_foodstuffs_food_idx').on(t.foodstuffId),
    check(
      'meal_plan_foodstuffs_positive',
      sql`${t.baselineWeight} > 0 and ${t.quantity} > 0 and ${t.referenceWeight} > 0`,
    ),
  ],
);

/**
 * An alternative to a planned food (0018), with the values its food had when added. It goes with its
 * planned food: a plan save keeps it while it keeps the food's row.
 */
export const mealPlanSubstitutions = pgTable(
  'meal_plan_substitutions',
  {
    id: serial('id').primaryKey(),
    mealPlanFoodstuffId: integer('meal_plan_foodstuff_id')
      .notNull()
      .references(() => mealPlanFoodstuffs.id, { onDelete: 'cascade' }),
    foodstuffId: integer('foodstuff_id')
      .notNull()
      .references(() => foodstuffs.id),
    basis: substitutionBasisEnum('basis').notNull(),
    baselineWeight: amount('baseline_weight').notNull(),
    quantity: amount('quantity').notNull(),
    // PROPOSED amounts follow the food's (proposed again when it changes); TYPED ones are kept (0032). Rows
    // from before are TYPED: nobody can tell which were typed, and a typed one must never change silently.
    amountOrigin: amountOriginEnum('amount_origin').notNull().default('TYPED'),
    // The figures she confirmed a non-equivalent alternative for (lib/rules/substitution-equivalence.ts).
    confirmedFoodValue: amount('confirmed_food_value'),
    confirmedAlternativeValue: amount('confirmed_alternative_value'),
    ...keptPortionColumns(),
  },
  (t) => [
    index('meal_plan_substitutions_food_idx').on(t.mealPlanFoodstuffId),
    index('meal_plan_substitutions_foodstuff_idx').on(t.foodstuffId),
    check(
      'meal_plan_substitutions_positive',
      sql`${t.baselineWeight} > 0 and ${t.quantity} > 0 and ${t.referenceWeight} > 0`,
    ),
  ],
);

// ── Agenda ──────────────────────────────────────────────────────────────────────────────────────────

export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: appointmentTypeEnum('type').notNull(),
    status: appointmentStatusEnum('status').notNull().default('CONFIRMED'),
    startDateTime: timestamp('start_date_time', { withTimezone: true }).notNull(),
    endDateTime: timestamp('end_date_time', { withTimezone: true }).notNull(),
    // The iCalendar SEQUENCE of the appointment's event: raised on each change so calendars update it.
    sequence: integer('sequence').notNull().default(0),
    // When the patient answered her reminder's 'Confirmar presença'; a move clears it, to be asked again.
    attendanceConfirmedAt: timestamp('attendance_confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Also appointments_no_overlap (migrations 0006, 0013): an EXCLUDE constraint drizzle cannot express, so
  // that two appointments of one nutritionist that are not CANCELED never overlap.
  (t) => [
    index('appointments_nutritionist_start_idx').on(t.nutritionistId, t.startDateTime),
    index('appointments_patient_idx').on(t.patientId),
    check('appointments_end_after_start', sql`${t.endDateTime} > ${t.startDateTime}`),
  ],
);

export const weekAvailability = pgTable(
  'week_availability',
  {
    id: serial('id').primaryKey(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dayOfWeek: weekdayEnum('day_of_week').notNull(),
    from: time('from').notNull(),
    to: time('to').notNull(),
  },
  (t) => [
    index('week_availability_nutritionist_idx').on(t.nutritionistId, t.dayOfWeek),
    check('week_availability_from_before_to', sql`${t.from} < ${t.to}`),
  ],
);

// How her week is cut into consultations (lib/rules/slot-settings.ts); no row: the deployment's
// APPOINTMENT_DURATION_MINUTES and APPOINTMENT_GAP_MINUTES (the specification's 50 minutes, no gap).
export const slotSettings = pgTable(
  'slot_settings',
  {
    nutritionistId: integer('nutritionist_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    consultationMinutes: smallint('consultation_minutes').notNull(),
    gapMinutes: smallint('gap_minutes').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('slot_settings_consultation_range', sql`${t.consultationMinutes} between 15 and 240`),
    check('slot_settings_gap_range', sql`${t.gapMinutes} between 0 and 120`),
  ],
);

// The private .ics feed of a nutritionist's agenda; the secret is in the URL, only its SHA-256 is kept.
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    nutritionistId: integer('nutritionist_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_secret_hash_key').on(t.secretHash)],
);

// ── Online booking (beyond the specification) ───────────────────────────────────────────────────────

// Her public booking page at /agendar/{slug} (services/booking/). The link is unique and lowercase; changing
// it frees the old one, which then answers 404. Ranges: lib/rules/booking-settings.ts.
export const bookingSettings = pgTable(
  'booking_settings',
  {
    nutritionistId: integer('nutritionist_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    // Search engines may list the page; noindex until she says so.
    indexable: boolean('indexable').notNull().default(false),
    approvalRequired: boolean('approval_required').notNull().default(false),
    noticeHours: smallint('notice_hours').notNull().default(24),
    horizonWeeks: smallint('horizon_weeks').notNull().default(4),
    offersOnSite: boolean('offers_on_site').notNull().default(true),
    offersOnline: boolean('offers_online').notNull().default(true),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('booking_settings_slug_key').on(t.slug),
    check('booking_settings_slug_lowercase', sql`${t.slug} = lower(${t.slug})`),
    check('booking_settings_notice_range', sql`${t.noticeHours} between 0 and 168`),
    check('booking_settings_horizon_range', sql`${t.horizonWeeks} between 1 and 26`),
    check('booking_settings_some_type', sql`${t.offersOnSite} or ${t.offersOnline}`),
  ],
);

// EXPIRED is not stored: a HELD row past expires_at is one.
export const bookingStatusEnum = pgEnum('booking_status', [
  'HELD',
  'REQUESTED',
  'BOOKED',
  'DECLINED',
  'RELEASED',
]);

// A visitor's hold of a free hour while she confirms by the e-mailed code or link, then her request (with
// approval on) until the nutritionist answers. Only hashes of the code and the link's token are kept. A
// row is kept 30 days past its hour (the hourly housekeeping), then goes with the visitor's details.
export const bookingHolds = pgTable(
  'booking_holds',
  {
    id: serial('id').primaryKey(),
    // What the visitor's browser names the hold by: not a sequence, so holds cannot be counted or walked.
    publicId: uuid('public_id').notNull(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: appointmentTypeEnum('type').notNull(),
    startDateTime: timestamp('start_date_time', { withTimezone: true }).notNull(),
    endDateTime: timestamp('end_date_time', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    // Lowercase, as users.email.
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    note: text('note'),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    status: bookingStatusEnum('status').notNull().default('HELD'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_holds_public_id_key').on(t.publicId),
    uniqueIndex('booking_holds_token_hash_key').on(t.tokenHash),
    index('booking_holds_nutritionist_start_idx').on(t.nutritionistId, t.startDateTime),
    index('booking_holds_email_idx').on(t.email, t.status),
    check('booking_holds_end_after_start', sql`${t.endDateTime} > ${t.startDateTime}`),
  ],
);

export const appointmentLinkPurposeEnum = pgEnum('appointment_link_purpose', ['MANAGE', 'ATTENDANCE']);

// The e-mailed links of an appointment: each token does one thing (manage: cancel or move; attendance:
// 'Confirmar presença') for one appointment, and stops when the appointment ends. Only hashes are kept.
export const appointmentLinks = pgTable(
  'appointment_links',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    purpose: appointmentLinkPurposeEnum('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_links_token_hash_key').on(t.tokenHash),
    index('appointment_links_appointment_idx').on(t.appointmentId),
  ],
);

export const paymentMethodEnum = pgEnum('payment_method', valuesOf(paymentMethodSchema));

const centsBetween = (column: AnyPgColumn, least: number) =>
  sql`${column} between ${sql.raw(String(least))} and 10000000`;

// Her price for a kind of consultation, a row per change: a consultation is charged the price in force
// when it starts (services/finance/charges.ts). A null amount takes the price away from then on.
export const consultationPrices = pgTable(
  'consultation_prices',
  {
    id: serial('id').primaryKey(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: appointmentTypeEnum('type').notNull(),
    amountCents: integer('amount_cents'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('consultation_prices_lookup_idx').on(t.nutritionistId, t.type, t.validFrom),
    check('consultation_prices_amount_range', centsBetween(t.amountCents, 1)),
  ],
);

// Her packages ('Pacote 4 consultas'): what she sells; a package sold keeps its own copy of the terms.
export const consultationPackages = pgTable(
  'consultation_packages',
  {
    id: serial('id').primaryKey(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    consultations: smallint('consultations').notNull(),
    amountCents: integer('amount_cents').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('consultation_packages_nutritionist_idx').on(t.nutritionistId),
    check('consultation_packages_consultations_range', sql`${t.consultations} between 1 and 100`),
    check('consultation_packages_amount_range', centsBetween(t.amountCents, 1)),
  ],
);

// A package sold to a patient: its terms as sold, the day, and a waiver (isento) with its reason.
export const patientPackages = pgTable(
  'patient_packages',
  {
    id: serial('id').primaryKey(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer('package_id').references(() => consultationPackages.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    consultations: smallint('consultations').notNull(),
    amountCents: integer('amount_cents').notNull(),
    soldOn: date('sold_on', { mode: 'string' }).notNull(),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waiverReason: text('waiver_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('patient_packages_nutritionist_sold_idx').on(t.nutritionistId, t.soldOn),
    index('patient_packages_patient_idx').on(t.patientId),
    check('patient_packages_amount_range', centsBetween(t.amountCents, 1)),
    check('patient_packages_waiver', sql`(${t.waivedAt} is null) = (${t.waiverReason} is null)`),
  ],
);

// What she changed of an appointment's charge; no row: her price list's price on its day, not waived.
export const appointmentCharges = pgTable(
  'appointment_charges',
  {
    appointmentId: integer('appointment_id')
      .primaryKey()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    // Her own price for this one; null: her price list's.
    amountCents: integer('amount_cents'),
    // The package sold to the patient that covers it (charged there, nothing here).
    patientPackageId: integer('patient_package_id').references(() => patientPackages.id, {
      onDelete: 'set null',
    }),
    waivedAt: timestamp('waived_at', { withTimezone: true }),
    waiverReason: text('waiver_reason'),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointment_charges_package_idx').on(t.patientPackageId),
    check('appointment_charges_amount_range', centsBetween(t.amountCents, 1)),
    check('appointment_charges_waiver', sql`(${t.waivedAt} is null) = (${t.waiverReason} is null)`),
  ],
);

// A payment of an appointment or of a package sold: never deleted, reversed with a reason and kept.
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    appointmentId: integer('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    patientPackageId: integer('patient_package_id').references(() => patientPackages.id, {
      onDelete: 'cascade',
    }),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: paymentMethodEnum('method').notNull(),
    instalments: smallint('instalments'),
    note: text('note'),
    payerName: text('payer_name').notNull(),
    // 11 digits, check digits verified; null only when a health plan paid.
    payerCpf: text('payer_cpf'),
    asCredit: boolean('as_credit').notNull().default(false),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversalReason: text('reversal_reason'),
  },
  (t) => [
    index('payments_nutritionist_paid_on_idx').on(t.nutritionistId, t.paidOn),
    index('payments_appointment_idx').on(t.appointmentId),
    index('payments_patient_package_idx').on(t.patientPackageId),
    index('payments_patient_idx').on(t.patientId),
    check('payments_one_charge', sql`(${t.appointmentId} is null) <> (${t.patientPackageId} is null)`),
    check('payments_amount_range', centsBetween(t.amountCents, 1)),
    check(
      'payments_instalments',
      sql`${t.instalments} is null or (${t.method} = 'CREDIT_CARD' and ${t.instalments} between 1 and 12)`,
    ),
    check('payments_reversal', sql`(${t.reversedAt} is null) = (${t.reversalReason} is null)`),
  ],
);

// Her receipts: numbered in her sequence with no gap (receipt_counters, taken in the issuing transaction),
// what each says fixed when issued, cancelled with a reason and keeping its number.
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    nutritionistId: integer('nutritionist_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    document: jsonb('document').$type<ReceiptDocument>().notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
  },
  (t) => [
    uniqueIndex('receipts_nutritionist_number_key').on(t.nutritionistId, t.number),
    // One receipt that stands per payment: a second is issued only after the first is cancelled.
    uniqueIndex('receipts_payment_standing_key').on(t.paymentId).where(sql`${t.cancelledAt} is null`),
    index('receipts_patient_idx').on(t.patientId, t.number),
    check('receipts_cancellation', sql`(${t.cancelledAt} is null) = (${t.cancellationReason} is null)`),
  ],
);

// The last receipt number each nutritionist used: its row is locked by the issuing transaction, so
// parallel issues take 1, 2, 3 … in turn, and a failed issue rolls its number back (no gap).
export const receiptCounters = pgTable('receipt_counters', {
  nutritionistId: integer('nutritionist_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

// How a patient is reached (services/record/patient-contacts.ts); her e-mail stays her account's.
export const patientContacts = pgTable('patient_contacts', {
  patientId: integer('patient_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone'),
  /** Her CPF's 11 digits, check digits verified (lib/rules/cpf.ts); optional. */
  cpf: text('cpf'),
  updatedAt: updatedAt(),
});

export const anamnesisFormEnum = pgEnum('anamnesis_form', ['SHORT', 'FULL']);

// The patient's anamnesis, a row per saved version (services/record/anamneses.ts); the content is the contract's
// anamnesisContentSchema, checked on the way in.
export const anamneses = pgTable(
  'anamneses',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    form: anamnesisFormEnum('form').notNull(),
    content: jsonb('content').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('anamneses_patient_idx').on(t.patientId, t.recordedAt.desc())],
);

export const goalBasisEnum = pgEnum('goal_basis', ['TOTAL', 'PER_KG']);
export const energyEquationEnum = pgEnum('energy_equation', ENERGY_EQUATION_IDS);
export const paCategoryEnum = pgEnum('pa_category', PA_CATEGORIES);

// The patient's goals (services/record/patient-goals.ts): a target weight and date, and the day's targets in
// total or per kg of body weight.
export const patientGoals = pgTable('patient_goals', {
  patientId: integer('patient_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  targetWeight: numeric('target_weight', { precision: 10, scale: 3, mode: 'number' }),
  targetDate: date('target_date', { mode: 'string' }),
  basis: goalBasisEnum('basis').notNull(),
  energy: numeric('energy', { precision: 10, scale: 3, mode: 'number' }),
  proteins: numeric('proteins', { precision: 10, scale: 3, mode: 'number' }),
  carbohydrates: numeric('carbohydrates', { precision: 10, scale: 3, mode: 'number' }),
  fats: numeric('fats', { precision: 10, scale: 3, mode: 'number' }),
  // The energy equation she chose and the IOM activity category for the EER (0038); null: the defaults.
  energyEquation: energyEquationEnum('energy_equation'),
  paCategory: paCategoryEnum('pa_category'),
  updatedAt: updatedAt(),
});

// The nutritionist's notes on a consultation (services/record/consultation-notes.ts), a row per saved version:
// an edit adds a row, so what was written before stays. Sections are null when nothing was written.
export const consultationNotes = pgTable(
  'consultation_notes',
  {
    id: serial('id').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    subjective: text('subjective'),
    objective: text('objective'),
    assessment: text('assessment'),
    plan: text('plan'),
    freeText: text('free_text'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultation_notes_appointment_idx').on(t.appointmentId, t.recordedAt.desc())],
);

export const accessTrailResourceEnum = pgEnum('access_trail_resource', valuesOf(accessTrailResourceSchema));
export const accessTrailActionEnum = pgEnum('access_trail_action', valuesOf(accessTrailActionSchema));
export const accessTrailOutcomeEnum = pgEnum('access_trail_outcome', valuesOf(accessTrailOutcomeSchema));
export const accessTrailRoleEnum = pgEnum('access_trail_role', valuesOf(accessTrailRoleSchema));

// Who read or changed a patient's care data (http/access-trail.ts writes it, services/record/access-trail.ts reads
// and prunes it): rows are only added, by the API itself, and go after ACCESS_TRAIL_RETENTION_DAYS.
export const accessTrail = pgTable(
  'access_trail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: accessTrailRoleEnum('actor_role').notNull(),
    resource: accessTrailResourceEnum('resource').notNull(),
    action: accessTrailActionEnum('action').notNull(),
    outcome: accessTrailOutcomeEnum('outcome').notNull(),
    requestId: text('request_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_trail_patient_idx').on(t.patientId, t.at.desc(), t.id.desc()),
    index('access_trail_at_idx').on(t.at),
  ],
);

// An export running somewhere in the deployment (http/export-slots.ts): a row per caller, so that every API
// process counts the same exports. `held_until` moves on while the answer is read; the row of a process that
// died mid-export lapses then. `holder` tells one export's row from a later one's.
export const exportSlots = pgTable('export_slots', {
  callerId: integer('caller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  holder: text('holder').notNull(),
  heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
});

export const deletionRequestStatusEnum = pgEnum(
  'deletion_request_status',
  valuesOf(deletionRequestStatusSchema),
);

// A patient's request that her data be erased (services/record/deletion-requests.ts): who asked, when, and when it
// was carried out. Her account row stays, anonymised, so the clinical record that must be kept is still hers;
// `record_erased_at` says when that record went, its retention over (services/record/expired-records.ts).
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: serial('id').primaryKey(),
    patientId: integer('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedByRole: accessTrailRoleEnum('requested_by_role').notNull(),
    status: deletionRequestStatusEnum('status').notNull().default('RECEIVED'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    recordErasedAt: timestamp('record_erased_at', { withTimezone: true }),
    // A request of her nutritionist's waits a grace period, which the patient may end by the e-mailed link:
    // when it takes effect, the link's code (SHA-256 only, cleared once used or moot), and when she cancelled.
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    cancelCodeHash: text('cancel_code_hash'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('deletion_requests_patient_idx').on(t.patientId),
    uniqueIndex('deletion_requests_cancel_code_key').on(t.cancelCodeHash),
  ],
);
