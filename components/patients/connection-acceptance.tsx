'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppStoreLinks } from '@/components/app-stores/app-store-links';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { AlertCircleIcon, CheckCircleIcon } from '@/components/ui/icons/status';
import { Spinner } from '@/components/ui/spinner';
import type { InvitationPreview } from '@/lib/api/contract';
import { ApiProblem, isTransientFailure } from '@/lib/api/errors';
import styles from './connection-acceptance.module.css';
import { acceptInvitation, readInvitation } from './use-connection-acceptance';

/**
 * 'alreadyAccepted': the link opened again (CONNECTION_ALREADY_ACCEPTED). 'refused': the API answered
 * about the code itself (INVALID_ACCEPTANCE_CODE, ACCEPTANCE_CODE_EXPIRED, CONNECTION_WITHDRAWN…). 'unavailable': no answer, a throttle or a server
 * failure (isTransientFailure); the code was not spent, so the same step may be tried again.
 */
type State =
  | { kind: 'loading' }
  | { kind: 'confirming'; preview: InvitationPreview }
  | { kind: 'accepting' }
  | { kind: 'accepted'; preview: InvitationPreview; ended: boolean }
  | { kind: 'alreadyAccepted' }
  | { kind: 'refused'; withdrawn: boolean }
  | { kind: 'unavailable'; retry: () => Promise<void> };

/** 'Acessar conta' (spec 2 §2): the sign-in, where a patient is pointed to the app. */
function SignInLink({ label }: { label: string }) {
  return (
    <Link href="/login" className={getButtonClassName({ variant: 'primary', size: 'lg' })}>
      {label}
    </Link>
  );
}

/**
 * Reads the invitation, then accepts it with a POST once the page runs in a browser: a plain GET of the
 * link (a mail scanner prefetching it) renders this page but never spends the code. A patient who follows
 * another nutritionist is first told that accepting ends that follow-up, naming it: the code in the link,
 * e-mailed to her address only, is what proves she is the one reading (the API names nobody without it).
 */
export function ConnectionAcceptance({ code }: { code: string }) {
  const t = useTranslations('ConnectionAcceptance');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [retrying, setRetrying] = useState(false);
  const started = useRef(false);

  const fail = useCallback((error: unknown, retry: () => Promise<void>) => {
    if (isTransientFailure(error)) setState({ kind: 'unavailable', retry });
    // The link opened again after it was accepted: not a failure, the follow-up is already in place.
    else if (error instanceof ApiProblem && error.code === 'CONNECTION_ALREADY_ACCEPTED')
      setState({ kind: 'alreadyAccepted' });
    else
      setState({
        kind: 'refused',
        withdrawn: error instanceof ApiProblem && error.code === 'CONNECTION_WITHDRAWN',
      });
  }, []);

  const accept = useCallback(
    async (preview: InvitationPreview, endCurrentFollowUp: boolean): Promise<void> => {
      setState({ kind: 'accepting' });
      try {
        await acceptInvitation(code, endCurrentFollowUp);
        setState({ kind: 'accepted', preview, ended: endCurrentFollowUp });
      } catch (error) {
        fail(error, () => accept(preview, endCurrentFollowUp));
      }
    },
    [code, fail],
  );

  const start = useCallback(async (): Promise<void> => {
    let preview: InvitationPreview;
    try {
      preview = await readInvitation(code);
    } catch (error) {
      fail(error, start);
      return;
    }
    if (preview.current_nutritionist_name) setState({ kind: 'confirming', preview });
    else await accept(preview, false);
  }, [code, fail, accept]);

  useEffect(() => {
    // Development's strict mode runs effects twice; the code is single use.
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  async function retry(again: () => Promise<void>) {
    setRetrying(true);
    await again();
    setRetrying(false);
  }

  if (state.kind === 'loading' || state.kind === 'accepting') {
    const label = t(state.kind === 'loading' ? 'loading' : 'accepting');
    return (
      <div className={styles.card}>
        <Spinner size={48} label={label} />
        <p>{label}</p>
      </div>
    );
  }
  if (state.kind === 'confirming') {
    const { preview } = state;
    const names = {
      nutritionist: preview.nutritionist_name,
      current: preview.current_nutritionist_name ?? '',
    };
    return (
      <div className={styles.card}>
        <h1>{t('transferTitle')}</h1>
        <p>{t('transferText', names)}</p>
        <Button variant="primary" size="lg" onClick={() => void accept(preview, true)}>
          {t('transferAccept', names)}
        </Button>
        <Link href="/" className={getButtonClassName({ variant: 'secondary', size: 'lg' })}>
          {t('transferDecline')}
        </Link>
      </div>
    );
  }
  if (state.kind === 'unavailable') {
    return (
      <div className={styles.card} role="alert">
        <AlertCircleIcon size={56} className={styles.failure} />
        <h1>{t('unavailableTitle')}</h1>
        <p>{t('unavailableText')}</p>
        <Button variant="primary" size="lg" loading={retrying} onClick={() => void retry(state.retry)}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (state.kind === 'alreadyAccepted') {
    return (
      <div className={styles.card} role="status">
        <CheckCircleIcon size={56} className={styles.success} />
        <h1>{t('alreadyAcceptedTitle')}</h1>
        <p>{t('alreadyAcceptedText')}</p>
        <AppStoreLinks />
        <SignInLink label={t('signIn')} />
      </div>
    );
  }
  if (state.kind === 'refused') {
    return (
      <div className={styles.card} role="alert">
        <AlertCircleIcon size={56} className={styles.failure} />
        <h1>{t('failureTitle')}</h1>
        <p>{t(state.withdrawn ? 'withdrawnText' : 'failureText')}</p>
        <Link href="/login" className={getButtonClassName({ variant: 'primary', size: 'lg' })}>
          {t('failureAction')}
        </Link>
      </div>
    );
  }
  const { preview, ended } = state;
  const values = {
    nutritionist: preview.nutritionist_name,
    email: preview.patient_email,
    former: preview.current_nutritionist_name ?? '',
  };
  return (
    <div className={styles.card} role="status">
      <CheckCircleIcon size={56} className={styles.success} />
      <h1>{t('successTitle')}</h1>
      {ended ? <p>{t('successEnded', values)}</p> : null}
      <p>{t(preview.has_account ? 'successText' : 'successTextNoAccount', values)}</p>
      <AppStoreLinks />
      <SignInLink label={t('signIn')} />
    </div>
  );
}
