// Invitations: a nutritionist invites an e-mail, the patient accepts through the e-mailed link. Codes
// are 256 random bits, stored only as a SHA-256 hash, single use, and expire.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ConnectionRequest, InvitationPreview } from '@/lib/api/contract';
import { toZonedDate } from '@/lib/rules/zoned-date';
import type { Db } from '../../db/client';
import { hasRole } from '../../db/roles';
import { avatarPhotos, connectionRequests, nutritionistPatients, userRoles, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { isUniqueViolation } from '../../infra/database-errors';
import { log } from '../../log';
import { createNotification } from '../accounts/notifications';
import type { InvitationDeps } from './invitation-deps';
import { emailInUse } from './patient-records';
import { type EndedFollowUp, endFollowUp, recordEndedFollowUpMail } from './patient-transfer';

const HOUR_SECONDS = 60 * 60;
const DAY_MS = 24 * HOUR_SECONDS * 1000;

export const ACCEPTANCE_PATH = '/connection-requests/acceptance-codes';

export function hashAcceptanceCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function createAcceptanceCode(): string {
  return randomBytes(32).toString('base64url');
}

export type ConnectionRow = typeof connectionRequests.$inferSelect;

export function toConnectionRequest(row: ConnectionRow): ConnectionRequest {
  return {
    id: row.id,
    nutritionist_id: row.nutritionistId,
    patient_email: row.patientEmail,
    status: row.status,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
  };
}

async function findAccountByEmail(db: Db, email: string) {
  const [account] = await db
    .select({ id: users.id, name: users.name, photoUrl: avatarPhotos.url, appAccount: users.appAccount })
    .from(users)
    .leftJoin(avatarPhotos, eq(avatarPhotos.id, users.avatarPhotoId))
    .where(eq(users.email, email));
  if (!account) return undefined;
  const roles = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, account.id));
  const names = roles.map((row) => row.role);
  // Professionals' accounts never become someone's patient.
  const isPatientAccount = !hasRole(names, 'ROLE_NUTRITIONIST') && !hasRole(names, 'ROLE_ADMIN');
  return { ...account, isPatientAccount };
}

export function writeInvitationMail(nutritionistName: string, link: string, validDays: number) {
  return {
    subject: `${nutritionistName} convidou você para o acompanhamento nutricional`,
    text: [
      'Olá!',
      '',
      `${nutritionistName} convidou você para ser acompanhado(a) pelo aplicativo.`,
      'Para aceitar o convite, abra o link abaixo:',
      '',
      link,
      '',
      `O link vale por ${validDays} ${validDays === 1 ? 'dia' : 'dias'} e só pode ser usado uma vez.`,
      'Se você não esperava este convite, ignore este e-mail.',
    ].join('\n'),
  };
}

/** The inviting nutritionist's name, once the e-mail is known to be one they may invite. */
async function getInviterNameOrThrow(db: Db, nutritionistId: number, patientEmail: string): Promise<string> {
  const account = await findAccountByEmail(db, patientEmail);
  if (account && !account.isPatientAccount) {
    throw new ApiError(409, 'EMAIL_NOT_A_PATIENT', 'Este e-mail pertence a uma conta profissional.');
  }
  if (account) {
    const [link] = await db
      .select({ nutritionistId: nutritionistPatients.nutritionistId })
      .from(nutritionistPatients)
      .where(eq(nutritionistPatients.patientId, account.id));
    // Her own record without the app is invited to it ('Convidar para o aplicativo').
    if (link?.nutritionistId === nutritionistId && account.appAccount) {
      throw new ApiError(409, 'ALREADY_PATIENT', 'Este e-mail já é de um paciente seu.');
    }
  }
  const [nutritionist] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, nutritionistId));
  if (!nutritionist) throw new ApiError(404, 'NOT_FOUND', 'Nutricionista não encontrado.');
  return nutritionist.name;
}

/**
 * Counts an e-mailed invitation (a new one or one sent again) against the hourly limit, then checks the
 * e-mail may be invited; answers the inviting nutritionist's name. Counted before the checks, so parallel
 * requests cannot all pass the limit. An invitation the checks refuse is given back; one whose e-mail
 * fails still counts, which only matters while the mail server is down.
 */
export async function checkInvitationAllowed(
  deps: InvitationDeps,
  nutritionistId: number,
  patientEmail: string,
  check: () => Promise<void> = async () => {},
): Promise<string> {
  const limitKey = `invitations:${nutritionistId}`;
  const { limiter, config } = deps;
  const waitSeconds = await limiter.consume(limitKey, config.CONNECTION_INVITES_PER_HOUR, HOUR_SECONDS);
  if (waitSeconds > 0) {
    throw new ApiError(
      429,
      'TOO_MANY_INVITATIONS',
      'Limite de convites por hora atingido. Tente novamente mais tarde.',
      { 'Retry-After': String(waitSeconds) },
    );
  }
  try {
    await check();
    return await getInviterNameOrThrow(deps.db, nutritionistId, patientEmail);
  } catch (error) {
    await limiter.refund(limitKey);
    throw error;
  }
}

export function getCodeExpiry(ttlDays: number, now: Date): Date {
  return new Date(now.getTime() + ttlDays * DAY_MS);
}

export function buildAcceptanceLink(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${ACCEPTANCE_PATH}/${code}`;
}

export async function createConnectionRequest(
  deps: InvitationDeps,
  nutritionistId: number,
  patientEmail: string,
  /** Her record the invitation is for ('Convidar para o aplicativo'); the access rule checked it is hers. */
  recordId?: number,
): Promise<ConnectionRequest> {
  const { db, config, mailer } = deps;
  const nutritionistName = await checkInvitationAllowed(deps, nutritionistId, patientEmail, async () => {
    if (recordId !== undefined) await giveRecordEmail(db, recordId, patientEmail);
  });

  const code = createAcceptanceCode();
  const now = deps.now();
  const [row] = await db
    .insert(connectionRequests)
    .values({
      nutritionistId,
      patientEmail,
      codeHash: hashAcceptanceCode(code),
      expiresAt: getCodeExpiry(config.CONNECTION_CODE_TTL_DAYS, now),
      createdAt: now,
    })
    .returning();
  if (!row) throw new Error('The connection request was not inserted');

  const link = buildAcceptanceLink(config.PUBLIC_URL, code);
  try {
    await mailer.send({
      to: patientEmail,
      ...writeInvitationMail(nutritionistName, link, config.CONNECTION_CODE_TTL_DAYS),
    });
  } catch (error) {
    log.error({ err: error }, 'Invitation e-mail failed');
    // A code nobody received must not stay usable. If it cannot be deleted it is logged, and the answer
    // stays MAIL_FAILED: the code was never sent, so nobody can use it.
    await db
      .delete(connectionRequests)
      .where(eq(connectionRequests.id, row.id))
      .catch((deleteError: unknown) => {
        log.error({ err: deleteError, invitationId: row.id }, 'Could not delete the unsent invitation');
      });
    throw new ApiError(502, 'MAIL_FAILED', 'Não foi possível enviar o convite. Tente novamente mais tarde.');
  }
  return toConnectionRequest(row);
}

/**
 * The invited e-mail becomes her record's, so signing up in the app with it claims the record. A record
 * that already is an app account is no one's to invite again; an address another holds is refused as
 * opening a record with it would be.
 */
async function giveRecordEmail(db: Db, recordId: number, email: string): Promise<void> {
  const [record] = await db
    .select({ email: users.email, appAccount: users.appAccount })
    .from(users)
    .where(eq(users.id, recordId));
  if (!record) throw new ApiError(404, 'NOT_FOUND', 'Paciente não encontrado.');
  if (record.appAccount) throw new ApiError(409, 'ALREADY_PATIENT', 'Este e-mail já é de um paciente seu.');
  if (record.email === email) return;
  try {
    const [changed] = await db
      .update(users)
      .set({ email })
      .where(and(eq(users.id, recordId), eq(users.appAccount, false)))
      .returning({ id: users.id });
    if (!changed) throw new ApiError(409, 'ALREADY_PATIENT', 'Este e-mail já é de um paciente seu.');
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) throw emailInUse();
    throw error;
  }
}

/** Links an account to a nutritionist; a patient follows one nutritionist at a time, the newest wins. */
async function linkPatient(db: Db, patientId: number, nutritionistId: number, at: Date) {
  await db
    .insert(nutritionistPatients)
    .values({ patientId, nutritionistId, connectedAt: at })
    .onConflictDoUpdate({
      target: nutritionistPatients.patientId,
      set: {
        nutritionistId,
        connectedAt: at,
        // The former nutritionist's choice of body-fat equation is hers, not the new one's.
        preferredFatEquation: sql`case when ${nutritionistPatients.nutritionistId} = ${nutritionistId} then ${nutritionistPatients.preferredFatEquation} end`,
      },
    });
}

function refuseCode(row: ConnectionRow | undefined, now: Date): never {
  if (row?.status === 'ACCEPTED') {
    throw new ApiError(409, 'CONNECTION_ALREADY_ACCEPTED', 'Esta solicitação já foi aceita.');
  }
  if (row?.status === 'WITHDRAWN') {
    throw new ApiError(410, 'CONNECTION_WITHDRAWN', 'Este convite foi retirado pelo nutricionista.');
  }
  if (row && row.expiresAt <= now) {
    throw new ApiError(410, 'ACCEPTANCE_CODE_EXPIRED', 'Este convite expirou.');
  }
  throw new ApiError(404, 'INVALID_ACCEPTANCE_CODE', 'Código de aceite inválido.');
}

const isOpen = (row: ConnectionRow, now: Date) => row.status === 'PENDING' && row.expiresAt > now;

/** The nutritionist who follows this account now, when it is not the inviting one. */
async function findOtherCurrentNutritionist(db: Db, patientId: number, invitingNutritionistId: number) {
  const [current] = await db
    .select({ id: nutritionistPatients.nutritionistId, name: users.name })
    .from(nutritionistPatients)
    .innerJoin(users, eq(users.id, nutritionistPatients.nutritionistId))
    .where(eq(nutritionistPatients.patientId, patientId));
  return current && current.id !== invitingNutritionistId ? current : undefined;
}

/**
 * What the acceptance page tells before accepting: who invites, whether the e-mail has an account, and
 * the nutritionist whose follow-up accepting would end. Only the holder of the e-mailed code learns it.
 */
export async function previewInvitation(deps: InvitationDeps, code: string): Promise<InvitationPreview> {
  const now = deps.now();
  const [row] = await deps.db
    .select()
    .from(connectionRequests)
    .where(eq(connectionRequests.codeHash, hashAcceptanceCode(code)));
  if (!row || !isOpen(row, now)) refuseCode(row, now);
  const [inviter] = await deps.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, row.nutritionistId));
  const account = await findAccountByEmail(deps.db, row.patientEmail);
  const current = account?.isPatientAccount
    ? await findOtherCurrentNutritionist(deps.db, account.id, row.nutritionistId)
    : undefined;
  return {
    nutritionist_name: inviter?.name ?? '',
    patient_email: row.patientEmail,
    // A record her nutritionist opened is no account yet: she signs up in the app to use it.
    has_account: Boolean(account?.isPatientAccount && account.appAccount),
    current_nutritionist_name: current?.name ?? null,
  };
}

/**
 * Accepts once: the PENDING → ACCEPTED update is a single statement, so two clicks racing each other
 * cannot both succeed. The account with the invited e-mail is linked now, or when it is created later.
 * A patient who follows another nutritionist moves only when `endCurrentFollowUp` says she read that
 * accepting ends that follow-up (the acceptance page shows it first); the former nutritionist's future
 * appointments with her are cancelled and she is told (patient-transfer.ts), after the answer.
 */
export async function acceptConnectionRequest(
  deps: InvitationDeps,
  code: string,
  options: { endCurrentFollowUp: boolean },
): Promise<void> {
  const now = deps.now();
  const codeHash = hashAcceptanceCode(code);
  const ended = await deps.db.transaction(async (tx) => {
    const [accepted] = await tx
      .update(connectionRequests)
      .set({ status: 'ACCEPTED', acceptedAt: now })
      .where(
        and(
          eq(connectionRequests.codeHash, codeHash),
          eq(connectionRequests.status, 'PENDING'),
          gt(connectionRequests.expiresAt, now),
        ),
      )
      .returning();
    if (!accepted) {
      const [existing] = await tx
        .select()
        .from(connectionRequests)
        .where(eq(connectionRequests.codeHash, codeHash));
      refuseCode(existing, now);
    }

    const account = await findAccountByEmail(tx, accepted.patientEmail);
    const linked = account?.isPatientAccount ? account : undefined;
    let endedFollowUp: EndedFollowUp | undefined;
    if (linked) {
      const former = await findOtherCurrentNutritionist(tx, linked.id, accepted.nutritionistId);
      if (former && !options.endCurrentFollowUp) {
        throw new ApiError(
          409,
          'TRANSFER_NOT_CONFIRMED',
          'Aceitar este convite encerra o acompanhamento com o seu nutricionista atual. Confirme para continuar.',
        );
      }
      if (former) {
        endedFollowUp = await endFollowUp(tx, {
          formerNutritionistId: former.id,
          patient: linked,
          settings: deps.config,
          now,
        });
        await recordEndedFollowUpMail(tx, endedFollowUp, deps.config, now);
      }
      await linkPatient(tx, linked.id, accepted.nutritionistId, now);
      await tx
        .update(connectionRequests)
        .set({ patientId: linked.id })
        .where(eq(connectionRequests.id, accepted.id));
    }
    const date = toZonedDate(now, deps.config.APP_TIME_ZONE);
    await createNotification(tx, {
      receiverId: accepted.nutritionistId,
      createdAt: now,
      ...(linked
        ? {
            code: 'PATIENT_CONNECTION_ACCEPTED',
            metadata: {
              patient_id: String(linked.id),
              patient_name: linked.name,
              patient_photo_url: linked.photoUrl ?? '',
              date,
            },
          }
        : {
            // Not a patient yet: she becomes one when she signs up in the app with this e-mail.
            code: 'PATIENT_CONNECTION_AWAITING_SIGN_UP',
            metadata: { patient_name: accepted.patientEmail, patient_email: accepted.patientEmail, date },
          }),
    });
    return endedFollowUp;
  });
  if (ended) deps.jobs.wake();
}

/**
 * For an account created after its invitation was accepted: links it to the nutritionist of the latest
 * accepted invitation, and tells her the person is now her patient. Confirming a patient registration
 * calls it, in the transaction that creates the user.
 */
export async function linkAcceptedConnections(
  db: Db,
  user: { id: number; email: string; name: string },
  now: Date,
  timeZone: string,
): Promise<number | null> {
  const email = user.email.toLowerCase();
  const [latest] = await db
    .select()
    .from(connectionRequests)
    .where(
      and(
        eq(connectionRequests.patientEmail, email),
        eq(connectionRequests.status, 'ACCEPTED'),
        isNull(connectionRequests.patientId),
      ),
    )
    .orderBy(desc(connectionRequests.acceptedAt), desc(connectionRequests.id))
    .limit(1);
  if (!latest) return null;
  await db.transaction(async (tx) => {
    await linkPatient(tx, user.id, latest.nutritionistId, now);
    await tx
      .update(connectionRequests)
      .set({ patientId: user.id })
      .where(
        and(
          eq(connectionRequests.patientEmail, email),
          eq(connectionRequests.status, 'ACCEPTED'),
          isNull(connectionRequests.patientId),
        ),
      );
    await createNotification(tx, {
      receiverId: latest.nutritionistId,
      code: 'PATIENT_SIGNED_UP',
      createdAt: now,
      metadata: {
        patient_id: String(user.id),
        patient_name: user.name,
        patient_photo_url: '',
        date: toZonedDate(now, timeZone),
      },
    });
  });
  return latest.nutritionistId;
}
