'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { getButtonClassName } from '@/components/ui/button-class-name';
import { AlertCircleIcon, CheckCircleIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths, viaProxy } from '@/lib/api/paths';
import styles from './connection-acceptance.module.css';

type Outcome = 'accepting' | 'accepted' | 'failed';

/**
 * Accepts the invitation with a POST once the page runs in a browser. A plain GET of the link (a mail
 * scanner prefetching it) renders this page but never spends the code.
 */
export function ConnectionAcceptance({ code }: { code: string }) {
  const t = useTranslations('ConnectionAcceptance');
  const [outcome, setOutcome] = useState<Outcome>('accepting');
  const started = useRef(false);

  useEffect(() => {
    // Development's strict mode runs effects twice; the code is single use.
    if (started.current) return;
    started.current = true;
    fetch(viaProxy(paths.connectionAcceptance(code)), { method: 'POST' })
      .then((response) => setOutcome(response.ok ? 'accepted' : 'failed'))
      .catch(() => setOutcome('failed'));
  }, [code]);

  if (outcome === 'accepting') {
    return (
      <div className={styles.card}>
        <Spinner size={48} label={t('accepting')} />
        <p>{t('accepting')}</p>
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
