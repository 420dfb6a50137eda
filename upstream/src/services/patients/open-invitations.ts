// A nutritionist's invitations nobody has become her patient through yet: still open (or expired, to send
// again), or accepted by someone who has no account yet. She sends one again or withdraws an open one.
import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { ConnectionRequest, ConnectionRequestPage } from '@/lib/api/contract';
import { connectionRequests } from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { toPage } from '../../infra/paging';
import { log } from '../../log';
import {
  buildAcceptanceLink,
  type ConnectionRow,
  checkInvitationAllowed,
  createAcceptanceCode,
  getCodeExpiry,
  hashAcceptanceCode,
  toConnectionRequest,
  writeInvitationMail,
} from './connection-requests';
import type { InvitationDeps } from './invitation-deps';

const notOpen = () => new ApiError(409, 'CONNECTION_NOT_OPEN', 'Este convite já foi aceito ou retirado.');

export async function listOpenInvitations(
  deps: Pick<InvitationDeps, 'db'>,
  nutritionistId: number,
  query: { page: number; size: number },
): Promise<ConnectionRequestPage> {
  // connection_requests_nutritionist_idx (nutritionist, created_at) serves both.
  const where = and(
    eq(connectionRequests.nutritionistId, nutritionistId),
    or(
      eq(connectionRequests.status, 'PENDING'),
      and(eq(connectionRequests.status, 'ACCEPTED'), isNull(connectionRequests.patientId)),
    ),
  );
  const [[total], rows] = await Promise.all([
    deps.db.select({ value: count() }).from(connectionRequests).where(where),
    deps.db
      .select()
      .from(connectionRequests)
      .where(where)
      .orderBy(desc(connectionRequests.createdAt), desc(connectionRequests.id))
      .limit(query.size)
      .offset(query.page * query.size),
  ]);
  return toPage(rows.map(toConnectionRequest), total?.value ?? 0, query.size);
}

async function findOwnInvitationOrThrow(
  deps: Pick<InvitationDeps, 'db'>,
  nutritionistId: number,
  id: number,
): Promise<ConnectionRow> {
  const [row] = await deps.db
    .select()
    .from(connectionRequests)
    .where(and(eq(connectionRequests.id, id), eq(connectionRequests.nutritionistId, nutritionistId)));
  if (!row) throw notFound('Convite');
  return row;
}

/**
 * E-mails a new link for a PENDING invitation (expired or not): the old link stops working, the new one
 * is valid for the usual days. Counts against the hourly limit like a new invitation.
 */
export async function resendInvitation(
  deps: InvitationDeps,
  nutritionistId: number,
  id: number,
): Promise<ConnectionRequest> {
  const row = await findOwnInvitationOrThrow(deps, nutritionistId, id);
  const nutritionistName = await checkInvitationAllowed(deps, nutritionistId, row.patientEmail, async () => {
    if (row.status !== 'PENDING') throw notOpen();
  });
  const code = createAcceptanceCode();
  const [updated] = await deps.db
    .update(connectionRequests)
    .set({
      codeHash: hashAcceptanceCode(code),
      expiresAt: getCodeExpiry(deps.config.CONNECTION_CODE_TTL_DAYS, deps.now()),
    })
    .where(and(eq(connectionRequests.id, id), eq(connectionRequests.status, 'PENDING')))
    .returning();
  if (!updated) throw notOpen();
  try {
    await deps.mailer.send({
      to: row.patientEmail,
      ...writeInvitationMail(
        nutritionistName,
        buildAcceptanceLink(deps.config.PUBLIC_URL, code),
        deps.config.CONNECTION_CODE_TTL_DAYS,
      ),
    });
  } catch (error) {
    log.error({ err: error }, 'Invitation e-mail failed');
    // Nobody received the new link: the one sent before keeps working, as it did.
    await deps.db
      .update(connectionRequests)
      .set({ codeHash: row.codeHash, expiresAt: row.expiresAt })
      .where(eq(connectionRequests.id, id))
      .catch((restoreError: unknown) => {
        log.error({ err: restoreError, invitationId: id }, 'Could not restore the invitation');
      });
    throw new ApiError(502, 'MAIL_FAILED', 'Não foi possível enviar o convite. Tente novamente mais tarde.');
  }
  return toConnectionRequest(updated);
}

/** Withdraws a PENDING invitation: its link then answers that the invitation was withdrawn. */
export async function withdrawInvitation(
  deps: Pick<InvitationDeps, 'db'>,
  nutritionistId: number,
  id: number,
): Promise<void> {
  const row = await findOwnInvitationOrThrow(deps, nutritionistId, id);
  const [withdrawn] = await deps.db
    .update(connectionRequests)
    .set({ status: 'WITHDRAWN' })
    .where(and(eq(connectionRequests.id, row.id), eq(connectionRequests.status, 'PENDING')))
    .returning({ id: connectionRequests.id });
  if (!withdrawn) throw notOpen();
}
