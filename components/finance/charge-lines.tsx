'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ChargeStatusTag } from '@/components/money/charge-status-tag';
import styles from '@/components/money/money.module.css';
import type { ChargeLine, PendingCharge } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import { formatMoney } from '@/lib/rules/money';

/**
 * Charges as lines: the patient, what was charged and its day, the amount and where it stands; a debt also
 * says how old it is. An appointment's line leads to its page, where it is paid.
 */
export function ChargeLines({ lines }: { lines: readonly (ChargeLine | PendingCharge)[] }) {
  const t = useTranslations('FinancePage');
  const tTypes = useTranslations('AppointmentLabels');
  return (
    <ul className={styles.lines}>
      {lines.map((line) => {
        const what = line.type ? tTypes(`types.${line.type}`) : (line.package_name ?? '');
        return (
          <li key={`${line.kind}-${line.id}`} className={styles.line}>
            <span>
              {line.kind === 'APPOINTMENT' ? (
                <Link href={`/appointments/${line.id}`}>{line.patient.name}</Link>
              ) : (
                line.patient.name
              )}
              <br />
              <span className={styles.muted}>
                {t('lineService', { what, date: formatIsoDateToBr(line.service_date) })}
                {'age_days' in line ? ` · ${t('age', { days: line.age_days })}` : ''}
              </span>
            </span>
            <span>
              {line.amount_cents === null ? t('noPrice') : formatMoney(line.amount_cents)}{' '}
              <ChargeStatusTag status={line.status} />
              {line.balance_cents > 0 ? (
                <>
                  <br />
                  <span className={styles.muted}>
                    {t('lineBalance', { balance: formatMoney(line.balance_cents) })}
                  </span>
                </>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
