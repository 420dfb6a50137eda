'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { Button } from './button';
import styles from './reload-error.module.css';

/** A server-rendered list that could not load: the message, and a retry that reloads it at the same URL. */
export function ReloadError({ message, retryLabel }: { message: string; retryLabel: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className={styles.reloadError} role="alert">
      <p>{message}</p>
      <Button variant="secondary" loading={pending} onClick={() => startTransition(() => router.refresh())}>
        {retryLabel}
      </Button>
    </div>
  );
}
