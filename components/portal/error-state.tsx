'use client';

import { Button } from '@/components/ui/button';
import styles from './error-state.module.css';

export function ErrorState({
  title,
  description,
  retryLabel,
  onRetry,
}: {
  title: string;
  description: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <section className={styles.box} role="alert">
      <h1>{title}</h1>
      <p>{description}</p>
      <Button variant="primary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </section>
  );
}
