'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import tagStyles from '@/components/ui/tag.module.css';
import { useToast } from '@/components/ui/toast-provider';
import type { ConnectionRequest, ConnectionRequestPage } from '@/lib/api/contract';
import { ApiProblem } from '@/lib/api/errors';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { OPEN_INVITATIONS_SHOWN } from '@/lib/lists/open-invitations';
import styles from './open-invitations.module.css';
import { useOpenInvitations } from './use-open-invitations';

type Action = 'resend' | 'withdraw';

/** The tag's tone of each state: sent and still valid, expired, or accepted. */
const TONES = { pending: styles.pending, expired: tagStyles.neutral, accepted: tagStyles.success };

function failureKey(action: Action, error: unknown) {
  const code = error instanceof ApiProblem ? error.code : undefined;
  if (code === 'TOO_MANY_INVITATIONS') return 'tooMany' as const;
  if (code === 'CONNECTION_NOT_OPEN') return 'notOpen' as const;
  return action === 'resend' ? ('resendError' as const) : ('withdrawError' as const);
}

/**
 * Beside the patient list: whom she invited and who is not her patient yet — an open (or expired)
 * invitation she sends again or withdraws, or one accepted by someone who still has to sign up in the app.
 * Nothing is shown while there are none.
 */
export function OpenInvitations({
  nutritionistId,
  initial,
}: {
  nutritionistId: number;
  initial: ConnectionRequestPage | null;
}) {
  const t = useTranslations('OpenInvitations');
  const { showToast } = useToast();
  const { data, error, mutate, resend, withdraw } = useOpenInvitations(nutritionistId, initial);
  const [busy, setBusy] = useState<{ id: number; action: Action } | null>(null);

  async function run(action: Action, invitation: ConnectionRequest) {
    setBusy({ id: invitation.id, action });
    try {
      await (action === 'resend' ? resend(invitation.id) : withdraw(invitation.id));
      showToast(t(action === 'resend' ? 'resent' : 'withdrawn', { email: invitation.patient_email }), {
        tone: 'success',
      });
    } catch (failure) {
      const key = failureKey(action, failure);
      showToast(t(key), { tone: 'error' });
      if (key === 'notOpen') await mutate();
    } finally {
      setBusy(null);
    }
  }

  if (!data) {
    return error ? (
      <p className={styles.loadError} role="alert">
        {t('loadError')}
      </p>
    ) : null;
  }
  if (data.content.length === 0) return null;
  const now = Date.now();
  const hidden = data.total_elements - data.content.length;
  return (
    <section className={styles.section} aria-labelledby="open-invitations-title">
      <h2 id="open-invitations-title">{t('title', { count: data.total_elements })}</h2>
      <p className={styles.description}>{t('description')}</p>
      <ul className={styles.list}>
        {data.content.map((invitation) => {
          const sent = formatIsoDateToBr(invitation.created_at);
          const until = formatIsoDateToBr(invitation.expires_at);
          const state =
            invitation.status === 'ACCEPTED'
              ? 'accepted'
              : new Date(invitation.expires_at).getTime() <= now
                ? 'expired'
                : 'pending';
          const email = invitation.patient_email;
          return (
            <li key={invitation.id} className={styles.item}>
              <div className={styles.facts}>
                <span className={styles.email}>{email}</span>
                <span className={`${tagStyles.tag} ${TONES[state]}`}>{t(`status.${state}`)}</span>
                <span className={styles.dates}>
                  {state === 'accepted'
                    ? t('acceptedOn', { accepted: formatIsoDateToBr(invitation.accepted_at ?? ''), sent })
                    : t(state === 'expired' ? 'expiredOn' : 'validUntil', { sent, until })}
                </span>
              </div>
              {state === 'accepted' ? null : (
                <div className={styles.actions}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('resendLabel', { email })}
                    loading={busy?.id === invitation.id && busy.action === 'resend'}
                    disabled={busy !== null && busy.id !== invitation.id}
                    onClick={() => void run('resend', invitation)}
                  >
                    {t('resend')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('withdrawLabel', { email })}
                    loading={busy?.id === invitation.id && busy.action === 'withdraw'}
                    disabled={busy !== null && busy.id !== invitation.id}
                    onClick={() => void run('withdraw', invitation)}
                  >
                    {t('withdraw')}
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {hidden > 0 ? (
        <p className={styles.description}>{t('more', { count: hidden, shown: OPEN_INVITATIONS_SHOWN })}</p>
      ) : null}
    </section>
  );
}
