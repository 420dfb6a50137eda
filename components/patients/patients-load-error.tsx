'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import styles from './patients.module.css';

/** 'Erro ao buscar pacientes' (spec 2 §8), with a way to try again without losing the search. */
export function PatientsLoadError() {
  const t = useTranslations('PatientsPage');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <div className={styles.loadError} role="alert">
      <p>{t('loadError')}</p>
      <Button variant="secondary" loading={pending} onClick={() => startTransition(() => router.refresh())}>
        {t('retry')}
      </Button>
    </div>
  );
}
