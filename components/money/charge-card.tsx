'use client';

import { useTranslations } from 'next-intl';
import { PartNearView } from '@/components/ui/part-near-view';
import styles from './money.module.css';

// The card sits below the consultation's details and actions: its code (figures, payments, receipts, the
// package cover) loads as it nears the view, and its data is the page's own first read (SWR's fallback).
const loadBody = () => import('./charge-card-body').then((module) => module.ChargeCardBody);

/**
 * The 'Cobrança' card of an appointment's page: what it costs, where it stands, its payments, and a package
 * sold to the patient that covers it.
 */
export function ChargeCard({ appointmentId }: { appointmentId: number }) {
  const t = useTranslations('ChargeCard');
  return (
    <section className={styles.card} aria-labelledby="charge-title">
      <h2 id="charge-title">{t('title')}</h2>
      <PartNearView load={loadBody} height={320} props={{ appointmentId }} />
    </section>
  );
}
