'use client';

import { useTranslations } from 'next-intl';
import { LoadState } from '@/components/ui/load-state';
import { ChargeDetails } from './charge-details';
import { PackageCover } from './package-cover';
import { createChargeWrites, useAppointmentCharge } from './use-charge';

/** What the 'Cobrança' card holds: the charge read (or the page's first read of it) with its actions. */
export function ChargeCardBody({ appointmentId }: { appointmentId: number }) {
  const t = useTranslations('ChargeCard');
  const { data, error, isLoading, mutate } = useAppointmentCharge(appointmentId);
  const writes = createChargeWrites(
    { kind: 'APPOINTMENT', id: appointmentId },
    { keep: (charge) => mutate(charge, { revalidate: false }), reload: () => mutate() },
  );
  return (
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
  );
}
