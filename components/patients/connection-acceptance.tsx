'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { AlertCircleIcon, CheckCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { sendRequest } from '@/lib/api/client';
import { ApiProblem } from '@/lib/api/errors';
import { paths, viaProxy } from '@/lib/api/paths';
import styles from './connection-acceptance.module.css';

/**
 * 'refused': the API answered about the code itself (404 unknown, 410 expired, 409 already accepted).
 * 'unavailable': no answer (status 0), too many requests (429) or a server failure (5xx); the code was
 * not spent, so the same POST may be tried again.
 */
type Outcome = 'accepting' | 'accepted' | 'refused' | 'unavailable';

function failureOf(error: unknown): 'refused' | 'unavailable' {
  // sendRequest throws ApiProblem for every failure, with status 0 when nothing answered.
  const status = error instanceof ApiProblem ? error.status : 0;
  return status === 0 || status === 429 || status >= 500 ? 'unavailable' : 'refused';
}

/**
 * Accepts the invitation with a POST once the page runs in a browser. A plain GET of the link (a mail
 * scanner prefetching it) renders this page but never spends the code.
 */
export function ConnectionAcceptance({ code }: { code: string }) {
  const t = useTranslations('ConnectionAcceptance');
  const [outcome, setOutcome] = useState<Outcome>('accepting');
  const [retrying, setRetrying] = useState(false);
  const started = useRef(false);

  const accept = useCallback(async () => {
    try {
      await sendRequest(viaProxy(paths.connectionAcceptance(code)), { method: 'POST' });
      setOutcome('accepted');
    } catch (error) {
      setOutcome(failureOf(error));
    }
  }, [code]);

  useEffect(() => {
    // Development's strict mode runs effects twice; the code is single use.
    if (started.current) return;
    started.current = true;
    void accept();
  }, [accept]);

  async function retry() {
    setRetrying(true);
    await accept();
    setRetrying(false);
  }

  if (outcome === 'accepting') {
    return (
      <div className={styles.card}>
        <Spinner size={48} label={t('accepting')} />
        <p>{t('accepting')}</p>
      </div>
    );
  }
  if (outcome === 'unavailable') {
    return (
      <div className={styles.card} role="alert">
        <AlertCircleIcon size={56} className={styles.failure} />
        <h1>{t('unavailableTitle')}</h1>
        <p>{t('unavailableText')}</p>
        <Button variant="primary" size="lg" loading={retrying} onClick={() => void retry()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const accepted = outcome === 'accepted';
  const Icon = accepted ? CheckCircleIcon : AlertCircleIcon;
  return (
    <div className={styles.card} role={accepted ? 'status' : 'alert'}>
      <Icon size={56} className={accepted ? styles.success : styles.failure} />
      <h1>{t(accepted ? 'successTitle' : 'failureTitle')}</h1>
      <p>{t(accepted ? 'successText' : 'failureText')}</p>
      <Link href="/login" className={getButtonClassName({ variant: 'primary', size: 'lg' })}>
        {t(accepted ? 'successAction' : 'failureAction')}
      </Link>
    </div>
  );
}
