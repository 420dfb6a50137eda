'use client';

import { useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import type { Charge } from '@/lib/api/contract';
import { formatIsoDateToBr } from '@/lib/format/dates';
import styles from './money.module.css';
import { MoneyFormFooter } from './money-form-footer';

/** 'Usar pacote': which package sold to the patient covers this consultation, those with one left offered. */
export function CoverPackageDialog({
  open,
  packages,
  busy,
  error,
  onClose,
  onSubmit,
}: {
  open: boolean;
  packages: readonly Charge[];
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (patientPackageId: number) => Promise<boolean>;
}) {
  const t = useTranslations('PackageCover');
  const [chosen, setChosen] = useState(String(packages[0]?.id ?? ''));
  const options = packages.map((sold) => ({
    value: String(sold.id),
    label: t('option', {
      name: sold.package?.name ?? '',
      used: sold.package?.used ?? 0,
      consultations: sold.package?.consultations ?? 0,
      date: formatIsoDateToBr(sold.service_date),
    }),
  }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen !== '') void onSubmit(Number(chosen));
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('dialogTitle')} description={t('dialogText')} size="sm">
      <form onSubmit={submit} noValidate className={styles.form}>
        <Select
          label={t('package')}
          value={chosen}
          options={options}
          onChange={(event) => setChosen(event.target.value)}
        />
        <MoneyFormFooter
          error={error}
          busy={busy}
          onBack={onClose}
          backLabel={t('back')}
          submitLabel={t('use')}
        />
      </form>
    </Dialog>
  );
}
