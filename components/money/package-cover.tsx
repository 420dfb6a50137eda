'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { onDemandDialog } from '@/components/ui/dialog-on-demand';
import type { Charge } from '@/lib/api/contract';
import styles from './money.module.css';
import type { ChargeWrites } from './use-charge';
import { useMoneyAction } from './use-money-action';
import { packagesWithConsultationsLeft, usePatientPackages } from './use-patient-charges';

/** The choice of package loads the first time she opens it. */
const CoverPackageDialog = onDemandDialog(() =>
  import('./cover-package-dialog').then((module) => module.CoverPackageDialog),
);

/**
 * An appointment paid with a package sold to the patient: 'Usar pacote' while one has a consultation left
 * and nothing stands paid, 'Deixar de usar o pacote' once one covers it.
 */
export function PackageCover({ charge, writes }: { charge: Charge; writes: ChargeWrites }) {
  const t = useTranslations('PackageCover');
  const action = useMoneyAction();
  const packages = usePatientPackages(charge.patient.id);
  const [open, setOpen] = useState(false);
  const left = packagesWithConsultationsLeft(packages.data);
  const paid = charge.payments.some((payment) => payment.reversal === null);
  const canUse =
    charge.covered_by === null &&
    charge.waiver === null &&
    charge.appointment?.status !== 'CANCELED' &&
    !paid &&
    left.length > 0;

  async function cover(patientPackageId: number | null, done: string) {
    const covered = await action.run(() => writes.coverWith(patientPackageId), done);
    // The package's count of consultations used changed with it.
    if (covered) await packages.mutate();
    return covered;
  }

  if (charge.covered_by === null && !canUse) return null;
  return (
    <div className={styles.actions}>
      {charge.covered_by ? (
        <Button variant="secondary" loading={action.busy} onClick={() => void cover(null, t('uncovered'))}>
          {t('stopUsing')}
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('use')}
        </Button>
      )}
      {!open && action.error ? (
        <p role="alert" className={styles.error}>
          {action.error}
        </p>
      ) : null}
      <CoverPackageDialog
        key={left.map((sold) => sold.id).join('-')}
        open={open}
        packages={left}
        busy={action.busy}
        error={action.error}
        onClose={() => {
          setOpen(false);
          action.setError(null);
        }}
        onSubmit={async (patientPackageId) => {
          const done = await cover(patientPackageId, t('covered'));
          if (done) setOpen(false);
          return done;
        }}
      />
    </div>
  );
}
