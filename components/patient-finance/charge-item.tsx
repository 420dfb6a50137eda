'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { KeyedMutator } from 'swr';
import { ChargeDetails } from '@/components/money/charge-details';
import styles from '@/components/money/money.module.css';
import { createChargeWrites } from '@/components/money/use-charge';
import { withCharge } from '@/components/money/use-patient-charges';
import type { Charge, ChargePage } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';

/**
 * One charge of the patient's 'Financeiro': an appointment (leading to its page) or a package sold with
 * its consultations used, then its figures, payments and actions. A write puts the charge it answers in
 * the page of charges it came from.
 */
export function ChargeItem({ charge, mutatePage }: { charge: Charge; mutatePage: KeyedMutator<ChargePage> }) {
  const t = useTranslations('PatientFinance');
  const headingId = useId();
  const writes = createChargeWrites(charge, {
    keep: (saved) => mutatePage((page) => (page ? withCharge(page, saved) : page), { revalidate: false }),
    reload: () => mutatePage(),
  });
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {charge.package ? (
        <>
          <h2 id={headingId}>{charge.package.name}</h2>
          <p className={styles.muted}>
            {t('packageSold', { date: formatIsoDateToBr(charge.service_date) })} ·{' '}
            {t('packageUsage', { used: charge.package.used, consultations: charge.package.consultations })}
          </p>
        </>
      ) : (
        <>
          <h2 id={headingId}>
            {t('appointment', {
              type: charge.appointment?.type ?? '',
              date: formatIsoDateToBr(charge.service_date),
            })}
          </h2>
          <p className={styles.muted}>
            <Link href={`/appointments/${charge.id}`}>{t('openAppointment')}</Link>
          </p>
        </>
      )}
      <ChargeDetails charge={charge} writes={writes} />
    </article>
  );
}
