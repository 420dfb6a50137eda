'use client';

import { useTranslations } from 'next-intl';
import { LoadState } from '@/components/ui/load-state';
import { ChargeDetails } from './charge-details';
import styles from './money.module.css';
import { PackageCover } from './package-cover';
import { createChargeWrites, useAppointmentCharge } from './use-charge';

/**
 * The 'Cobrança' card of an appointment's page: what it costs, where it stands, its payments, and a package
 * sold to the patient that covers it.
 */
export function ChargeCard({ appointmentId }: { appointmentId: number }) {
  const t = useTranslations('ChargeCard');
  const { data, error, isLoading, mutate } = useAppointmentCharge(appointmentId);
  const writes = createChargeWrites(
    { kind: 'APPOINTMENT', id: appointmentId },
    { keep: (charge) => mutate(charge, { revalidate: false }), reload: () => mutate() },
  );
  return (
    <section className={styles.card} aria-labelledby="charge-title">
      <h2 id="charge-title">{t('title')}</h2>
      <LoadState
        failed={!data && Boolean(error)}
        loading={!data && isLoading}
        errorText={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => void mutate()}
      >
        {data ? (
          <ChargeDetails charge={data} writes={writes}>
            <PackageCover charge={data} writes={writes} />
          </ChargeDetails>
        ) : null}
      </LoadState>
    </section>
  );
}
