// Registration: a pending registration holds the data until the e-mailed code confirms it; confirming
// creates the account, ROLE_NUTRITIONIST from the portal's wizard or ROLE_USER from the mobile app.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Registration, RegistrationRequest } from '@/lib/api/contract';
import { EARLIEST_DATE } from '@/lib/rules/date-bounds';
import { toZonedDate } from '@/lib/rules/zoned-date';
import type { Db } from '../../db/client';
import { nutritionistDetails, registrations, userRoles, users } from '../../db/schema';
import { ApiError, invalidData, notFound } from '../../errors';
import type { CfnRegistry } from '../../infra/cfn';
import { isUniqueViolation } from '../../infra/database-errors';
import type { Mailer } from '../../infra/mail';
import { hashPassword } from '../../infra/passwords';
import { log } from '../../log';
import { linkAcceptedConnections } from '../patients/connection-requests';
import { claimPatientRecord } from '../patients/patient-records';

export interface RegistrationSettings {
  codeTtlMinutes: number;
  maxCodeAttempts: number;
  resendSeconds: number;
  /** The product's zone (APP_TIME_ZONE): a birth date may be today there, never later. */
  timeZone: string;
}

export interface RegistrationDeps {
  db: Db;
  mailer: Mailer;
  cfn: CfnRegistry;
  now: () => Date;
  /** Keys the code hashes, so a copy of the table alone cannot be used to test codes offline. */
  secret: string;
  settings: RegistrationSettings;
}

type RegistrationRow = typeof registrations.$inferSelect;

const emailTaken = () =>
  new ApiError(409, 'EMAIL_ALREADY_REGISTERED', 'O e-mail informado já está cadastrado.');
const notInCfn = () =>
  new ApiError(
    422,
    'NUTRITIONIST_NOT_REGISTERED_IN_CFN',
    'A inscrição e o CRN informados não foram encontrados no CFN.',
  );
const pairTaken = () =>
  new ApiError(
    409,
    'NUTRITIONIST_ALREADY_REGISTERED',
    'Já existe uma conta cadastrada com este número de inscrição e CRN.',
  );
const alreadyConfirmed = () =>
  new ApiError(409, 'REGISTRATION_ALREADY_CONFIRMED', 'Este cadastro já foi confirmado. Acesse sua conta.');
const registrationNotFound = () => notFound('Cadastro');
/** The answer of the invitation flow when its e-mail cannot be sent: the caller may try again at once. */
const mailFailed = () =>
  new ApiError(
    502,
    'MAIL_FAILED',
    'Não foi possível enviar o código de confirmação. Tente novamente mais tarde.',
  );

/** Four digits, uniformly drawn. */
export function generateConfirmationCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

function hashCode(secret: string, registrationId: string, code: string): string {
  return createHmac('sha256', secret).update(`${registrationId}:${code}`).digest('hex');
}

function codeMatches(secret: string, row: RegistrationRow, code: string): boolean {
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = Buffer.from(hashCode(secret, row.id, code), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

function toRegistration(row: RegistrationRow, resendSeconds: number): Registration {
  return {
    id: row.id,
    email: row.email,
    status: row.confirmedAt ? 'CONFIRMED' : 'PENDING',
    code_expires_at: row.codeExpiresAt.toISOString(),
    resend_available_at: new Date(row.lastSentAt.getTime() + resendSeconds * 1000).toISOString(),
  };
}

async function sendCode(deps: RegistrationDeps, row: RegistrationRow, code: string): Promise<void> {
  await deps.mailer.send({
    to: row.email,
    subject: 'Seu código de confirmação',
    text: [
      `Olá, ${row.name}!`,
      '',
      `Seu código de confirmação é: ${code}`,
      '',
      `Ele vale por ${deps.settings.codeTtlMinutes} minutos. Se você não pediu este cadastro, ignore este e-mail.`,
    ].join('\n'),
  });
}

/** A birth date from 1900 up to today in the product's zone (ISO strings compare as dates). */
function assertPlausibleBirthDate(birthDate: string, now: Date, timeZone: string): void {
  const today = toZonedDate(now, timeZone);
  if (birthDate < EARLIEST_DATE || birthDate > today) throw invalidData('Campo inválido: birth_date.');
}

/**
 * Whether the e-mail is an account's. A patient's sign-up may take a record's e-mail (it claims the
 * record); a nutritionist's may not.
 */
async function isEmailTaken(
  db: Db,
  email: string,
  accountType: RegistrationRow['accountType'],
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      accountType === 'NUTRITIONIST'
        ? eq(users.email, email)
        : and(eq(users.email, email), eq(users.appAccount, true)),
    );
  return row !== undefined;
}

async function isPairTaken(db: Db, crn: number, registrationNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: nutritionistDetails.userId })
    .from(nutritionistDetails)
    .where(
      and(eq(nutritionistDetails.crn, crn), eq(nutritionistDetails.registrationNumber, registrationNumber)),
    );
  return row !== undefined;
}

export async function createRegistration(
  deps: RegistrationDeps,
  input: RegistrationRequest,
): Promise<Registration> {
  const now = deps.now();
  const email = input.email.trim().toLowerCase();
  assertPlausibleBirthDate(input.birth_date, now, deps.settings.timeZone);
  if (await isEmailTaken(deps.db, email, input.account_type)) throw emailTaken();
  const professional = input.account_type === 'NUTRITIONIST' ? input.nutritionist_details : null;
  if (professional) {
    const { crn, registration_number: registrationNumber } = professional;
    if (!(await deps.cfn.isRegistered(crn, registrationNumber))) throw notInCfn();
    if (await isPairTaken(deps.db, crn, registrationNumber)) throw pairTaken();
  }

  const code = generateConfirmationCode();
  const id = crypto.randomUUID();
  const [row] = await deps.db
    .insert(registrations)
    .values({
      id,
      name: input.name.trim().replace(/\s+/g, ' '),
      email,
      passwordHash: await hashPassword(input.password),
      birthDate: input.birth_date,
      gender: input.gender,
      accountType: input.account_type,
      crn: professional?.crn ?? null,
      registrationNumber: professional?.registration_number ?? null,
      codeHash: hashCode(deps.secret, id, code),
      codeExpiresAt: new Date(now.getTime() + deps.settings.codeTtlMinutes * 60_000),
      lastSentAt: now,
    })
    .returning();
  if (!row) throw new Error('registration insert returned no row');
  try {
    await sendCode(deps, row, code);
  } catch (error) {
    log.error({ err: error }, 'Registration code e-mail failed');
    // A registration whose code nobody received must not stay behind; the caller registers again.
    try {
      await deps.db.delete(registrations).where(eq(registrations.id, row.id));
    } catch (cleanup) {
      log.error({ err: cleanup, registrationId: row.id }, 'Registration without a sent code not removed');
    }
    throw mailFailed();
  }
  return toRegistration(row, deps.settings.resendSeconds);
}

async function findRegistrationOrThrow(db: Db, id: string): Promise<RegistrationRow> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (!row) throw registrationNotFound();
  return row;
}

/**
 * Every attempt is counted before the code is compared, in one conditional update, so parallel
 * guesses cannot slip past the limit. The right code within the limit creates the account.
 */
export async function confirmRegistration(
  deps: RegistrationDeps,
  id: string,
  code: string,
): Promise<{ user_id: number }> {
  const row = await findRegistrationOrThrow(deps.db, id);
  if (row.confirmedAt) throw alreadyConfirmed();
  if (row.codeExpiresAt <= deps.now()) {
    throw new ApiError(
      410,
      'CONFIRMATION_CODE_EXPIRED',
      'O código de confirmação expirou. Solicite um novo código.',
    );
  }
  const [counted] = await deps.db
    .update(registrations)
    .set({ failedAttempts: sql`${registrations.failedAttempts} + 1` })
    .where(
      and(
        eq(registrations.id, id),
        isNull(registrations.confirmedAt),
        lt(registrations.failedAttempts, deps.settings.maxCodeAttempts),
      ),
    )
    .returning({ id: registrations.id });
  if (!counted) {
    throw new ApiError(
      429,
      'TOO_MANY_ATTEMPTS',
      'Número máximo de tentativas atingido. Solicite um novo código.',
    );
  }
  if (!codeMatches(deps.secret, row, code)) {
    throw new ApiError(400, 'INVALID_CONFIRMATION_CODE', 'O código de confirmação informado é inválido.');
  }
  return createAccount(deps, row);
}

async function createAccount(deps: RegistrationDeps, row: RegistrationRow): Promise<{ user_id: number }> {
  try {
    return await deps.db.transaction(async (tx) => {
      // Two confirmations at once: only the one that flips confirmed_at goes on.
      const [claimed] = await tx
        .update(registrations)
        .set({ confirmedAt: deps.now() })
        .where(and(eq(registrations.id, row.id), isNull(registrations.confirmedAt)))
        .returning({ id: registrations.id });
      if (!claimed) throw alreadyConfirmed();
      if (row.accountType === 'PATIENT') {
        // Her nutritionist opened her record with this e-mail: the record becomes her account.
        const record = await claimPatientRecord(
          tx,
          { email: row.email, passwordHash: row.passwordHash },
          deps.now(),
          deps.settings.timeZone,
        );
        if (record) return { user_id: record.id };
      }
      // Another registration with the same e-mail or pair may have been confirmed in the meantime.
      if (await isEmailTaken(tx, row.email, 'NUTRITIONIST')) throw emailTaken();
      const professional =
        row.accountType === 'NUTRITIONIST' && row.crn !== null && row.registrationNumber !== null
          ? { crn: row.crn, registrationNumber: row.registrationNumber }
          : null;
      if (professional && (await isPairTaken(tx, professional.crn, professional.registrationNumber))) {
        throw pairTaken();
      }
      const role = professional ? 'ROLE_NUTRITIONIST' : 'ROLE_USER';
      const [user] = await tx
        .insert(users)
        .values({
          name: row.name,
          email: row.email,
          passwordHash: row.passwordHash,
          birthDate: row.birthDate,
          gender: row.gender,
          mainRole: role,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned no row');
      await tx.insert(userRoles).values({ userId: user.id, role });
      if (professional) {
        await tx.insert(nutritionistDetails).values({ userId: user.id, ...professional });
      } else {
        // An invitation this e-mail accepted before the account existed makes it that nutritionist's patient.
        await linkAcceptedConnections(
          tx,
          { id: user.id, email: row.email, name: row.name },
          deps.now(),
          deps.settings.timeZone,
        );
      }
      return { user_id: user.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailTaken();
    if (isUniqueViolation(error, 'nutritionist_details_crn_number_key')) throw pairTaken();
    throw error;
  }
}

/**
 * Undoes a resend whose e-mail failed: the old code works again with its attempts (plus any counted
 * against the new one meanwhile), and the resend interval no longer runs, so the caller may ask again at
 * once. Only while the row still holds the undelivered code.
 */
async function restorePreviousCode(db: Db, previous: RegistrationRow, undelivered: RegistrationRow) {
  await db
    .update(registrations)
    .set({
      codeHash: previous.codeHash,
      codeExpiresAt: previous.codeExpiresAt,
      lastSentAt: previous.lastSentAt,
      failedAttempts: sql`${registrations.failedAttempts} + ${previous.failedAttempts}`,
    })
    .where(
      and(
        eq(registrations.id, previous.id),
        eq(registrations.codeHash, undelivered.codeHash),
        isNull(registrations.confirmedAt),
      ),
    );
}

/**
 * A new code replaces the old one (and its attempts), at most once per resend interval. The conditional
 * update claims the resend, so parallel calls send one e-mail; if that e-mail fails, the claim is undone.
 */
export async function resendRegistrationCode(deps: RegistrationDeps, id: string): Promise<Registration> {
  const row = await findRegistrationOrThrow(deps.db, id);
  if (row.confirmedAt) throw alreadyConfirmed();
  const now = deps.now();
  const code = generateConfirmationCode();
  const [updated] = await deps.db
    .update(registrations)
    .set({
      codeHash: hashCode(deps.secret, id, code),
      codeExpiresAt: new Date(now.getTime() + deps.settings.codeTtlMinutes * 60_000),
      lastSentAt: now,
      failedAttempts: 0,
    })
    .where(
      and(
        eq(registrations.id, id),
        isNull(registrations.confirmedAt),
        lte(registrations.lastSentAt, new Date(now.getTime() - deps.settings.resendSeconds * 1000)),
      ),
    )
    .returning();
  if (!updated) {
    const wait = Math.max(
      1,
      Math.ceil((row.lastSentAt.getTime() + deps.settings.resendSeconds * 1000 - now.getTime()) / 1000),
    );
    throw new ApiError(429, 'CODE_RECENTLY_SENT', `Aguarde ${wait} segundos para pedir um novo código.`, {
      'Retry-After': String(wait),
    });
  }
  try {
    await sendCode(deps, updated, code);
  } catch (error) {
    log.error({ err: error }, 'Registration code e-mail failed');
    try {
      await restorePreviousCode(deps.db, row, updated);
    } catch (cleanup) {
      log.error(
        { err: cleanup, registrationId: id },
        'Registration: the code before the failed resend not restored',
      );
    }
    throw mailFailed();
  }
  return toRegistration(updated, deps.settings.resendSeconds);
}
