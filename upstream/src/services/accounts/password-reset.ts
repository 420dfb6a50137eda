// Password recovery (beyond the specification): a single-use link that expires, e-mailed only to an
// existing account, while the caller always hears the same answer.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { ApiError } from '../../errors';
import { hashPassword } from '../../infra/passwords';
import { enqueueMail } from '../mail-jobs';

export interface PasswordResetDeps {
  db: Db;
  now: () => Date;
  /** The portal's public address: the link points at its /reset-password page. */
  publicUrl: string;
  ttlMinutes: number;
  maxMailsPerAccountPerHour: number;
}

const HOUR_MS = 3_600_000;

export const invalidResetLink = () =>
  new ApiError(404, 'RESET_LINK_INVALID', 'Este link de redefinição de senha é inválido ou expirou.');

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function buildResetLink(publicUrl: string, token: string): string {
  return new URL(`/reset-password/${token}`, publicUrl).toString();
}

/**
 * Sends a link when the e-mail belongs to an account and it has not had too many this hour; says
 * nothing either way. A new link replaces the previous unused ones.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, rawEmail: string): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  const [user] = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, appAccount: users.appAccount })
    .from(users)
    .where(eq(users.email, email));
  // A record her nutritionist opened has no sign-in to recover: only signing up in the app claims it.
  if (!user?.email || !user.appAccount) return;
  const to = { name: user.name, email: user.email };

  const now = deps.now();
  const [recent] = await deps.db
    .select({ total: count() })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, user.id),
        gt(passwordResets.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  if ((recent?.total ?? 0) >= deps.maxMailsPerAccountPerHour) return;

  const token = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + deps.ttlMinutes * 60_000),
      createdAt: now,
    });
    // The link goes out with the reset that makes it valid (infra/jobs.ts), tried again if refused.
    await enqueueMail(tx, resetLinkMail(deps, to, token), now);
  });
}

function resetLinkMail(
  deps: Pick<PasswordResetDeps, 'publicUrl' | 'ttlMinutes'>,
  user: { name: string; email: string },
  token: string,
) {
  return {
    to: user.email,
    subject: 'Redefinição de senha',
    text: [
      `Olá, ${user.name}!`,
      '',
      'Recebemos um pedido para redefinir a senha da sua conta. Para criar uma nova senha, acesse:',
      buildResetLink(deps.publicUrl, token),
      '',
      `O link vale por ${deps.ttlMinutes} minutos e só pode ser usado uma vez. Se você não fez este pedido, ignore este e-mail: sua senha continua a mesma.`,
    ].join('\n'),
  };
}

async function findUsableReset(db: Db, token: string, now: Date) {
  const [reset] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return reset;
}

export async function getResetLinkOrThrow(
  deps: PasswordResetDeps,
  token: string,
): Promise<{ expires_at: string }> {
  const reset = await findUsableReset(deps.db, token, deps.now());
  if (!reset) throw invalidResetLink();
  return { expires_at: reset.expiresAt.toISOString() };
}

/** Sets the new password, spends the link, and ends every session of the account (token version). */
/** Sets the new password from a link; answers the account's e-mail (its sign-in lock is lifted by the caller). */
export async function resetPassword(
  deps: PasswordResetDeps,
  token: string,
  password: string,
): Promise<{ email: string }> {
  const now = deps.now();
  const passwordHash = await hashPassword(password);
  const { email } = await deps.db.transaction(async (tx) => {
    // Spending the link first, conditionally, makes a link usable once even under parallel requests.
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) throw invalidResetLink();
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now })
      .where(and(eq(users.id, spent.userId), eq(users.appAccount, true)))
      .returning({ name: users.name, email: users.email });
    // Only an account's link exists; a reset never reaches a record her nutritionist opened.
    if (!changed?.email) throw invalidResetLink();
    // The confirmation goes out with the change: recorded here, sent after the answer.
    await enqueueMail(
      tx,
      passwordChangedMail(deps.publicUrl, { name: changed.name, email: changed.email }),
      now,
    );
    return { email: changed.email };
  });
  return { email };
}

/** Tells the account's owner of the change, and how to end every session should it not have been them. */
export function passwordChangedMail(publicUrl: string, user: { name: string; email: string }) {
  return {
    to: user.email,
    subject: 'Sua senha foi alterada',
    text: [
      `Olá, ${user.name}!`,
      '',
      'A senha da sua conta acabou de ser alterada, e todas as sessões abertas foram encerradas.',
      '',
      'Se não foi você, peça agora um novo link para criar outra senha:',
      new URL('/forgot-password', publicUrl).toString(),
      '',
      'Depois de entrar com a nova senha, use "Sair de todos os dispositivos" no menu do seu usuário (no alto da tela, ao lado do seu nome) para encerrar qualquer outra sessão.',
    ].join('\n'),
  };
}
