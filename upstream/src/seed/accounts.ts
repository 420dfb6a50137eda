// The demo accounts: users with roles, the nutritionists' professional details, patients' bodies and links.
import type { Db } from '@/upstream/src/db/client';
import {
  addresses,
  bodyMeasurements,
  nutritionistDetails,
  nutritionistPatients,
  nutritionistSpecializations,
  userRoles,
  users,
} from '@/upstream/src/db/schema';
import { hashPassword } from '@/upstream/src/infra/passwords';
import { buildAnthropometricHistory, toMeasurementColumns } from './anthropometry';
import type { SeededAvatar } from './avatars';
import {
  DEMO_ADMIN,
  DEMO_NUTRITIONISTS,
  type DemoPatient,
  type DemoPerson,
  type NutritionistKey,
} from './demo-accounts';
import { DEMO_PATIENTS } from './demo-patients';

type Role = (typeof users.$inferInsert)['mainRole'];

export interface SeededAccounts {
  adminId: number;
  nutritionistIds: Record<NutritionistKey, number>;
  patients: { person: DemoPatient; id: number }[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function findSeededPatientOrThrow(
  accounts: SeededAccounts,
  email: string,
): SeededAccounts['patients'][number] {
  const patient = accounts.patients.find(({ person }) => person.email === email);
  if (!patient) throw new Error(`No demo patient ${email}`);
  return patient;
}

/** One argon2id hash per account (each with its own salt), computed before the seed's transaction. */
export async function hashDemoPasswords(): Promise<Map<string, string>> {
  const people: DemoPerson[] = [DEMO_ADMIN, ...DEMO_NUTRITIONISTS, ...DEMO_PATIENTS];
  const hashes = await Promise.all(people.map((person) => hashPassword(person.password)));
  return new Map(people.map((person, index) => [person.email, hashes[index] ?? '']));
}

export async function seedAccounts(
  db: Db,
  context: { passwordHashes: Map<string, string>; avatars: Map<string, SeededAvatar>; now: Date },
): Promise<SeededAccounts> {
  const { now } = context;
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const toUserRow = (
    person: DemoPerson,
    mainRole: Role,
    createdAt: Date,
    extra: Partial<typeof users.$inferInsert>,
  ) => {
    const passwordHash = context.passwordHashes.get(person.email);
    if (!passwordHash) throw new Error(`No password hash for ${person.email}`);
    return {
      name: person.name,
      email: person.email.toLowerCase(),
      passwordHash,
      birthDate: person.birthDate,
      gender: person.gender,
      mainRole,
      avatarPhotoId: person.avatar ? context.avatars.get(person.avatar)?.id : undefined,
      createdAt,
      updatedAt: createdAt,
      ...extra,
    };
  };

  const inserted = await db
    .insert(users)
    .values([
      toUserRow(DEMO_ADMIN, 'ROLE_ADMIN', daysAgo(400), {}),
      ...DEMO_NUTRITIONISTS.map((nutritionist) =>
        toUserRow(nutritionist, 'ROLE_NUTRITIONIST', daysAgo(365), { about: nutritionist.about }),
      ),
      ...DEMO_PATIENTS.map((patient) =>
        toUserRow(patient, 'ROLE_USER', daysAgo(patient.connectedDaysAgo + 10), {
          physicalActivityFactor: patient.activity,
        }),
      ),
    ])
    .returning({ id: users.id, email: users.email, mainRole: users.mainRole });
  await db.insert(userRoles).values(inserted.map((user) => ({ userId: user.id, role: user.mainRole })));

  const idOf = (person: DemoPerson) => {
    const user = inserted.find((candidate) => candidate.email === person.email.toLowerCase());
    if (!user) throw new Error(`${person.email} was not inserted`);
    return user.id;
  };
  const nutritionistIds = Object.fromEntries(
    DEMO_NUTRITIONISTS.map((nutritionist) => [nutritionist.key, idOf(nutritionist)]),
  ) as Record<NutritionistKey, number>;
  const patients = DEMO_PATIENTS.map((person) => ({ person, id: idOf(person) }));

  await seedNutritionistProfiles(db, nutritionistIds);
  const orderAmongPeers = (patient: DemoPatient) =>
    DEMO_PATIENTS.filter((other) => other.nutritionist === patient.nutritionist).indexOf(patient);
  await db.insert(bodyMeasurements).values(
    patients.flatMap(({ person, id }) =>
      buildAnthropometricHistory(person, orderAmongPeers(person), Math.min(person.connectedDaysAgo, 14)).map(
        (record) => ({
          userId: id,
          measuredAt: daysAgo(record.daysAgo),
          ...toMeasurementColumns(record.values),
        }),
      ),
    ),
  );
  await db.insert(nutritionistPatients).values(
    patients.map(({ person, id }) => ({
      patientId: id,
      nutritionistId: nutritionistIds[person.nutritionist],
      connectedAt: daysAgo(person.connectedDaysAgo),
    })),
  );
  return { adminId: idOf(DEMO_ADMIN), nutritionistIds, patients };
}

async function seedNutritionistProfiles(db: Db, ids: Record<NutritionistKey, number>): Promise<void> {
  await db.insert(nutritionistDetails).values(
    DEMO_NUTRITIONISTS.map((nutritionist) => ({
      userId: ids[nutritionist.key],
      crn: nutritionist.crn,
      registrationNumber: nutritionist.registrationNumber,
      averageRating: nutritionist.averageRating,
    })),
  );
  await db.insert(nutritionistSpecializations).values(
    DEMO_NUTRITIONISTS.flatMap((nutritionist) =>
      nutritionist.specializationIds.map((specializationId) => ({
        nutritionistId: ids[nutritionist.key],
        specializationId,
      })),
    ),
  );
  const withAddress = DEMO_NUTRITIONISTS.flatMap((nutritionist) =>
    nutritionist.address ? [{ userId: ids[nutritionist.key], ...nutritionist.address }] : [],
  );
  if (withAddress.length > 0) await db.insert(addresses).values(withAddress);
}
