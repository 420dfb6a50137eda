'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from '@/components/money/money.module.css';
import { useMoneyAction } from '@/components/money/use-money-action';
import { Button } from '@/components/ui/button';
import tagStyles from '@/components/ui/tag.module.css';
import type { ConsultationPackage } from '@/lib/api/contract';
import { formatMoney } from '@/lib/rules/money';
import { FinanceCard } from './finance-card';
import { PackageDialog } from './package-dialog';
import { createPackageWrites, type PackageWrites, usePackages } from './use-finance';

/** Which dialog is open: none, a new package's, or the one of the package changed. */
type Open = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; offered: ConsultationPackage };

/** 'Pacotes': the packages of consultations she sells, created, changed, deactivated and reactivated. */
export function PackagesCard({ nutritionistId }: { nutritionistId: number }) {
  const t = useTranslations('FinancePage');
  const read = usePackages(nutritionistId);
  const { data } = read;
  const writes = createPackageWrites(nutritionistId, read.mutate);
  const action = useMoneyAction();
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => {
    setOpen({ kind: 'none' });
    action.setError(null);
  };
  const editing = open.kind === 'edit' ? open.offered : null;

  return (
    <FinanceCard
      id="finance-packages"
      title={t('packagesTitle')}
      text={t('packagesText')}
      read={read}
      after={
        <PackageDialog
          key={editing ? `edit-${editing.id}` : `new-${open.kind}`}
          open={open.kind !== 'none'}
          offered={editing}
          busy={action.busy}
          error={action.error}
          onClose={close}
          onSubmit={async (input) => {
            const done = await action.run(
              () => (editing ? writes.update(editing.id, input) : writes.create(input)),
              t(editing ? 'packageSaved' : 'packageCreated'),
            );
            if (done) setOpen({ kind: 'none' });
            return done;
          }}
        />
      }
    >
      {data && data.packages.length === 0 ? <p>{t('noPackages')}</p> : null}
      {data && data.packages.length > 0 ? (
        <ul className={styles.lines}>
          {data.packages.map((offered) => (
            <PackageLine
              key={offered.id}
              offered={offered}
              writes={writes}
              onEdit={() => setOpen({ kind: 'edit', offered })}
            />
          ))}
        </ul>
      ) : null}
      <div className={`${styles.actions} ${styles.spaced}`}>
        <Button onClick={() => setOpen({ kind: 'new' })}>{t('newPackage')}</Button>
      </div>
    </FinanceCard>
  );
}

/** One package: its name, consultations and price, whether it is sold, and its actions. */
function PackageLine({
  offered,
  writes,
  onEdit,
}: {
  offered: ConsultationPackage;
  writes: PackageWrites;
  onEdit: () => void;
}) {
  const t = useTranslations('FinancePage');
  const action = useMoneyAction();
  const toggle = () =>
    void action.run(
      () => writes.update(offered.id, { active: !offered.active }),
      t(offered.active ? 'packageDeactivated' : 'packageReactivated'),
    );
  return (
    <li className={styles.line}>
      <span>
        <strong>{offered.name}</strong>{' '}
        <span
          className={`${tagStyles.tag} ${tagStyles.nowrap} ${offered.active ? tagStyles.success : tagStyles.neutral}`}
        >
          {t(offered.active ? 'packageActive' : 'packageInactive')}
        </span>
        <br />
        <span className={styles.muted}>
          {t('packageTerms', {
            consultations: offered.consultations,
            price: formatMoney(offered.amount_cents),
          })}
        </span>
      </span>
      <span className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('editPackageOf', { name: offered.name })}
          onClick={onEdit}
        >
          {t('editPackage')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={action.busy}
          aria-label={t(offered.active ? 'deactivatePackageOf' : 'reactivatePackageOf', {
            name: offered.name,
          })}
          onClick={toggle}
        >
          {t(offered.active ? 'deactivatePackage' : 'reactivatePackage')}
        </Button>
      </span>
      {action.error ? (
        <p role="alert" className={styles.error}>
          {action.error}
        </p>
      ) : null}
    </li>
  );
}
